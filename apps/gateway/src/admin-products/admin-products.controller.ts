import { Body, Controller, Delete, Get, HttpCode, Inject, Logger, Param, Patch, Post, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { IMAGE_MESSAGES, ImageRejectedError, processProductImage, productImageKeys, type Storage } from '@resellpk/backend-media';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { CatalogSubjects, type AdminProductView, type ProductInput, type RequestContext, type StoredImageInput } from '@resellpk/contracts';
import { validateProductInput } from '@resellpk/domain';
import { randomUUID } from 'node:crypto';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { throwFirstFieldError, UuidParamPipe } from '../common/http/uuid-param.pipe';
import { MEDIA_STORAGE } from '../media/media-storage';
import { ProductInputDto } from './dto/product-input.dto';
import { MAX_IMAGES_PER_UPLOAD, ProductImagesUpload, type UploadRequest } from './product-images.upload';
import { GatewayBus } from '../common/bus/gateway-bus';

const NOT_FOUND = 'Product not found.';
const PRODUCT_FIELDS: ReadonlyArray<keyof ProductInput> = [
  'name', 'shortName', 'longName', 'description', 'wholesalePricePaisa', 'retailPricePaisa', 'discountedPricePaisa',
  'category', 'planAccess', 'weightKg', 'stock', 'coinDiscount',
];

/** Only the product's own fields, trimmed; the rules run first so nothing invalid reaches catalog. */
function cleanInput(dto: ProductInputDto, partial: boolean): Partial<ProductInput> {
  throwFirstFieldError(validateProductInput({ ...dto }, { partial }));
  const out: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) {
    const value = dto[field];
    if (value === undefined) continue;
    out[field] = typeof value === 'string' ? value.trim() : value;
  }
  if (partial && Object.keys(out).length === 0) throw new ServiceFailure('VALIDATION', 'Send at least one field to update.');
  return out as Partial<ProductInput>;
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/products')
export class AdminProductsController {
  private readonly logger = new Logger('AdminProducts');

  constructor(
    private readonly bus: GatewayBus,
    @Inject(MEDIA_STORAGE) private readonly storage: Storage,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every product, newest first, any stock, raw stored prices' })
  @ApiOkResponse({ description: 'AdminProductView[]' })
  @ApiErrors(401, 403)
  list(@Ctx() ctx: RequestContext): Promise<AdminProductView[]> {
    return this.bus.call(CatalogSubjects.adminListProducts, ctx, {});
  }

  @Get(':id')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'One product with every field' })
  @ApiOkResponse({ description: 'AdminProductView' })
  @ApiErrors(401, 403, 404)
  get(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string): Promise<AdminProductView> {
    return this.bus.call(CatalogSubjects.adminGetProduct, ctx, { id });
  }

  @Post()
  @ApiOperation({ summary: 'Create a product (prices in paisa)' })
  @ApiCreatedResponse({ description: 'AdminProductView' })
  @ApiErrors(400, 401, 403)
  create(@Ctx() ctx: RequestContext, @Body() dto: ProductInputDto): Promise<AdminProductView> {
    return this.bus.call(CatalogSubjects.createProduct, ctx, cleanInput(dto, false) as ProductInput);
  }

  @Patch(':id')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'Change some fields of a product' })
  @ApiOkResponse({ description: 'AdminProductView' })
  @ApiErrors(400, 401, 403, 404)
  update(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string, @Body() dto: ProductInputDto): Promise<AdminProductView> {
    return this.bus.call(CatalogSubjects.updateProduct, ctx, { ...cleanInput(dto, true), id });
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'Delete a product, its favourites, offer items and image files' })
  @ApiNoContentResponse()
  @ApiErrors(401, 403, 404)
  async remove(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string): Promise<void> {
    // catalog deletes the product's image files: it alone decides when bytes are unreferenced
    await this.bus.call(CatalogSubjects.deleteProduct, ctx, { id });
  }

  @Post(':id/images')
  @UseInterceptors(ProductImagesUpload)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['images'],
      properties: { images: { type: 'array', maxItems: MAX_IMAGES_PER_UPLOAD, items: { type: 'string', format: 'binary' } } },
    },
  })
  @ApiOperation({ summary: 'Upload 1..8 images (JPEG, PNG, WebP, GIF or AVIF by content, each <= 5 MB); stored as WebP card/detail/full' })
  @ApiCreatedResponse({ description: 'AdminProductView with the new images' })
  @ApiErrors(400, 401, 403, 404, 413)
  async addImages(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string, @Req() req: UploadRequest): Promise<AdminProductView> {
    const files = (req.uploadedImages ?? []).filter((f) => f.fieldname === 'images');
    if (files.length === 0) throw new ServiceFailure('VALIDATION', IMAGE_MESSAGES.notImage, 'images');
    // the product must exist before anything is written
    await this.bus.call(CatalogSubjects.adminGetProduct, ctx, { id });

    // every file is checked by content and resized before any is stored: all or nothing
    const processed = [];
    for (const file of files) {
      try {
        processed.push(await processProductImage(file.buffer));
      } catch (error) {
        if (error instanceof ImageRejectedError) throw new ServiceFailure(error.code, error.message, 'images');
        throw error;
      }
    }

    const stored: StoredImageInput[] = [];
    const written: string[] = [];
    try {
      for (const image of processed) {
        const keys = productImageKeys(id, randomUUID());
        for (const [key, variant] of [[keys.cardKey, image.card], [keys.detailKey, image.detail], [keys.fullKey, image.full]] as const) {
          await this.storage.put(key, variant.buffer, 'image/webp');
          written.push(key);
        }
        stored.push(keys);
      }
      return await this.bus.call(CatalogSubjects.addProductImages, ctx, { productId: id, images: stored });
    } catch (error) {
      // the files of a refused upload are catalog's to delete (it checks no image row uses them)
      if (written.length) {
        await this.bus
          .call(CatalogSubjects.discardImageUploads, ctx, { productId: id, keys: written })
          .catch((err: Error) => this.logger.warn(`files of a failed upload to ${id} not discarded: ${err.message}`));
      }
      throw error;
    }
  }

  @Delete(':id/images/:imageId')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'imageId', format: 'uuid' })
  @ApiOperation({ summary: 'Remove one image and its files' })
  @ApiOkResponse({ description: 'AdminProductView without the image' })
  @ApiErrors(401, 403, 404)
  removeImage(
    @Ctx() ctx: RequestContext,
    @Param('id', new UuidParamPipe(NOT_FOUND)) id: string,
    @Param('imageId', new UuidParamPipe('Image not found.')) imageId: string,
  ): Promise<AdminProductView> {
    // catalog removes the row and then the image's files
    return this.bus.call(CatalogSubjects.removeProductImage, ctx, { productId: id, imageId });
  }
}
