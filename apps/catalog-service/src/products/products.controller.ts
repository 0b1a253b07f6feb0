import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import {
  CatalogSubjects,
  type AddProductImagesRequest,
  type DiscardImageUploadsRequest,
  type ListProductsQuery,
  type NoData,
  type ProductInput,
  type ProductUpdate,
  type RequestContext,
} from '@resellpk/contracts';
import { ProductAdminService } from './product-admin.service';
import { ProductImagesService } from './product-images.service';
import { ProductListingService } from './product-listing.service';

@Controller()
export class ProductsController {
  constructor(
    private readonly listing: ProductListingService,
    private readonly admin: ProductAdminService,
    private readonly images: ProductImagesService,
  ) {}

  @Handles(CatalogSubjects.listProducts)
  list(data: ListProductsQuery, ctx: RequestContext) {
    return this.listing.listProducts(data, ctx);
  }

  @Handles(CatalogSubjects.getProduct)
  get(data: { id: string }, ctx: RequestContext) {
    return this.listing.getProduct(data, ctx);
  }

  @Handles(CatalogSubjects.adminListProducts)
  adminList(_data: NoData, ctx: RequestContext) {
    return this.admin.list(ctx);
  }

  @Handles(CatalogSubjects.adminGetProduct)
  adminGet(data: { id: string }, ctx: RequestContext) {
    return this.admin.get(data, ctx);
  }

  @Handles(CatalogSubjects.createProduct)
  create(data: ProductInput, ctx: RequestContext) {
    return this.admin.create(data, ctx);
  }

  @Handles(CatalogSubjects.updateProduct)
  update(data: ProductUpdate, ctx: RequestContext) {
    return this.admin.update(data, ctx);
  }

  @Handles(CatalogSubjects.deleteProduct)
  remove(data: { id: string }, ctx: RequestContext) {
    return this.admin.delete(data, ctx);
  }

  @Handles(CatalogSubjects.stats)
  stats(_data: NoData, ctx: RequestContext) {
    return this.admin.stats(ctx);
  }

  @Handles(CatalogSubjects.addProductImages)
  addImages(data: AddProductImagesRequest, ctx: RequestContext) {
    return this.images.add(data, ctx);
  }

  @Handles(CatalogSubjects.removeProductImage)
  removeImage(data: { productId: string; imageId: string }, ctx: RequestContext) {
    return this.images.remove(data, ctx);
  }

  @Handles(CatalogSubjects.discardImageUploads)
  discardUploads(data: DiscardImageUploadsRequest, ctx: RequestContext) {
    return this.images.discardUploads(data, ctx);
  }
}
