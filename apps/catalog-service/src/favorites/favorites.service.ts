import { Injectable } from '@nestjs/common';
import { fail } from '@resellpk/backend-messaging';
import { isUuid, requireUserId } from '@resellpk/backend-service';
import type { FavoriteView, RequestContext } from '@resellpk/contracts';
import { CATALOG_MSG } from '@resellpk/domain';
import { ProductListingService } from '../products/product-listing.service';
import { FavoriteRepository } from './favorite.repository';

@Injectable()
export class FavoritesService {
  constructor(
    private readonly favorites: FavoriteRepository,
    private readonly listing: ProductListingService,
  ) {}

  /** The caller's favourites with their products (priced for the caller), newest first. */
  async listFavorites(ctx: RequestContext): Promise<FavoriteView[]> {
    const rows = await this.favorites.listWithProducts(requireUserId(ctx));
    const views = await this.listing.viewsFor(rows, ctx);
    return rows.map((r, i) => ({ id: r.fav_id, productId: r.id, createdAt: new Date(r.fav_created_at).toISOString(), product: views[i] }));
  }

  /** Idempotent: adding twice keeps one row. */
  async addFavorite(req: { productId: string }, ctx: RequestContext): Promise<{ productId: string; isFavorite: true }> {
    const userId = requireUserId(ctx);
    if (!isUuid(req?.productId) || !(await this.favorites.add(userId, req.productId))) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    return { productId: req.productId, isFavorite: true };
  }

  async removeFavorite(req: { productId: string }, ctx: RequestContext): Promise<{ productId: string; isFavorite: false }> {
    const userId = requireUserId(ctx);
    if (isUuid(req?.productId)) await this.favorites.remove(userId, req.productId);
    return { productId: req?.productId, isFavorite: false };
  }
}
