import { Injectable } from '@nestjs/common';
import {
  CatalogSubjects,
  type AddProductImagesRequest,
  type AdminProductView,
  type CatalogStats,
  type CategoryView,
  type FavoriteView,
  type FreeOfferInput,
  type FreeOfferView,
  type ListProductsQuery,
  type ProductInput,
  type ProductPage,
  type ProductUpdate,
  type ProductView,
  type RequestContext,
} from '@resellpk/contracts';
import { ServiceClient } from './service-client';

type Id = { id: string };

/** Typed calls to catalog-service over NATS request-reply; failures arrive as ServiceFailure. */
@Injectable()
export class CatalogClient extends ServiceClient {
  listProducts(ctx: RequestContext, query: ListProductsQuery) {
    return this.call<ProductPage, ListProductsQuery>(CatalogSubjects.listProducts, ctx, query);
  }
  getProduct(ctx: RequestContext, id: string) {
    return this.call<ProductView, Id>(CatalogSubjects.getProduct, ctx, { id });
  }
  listCategories(ctx: RequestContext) {
    return this.call<CategoryView[], Record<string, never>>(CatalogSubjects.listCategories, ctx, {});
  }
  listActiveOffers(ctx: RequestContext) {
    return this.call<FreeOfferView[], Record<string, never>>(CatalogSubjects.listActiveOffers, ctx, {});
  }
  listFavorites(ctx: RequestContext) {
    return this.call<FavoriteView[], Record<string, never>>(CatalogSubjects.listFavorites, ctx, {});
  }
  addFavorite(ctx: RequestContext, productId: string) {
    return this.call<unknown, { productId: string }>(CatalogSubjects.addFavorite, ctx, { productId });
  }
  removeFavorite(ctx: RequestContext, productId: string) {
    return this.call<unknown, { productId: string }>(CatalogSubjects.removeFavorite, ctx, { productId });
  }
  adminListProducts(ctx: RequestContext) {
    return this.call<AdminProductView[], Record<string, never>>(CatalogSubjects.adminListProducts, ctx, {});
  }
  adminGetProduct(ctx: RequestContext, id: string) {
    return this.call<AdminProductView, Id>(CatalogSubjects.adminGetProduct, ctx, { id });
  }
  createProduct(ctx: RequestContext, input: ProductInput) {
    return this.call<AdminProductView, ProductInput>(CatalogSubjects.createProduct, ctx, input);
  }
  updateProduct(ctx: RequestContext, update: ProductUpdate) {
    return this.call<AdminProductView, ProductUpdate>(CatalogSubjects.updateProduct, ctx, update);
  }
  deleteProduct(ctx: RequestContext, id: string) {
    return this.call<unknown, Id>(CatalogSubjects.deleteProduct, ctx, { id });
  }
  addProductImages(ctx: RequestContext, req: AddProductImagesRequest) {
    return this.call<AdminProductView, AddProductImagesRequest>(CatalogSubjects.addProductImages, ctx, req);
  }
  removeProductImage(ctx: RequestContext, productId: string, imageId: string) {
    return this.call<AdminProductView, { productId: string; imageId: string }>(CatalogSubjects.removeProductImage, ctx, { productId, imageId });
  }
  createCategory(ctx: RequestContext, name: string) {
    return this.call<CategoryView, { name: string }>(CatalogSubjects.createCategory, ctx, { name });
  }
  adminListOffers(ctx: RequestContext) {
    return this.call<FreeOfferView[], Record<string, never>>(CatalogSubjects.adminListOffers, ctx, {});
  }
  getOffer(ctx: RequestContext, id: string) {
    return this.call<FreeOfferView, Id>(CatalogSubjects.getOffer, ctx, { id });
  }
  createOffer(ctx: RequestContext, input: FreeOfferInput) {
    return this.call<FreeOfferView, FreeOfferInput>(CatalogSubjects.createOffer, ctx, input);
  }
  updateOffer(ctx: RequestContext, id: string, input: FreeOfferInput) {
    return this.call<FreeOfferView, FreeOfferInput & Id>(CatalogSubjects.updateOffer, ctx, { ...input, id });
  }
  setOfferActive(ctx: RequestContext, id: string, isActive: boolean) {
    return this.call<FreeOfferView, Id & { isActive: boolean }>(CatalogSubjects.setOfferActive, ctx, { id, isActive });
  }
  deleteOffer(ctx: RequestContext, id: string) {
    return this.call<unknown, Id>(CatalogSubjects.deleteOffer, ctx, { id });
  }
  stats(ctx: RequestContext) {
    return this.call<CatalogStats, Record<string, never>>(CatalogSubjects.stats, ctx, {});
  }
}
