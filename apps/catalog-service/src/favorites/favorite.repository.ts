import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { PRODUCT_COLUMNS, type ProductRow } from '../products/product.mapper';

export type FavoriteRow = ProductRow & { fav_id: string; fav_created_at: Date };

@Injectable()
export class FavoriteRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /** The user's favourites with their products, newest first (out-of-stock ones included). */
  listWithProducts(userId: string): Promise<FavoriteRow[]> {
    return this.db.query(
      `SELECT f.id AS fav_id, f.created_at AS fav_created_at, ${PRODUCT_COLUMNS}
         FROM user_favorites f JOIN products p ON p.id = f.product_id
        WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.id DESC`,
      [userId],
    );
  }

  /** Idempotent; false when the product does not exist. */
  async add(userId: string, productId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO user_favorites (user_id, product_id)
       SELECT $1, p.id FROM products p WHERE p.id = $2
       ON CONFLICT (user_id, product_id) DO NOTHING RETURNING id`,
      [userId, productId],
    );
    if (rows.length) return true;
    const exists: unknown[] = await this.db.query(`SELECT 1 FROM products WHERE id = $1`, [productId]);
    return exists.length > 0;
  }

  async remove(userId: string, productId: string): Promise<void> {
    await this.db.query(`DELETE FROM user_favorites WHERE user_id = $1 AND product_id = $2`, [userId, productId]);
  }
}
