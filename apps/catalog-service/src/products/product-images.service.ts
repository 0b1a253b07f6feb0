import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, StaffAccess } from '@resellpk/backend-service';
import { isSafeMediaKey } from '@resellpk/backend-media';
import { withTransaction } from '@resellpk/backend-persistence';
import type { AddProductImagesRequest, AdminProductView, DiscardImageUploadsRequest, RequestContext } from '@resellpk/contracts';
import { CATALOG_MSG } from '@resellpk/domain';
import { ProductMedia } from '../media/product-media';
import { ProductAdminService } from './product-admin.service';
import { ProductRepository } from './product.repository';

const MAX_IMAGES_PER_PRODUCT = 20;
const MAX_IMAGES_PER_UPLOAD = 8;
const IMAGE_NOT_FOUND = 'Image not found';

/** A product's images: the gateway stores the files of an upload, catalog records and removes them. */
@Injectable()
export class ProductImagesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly products: ProductRepository,
    private readonly admin: ProductAdminService,
    private readonly media: ProductMedia,
    private readonly staff: StaffAccess,
  ) {}

  async add(req: AddProductImagesRequest, ctx: RequestContext): Promise<AdminProductView> {
    await this.staff.require(ctx, 'admin');
    if (!isUuid(req?.productId)) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    const images = Array.isArray(req.images) ? req.images : [];
    if (images.length < 1 || images.length > MAX_IMAGES_PER_UPLOAD) fail('VALIDATION', CATALOG_MSG.imageRequired, 'images');
    const prefix = `products/${req.productId}/`;
    for (const i of images) {
      const keys = [i?.cardKey, i?.detailKey, i?.fullKey];
      if (!keys.every((k) => isSafeMediaKey(k) && k.startsWith(prefix))) fail('VALIDATION', CATALOG_MSG.imageRequired, 'images');
    }
    return withTransaction(this.db, async (tx) => {
      if (!(await this.products.findForUpdate(tx, req.productId))) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
      const { count, lastPosition } = await this.products.imageSlots(tx, req.productId);
      if (count + images.length > MAX_IMAGES_PER_PRODUCT) fail('VALIDATION', `A product can have at most ${MAX_IMAGES_PER_PRODUCT} images`, 'images');
      let position = lastPosition;
      for (const image of images) await this.products.insertImage(tx, req.productId, image, ++position);
      await this.products.touch(tx, req.productId);
      return this.admin.view(req.productId, tx);
    });
  }

  async remove(req: { productId: string; imageId: string }, ctx: RequestContext): Promise<AdminProductView> {
    await this.staff.require(ctx, 'admin');
    if (!isUuid(req?.productId) || !isUuid(req?.imageId)) fail('NOT_FOUND', IMAGE_NOT_FOUND);
    const { view, removed } = await withTransaction(this.db, async (tx) => {
      const image = await this.products.deleteImage(tx, req.productId, req.imageId);
      if (!image) fail('NOT_FOUND', IMAGE_NOT_FOUND);
      return { view: await this.admin.view(req.productId, tx), removed: image };
    });
    await this.media.removeImages([removed]);
    return view;
  }

  /**
   * Files the gateway stored for an upload that did not become images (a refused or failed
   * `addProductImages`): deleted unless an image row points at them. Keys outside the product's
   * folder are ignored.
   */
  async discardUploads(req: DiscardImageUploadsRequest, ctx: RequestContext): Promise<{ discarded: number }> {
    await this.staff.require(ctx, 'admin');
    if (!isUuid(req?.productId) || !Array.isArray(req.keys)) fail('VALIDATION', 'Nothing to discard', 'keys');
    const prefix = `products/${req.productId}/`;
    const candidates = [...new Set(req.keys.filter((k): k is string => isSafeMediaKey(k) && k.startsWith(prefix)))].slice(0, 3 * MAX_IMAGES_PER_UPLOAD);
    const referenced = await this.products.referencedKeys(candidates);
    const orphans = candidates.filter((k) => !referenced.has(k));
    await this.media.removeKeys(orphans);
    return { discarded: orphans.length };
  }
}
