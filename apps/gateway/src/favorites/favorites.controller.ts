import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FavoriteView, RequestContext } from '@resellpk/contracts';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { CatalogClient } from '../common/service-client/catalog.client';

/** The caller's favourites; adding and removing are idempotent (PUT / DELETE). */
@ApiTags('favorites')
@ApiBearerAuth()
@Controller('favorites')
export class FavoritesController {
  constructor(private readonly catalog: CatalogClient) {}

  @Get()
  @ApiOperation({ summary: 'Favourites with the product, newest first' })
  @ApiOkResponse({ description: 'FavoriteView[]' })
  @ApiErrors(401)
  list(@Ctx() ctx: RequestContext): Promise<FavoriteView[]> {
    return this.catalog.listFavorites(ctx);
  }

  @Put(':productId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Add a product to the favourites' })
  @ApiParam({ name: 'productId', format: 'uuid' })
  @ApiNoContentResponse()
  @ApiErrors(401, 404)
  async add(@Ctx() ctx: RequestContext, @Param('productId', new UuidParamPipe('Product not found.')) productId: string): Promise<void> {
    await this.catalog.addFavorite(ctx, productId);
  }

  @Delete(':productId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a product from the favourites' })
  @ApiParam({ name: 'productId', format: 'uuid' })
  @ApiNoContentResponse()
  @ApiErrors(401, 404)
  async remove(@Ctx() ctx: RequestContext, @Param('productId', new UuidParamPipe('Product not found.')) productId: string): Promise<void> {
    await this.catalog.removeFavorite(ctx, productId);
  }
}
