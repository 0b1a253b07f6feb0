import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { escapeLike, returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import { SORT_ORDERS, type PageCursor, type SortKey } from './sort-cursor';
import { PRODUCT_COLUMNS, type ImageRow, type ProductRow } from './product.mapper';

export interface ProductPageQuery {
  search: string;
  /** 'all' or one stored category name */
  category: string;
  key: SortKey;
  after?: PageCursor;
  limit: number;
}

/** A listed row with its sort column as text (the next page's cursor is made from it). */
export type ListedProductRow = ProductRow & { sort_key: string };

/** Stored product fields by column, for inserts and partial updates. */
export interface ProductColumns {
  name: string;
  short_name: string;
  long_name: string;
  description: string;
  wholesale_price: number;
  retail_price: number | null;
  discounted_price: number | null;
  category: string;
  plan_access: string;
  weight: number;
  stock: number;
  coin_discount: number;
}

/** Every query on products and their images. Writes take a `Tx`: they only run in a transaction. */
@Injectable()
export class ProductRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /**
   * One page in keyset order (in-stock products only); one row more than `limit` tells there is a
   * next page. Search matches the card's short name or the long name (case-insensitive substring,
   * each with a trigram index); see the CardNameKeys migration for the index of each order.
   */
  page(q: ProductPageQuery): Promise<ListedProductRow[]> {
    const where = ['p.stock > 0'];
    const params: unknown[] = [];
    if (q.search) {
      params.push(`%${escapeLike(q.search.toLowerCase())}%`);
      where.push(`(p.card_name_key LIKE $${params.length} OR p.long_name_key LIKE $${params.length})`);
    }
    if (q.category !== 'all') {
      params.push(q.category);
      where.push(`p.category = $${params.length}`);
    }
    const { column, cast, descending } = SORT_ORDERS[q.key];
    if (q.after) {
      params.push(q.after.k, q.after.id);
      where.push(`(${column}, p.id) ${descending ? '<' : '>'} ($${params.length - 1}::${cast}, $${params.length}::uuid)`);
    }
    params.push(q.limit + 1);
    const dir = descending ? 'DESC' : 'ASC';
    return this.db.query(
      `SELECT ${PRODUCT_COLUMNS}, ${column}::text AS sort_key FROM products p WHERE ${where.join(' AND ')}
        ORDER BY ${column} ${dir}, p.id ${dir} LIMIT $${params.length}`,
      params,
    );
  }

  async find(id: string, db: Reader = this.db): Promise<ProductRow | null> {
    const rows: ProductRow[] = await db.query(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The rows of these ids (unknown ids are left out). */
  findMany(ids: string[]): Promise<ProductRow[]> {
    return this.db.query(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ANY($1::uuid[])`, [ids]);
  }

  /** The row, locked until the transaction ends (updates that compare before and after). */
  async findForUpdate(tx: Tx, id: string): Promise<ProductRow | null> {
    const rows: ProductRow[] = await tx.query(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  listAll(): Promise<ProductRow[]> {
    return this.db.query(`SELECT ${PRODUCT_COLUMNS} FROM products p ORDER BY p.created_at DESC, p.id DESC`);
  }

  async insert(tx: Tx, values: ProductColumns): Promise<string> {
    const columns = Object.keys(values) as Array<keyof ProductColumns>;
    const rows: Array<{ id: string }> = await tx.query(
      `INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      columns.map((c) => values[c]),
    );
    return rows[0].id;
  }

  async update(tx: Tx, id: string, changes: Partial<ProductColumns>): Promise<void> {
    const columns = Object.keys(changes) as Array<keyof ProductColumns>;
    if (columns.length === 0) return;
    await tx.query(
      `UPDATE products SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...columns.map((c) => changes[c])],
    );
  }

  /** Deletes the product (its images, favourites and offer items go with it); the image rows it had, or null when there was none. */
  async delete(tx: Tx, id: string): Promise<ImageRow[] | null> {
    const images: ImageRow[] = await tx.query(`SELECT id, product_id, card_key, detail_key, full_key FROM product_images WHERE product_id = $1`, [id]);
    const deleted = await returningRows<{ id: string }>(tx, `DELETE FROM products WHERE id = $1 RETURNING id`, [id]);
    return deleted.length ? images : null;
  }

  async touch(tx: Tx, id: string): Promise<void> {
    await tx.query(`UPDATE products SET updated_at = now() WHERE id = $1`, [id]);
  }

  /** Images of these products in display order, grouped by product: one query for a whole page. */
  async imagesFor(ids: string[], db: Reader = this.db): Promise<Map<string, ImageRow[]>> {
    const map = new Map<string, ImageRow[]>();
    if (ids.length === 0) return map;
    const rows: ImageRow[] = await db.query(
      `SELECT id, product_id, card_key, detail_key, full_key FROM product_images
        WHERE product_id = ANY($1::uuid[]) ORDER BY position, created_at, id`,
      [ids],
    );
    for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r]);
    return map;
  }

  async imageSlots(tx: Tx, productId: string): Promise<{ count: number; lastPosition: number }> {
    const [row]: Array<{ count: number; max: number }> = await tx.query(
      `SELECT count(*)::int AS count, COALESCE(max(position), -1)::int AS max FROM product_images WHERE product_id = $1`,
      [productId],
    );
    return { count: row.count, lastPosition: row.max };
  }

  async insertImage(tx: Tx, productId: string, keys: { cardKey: string; detailKey: string; fullKey: string }, position: number): Promise<void> {
    await tx.query(`INSERT INTO product_images (product_id, card_key, detail_key, full_key, position) VALUES ($1, $2, $3, $4, $5)`, [
      productId,
      keys.cardKey,
      keys.detailKey,
      keys.fullKey,
      position,
    ]);
  }

  async deleteImage(tx: Tx, productId: string, imageId: string): Promise<ImageRow | undefined> {
    const [removed] = await returningRows<ImageRow>(
      tx,
      `DELETE FROM product_images WHERE id = $1 AND product_id = $2 RETURNING id, product_id, card_key, detail_key, full_key`,
      [imageId, productId],
    );
    return removed;
  }

  /** Which of these storage keys some image row still points at. */
  async referencedKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: Array<{ key: string }> = await this.db.query(
      `SELECT k AS key FROM unnest($1::text[]) k
        WHERE EXISTS (SELECT 1 FROM product_images i WHERE i.card_key = k OR i.detail_key = k OR i.full_key = k)`,
      [keys],
    );
    return new Set(rows.map((r) => r.key));
  }

  /** Which of these products the user favourited (undefined for a visitor). */
  async favoriteIds(userId: string | undefined, productIds: string[]): Promise<Set<string> | undefined> {
    if (!userId) return undefined;
    if (productIds.length === 0) return new Set();
    const rows: Array<{ product_id: string }> = await this.db.query(
      `SELECT product_id FROM user_favorites WHERE user_id = $1 AND product_id = ANY($2::uuid[])`,
      [userId, productIds],
    );
    return new Set(rows.map((r) => r.product_id));
  }

  async favoritersOf(tx: Tx, productId: string): Promise<string[]> {
    const rows: Array<{ user_id: string }> = await tx.query(`SELECT user_id FROM user_favorites WHERE product_id = $1 ORDER BY created_at`, [productId]);
    return rows.map((r) => r.user_id);
  }

  async stats(): Promise<{ products: number; offers: number }> {
    const [row]: Array<{ products: number; offers: number }> = await this.db.query(
      `SELECT (SELECT count(*) FROM products)::int AS products,
              (SELECT count(*) FROM free_product_offers WHERE is_active)::int AS offers`,
    );
    return row;
  }
}
