import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE, fail, isUuid, requireUserId } from '@resellpk/backend-messaging';
import type { FavoriteView, RequestContext } from '@resellpk/contracts';
import { CATALOG_MSG } from '@resellpk/domain';
import { PRODUCT_COLUMNS, type ProductRow } from '../products/product.mapper';
import { ProductsService } from '../products/products.service';

@Injectable()
export class FavoritesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly products: ProductsService,
  ) {}

  /** The caller's favourites with their products, newest first (out-of-stock ones included). */
  async listFavorites(ctx: RequestContext): Promise<FavoriteView[]> {
    const userId = requireUserId(ctx);
    const rows: (ProductRow & { fav_id: string; fav_created_at: Date })[] = await this.db.query(
      `SELECT f.id AS fav_id, f.created_at AS fav_created_at, ${PRODUCT_COLUMNS}
         FROM user_favorites f JOIN products p ON p.id = f.product_id
        WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.id DESC`,
      [userId],
    );
    const views = await this.products.viewsFor(rows, ctx);
    return rows.map((r, i) => ({ id: r.fav_id, productId: r.id, createdAt: new Date(r.fav_created_at).toISOString(), product: views[i] }));
  }

  /** Idempotent: adding twice keeps one row. */
  async addFavorite(req: { productId: string }, ctx: RequestContext): Promise<{ productId: string; isFavorite: true }> {
    const userId = requireUserId(ctx);
    if (!isUuid(req?.productId)) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    const rows: unknown[] = await this.db.query(
      `INSERT INTO user_favorites (user_id, product_id)
       SELECT $1, p.id FROM products p WHERE p.id = $2
       ON CONFLICT (user_id, product_id) DO NOTHING RETURNING id`,
      [userId, req.productId],
    );
    if (rows.length === 0) {
      const exists: unknown[] = await this.db.query(`SELECT 1 FROM products WHERE id = $1`, [req.productId]);
      if (!exists.length) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    }
    return { productId: req.productId, isFavorite: true };
  }

  async removeFavorite(req: { productId: string }, ctx: RequestContext): Promise<{ productId: string; isFavorite: false }> {
    const userId = requireUserId(ctx);
    if (isUuid(req?.productId)) {
      await this.db.query(`DELETE FROM user_favorites WHERE user_id = $1 AND product_id = $2`, [userId, req.productId]);
    }
    return { productId: req?.productId, isFavorite: false };
  }
}
