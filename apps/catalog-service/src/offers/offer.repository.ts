import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { FreeOfferInput } from '@resellpk/contracts';
import type { ImageRow } from '../products/product.mapper';

export interface OfferRow {
  id: string;
  name: string;
  description: string;
  is_active: boolean;
  min_order_threshold: string;
  max_units_per_order: number;
  created_at: Date;
}
export interface OfferItemRow {
  offer_id: string;
  product_id: string;
  name: string;
  wholesale_price: string;
}

const OFFER_COLUMNS = `o.id, o.name, o.description, o.is_active, o.min_order_threshold, o.max_units_per_order, o.created_at`;
/** Gifts are premium products: their wholesale price ("Worth") is public, a free-plan product's is not. */
const GIFT_PRODUCT = `p.plan_access <> 'free'`;

@Injectable()
export class OfferRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /** Active offers by threshold ascending. */
  listActive(): Promise<OfferRow[]> {
    return this.db.query(`SELECT ${OFFER_COLUMNS} FROM free_product_offers o WHERE o.is_active ORDER BY o.min_order_threshold, o.created_at, o.id`);
  }

  /** Gift products of active offers, each under its lowest-threshold offer only (ties: the older offer). */
  activeItems(): Promise<OfferItemRow[]> {
    return this.db.query(
      `SELECT offer_id, product_id, name, wholesale_price FROM (
         SELECT DISTINCT ON (p.id) i.offer_id, p.id AS product_id, p.name, p.wholesale_price
           FROM free_product_offer_items i
           JOIN free_product_offers o ON o.id = i.offer_id AND o.is_active
           JOIN products p ON p.id = i.product_id AND ${GIFT_PRODUCT}
          ORDER BY p.id, o.min_order_threshold, o.created_at, o.id
       ) x ORDER BY name, product_id`,
    );
  }

  listAll(): Promise<OfferRow[]> {
    return this.db.query(`SELECT ${OFFER_COLUMNS} FROM free_product_offers o ORDER BY o.created_at DESC, o.id DESC`);
  }

  async find(id: string, db: Reader = this.db): Promise<OfferRow | undefined> {
    const rows: OfferRow[] = await db.query(`SELECT ${OFFER_COLUMNS} FROM free_product_offers o WHERE o.id = $1`, [id]);
    return rows[0];
  }

  itemsOf(offerIds: string[], db: Reader = this.db): Promise<OfferItemRow[]> {
    if (!offerIds.length) return Promise.resolve([]);
    return db.query(
      `SELECT i.offer_id, p.id AS product_id, p.name, p.wholesale_price
         FROM free_product_offer_items i JOIN products p ON p.id = i.product_id
        WHERE i.offer_id = ANY($1::uuid[]) ORDER BY p.name, p.id`,
      [offerIds],
    );
  }

  /** The first image of each product. */
  firstImages(productIds: string[], db: Reader = this.db): Promise<ImageRow[]> {
    if (!productIds.length) return Promise.resolve([]);
    return db.query(
      `SELECT DISTINCT ON (product_id) id, product_id, card_key, detail_key, full_key FROM product_images
        WHERE product_id = ANY($1::uuid[]) ORDER BY product_id, position, created_at, id`,
      [productIds],
    );
  }

  async insert(tx: Tx, input: FreeOfferInput): Promise<string> {
    const [row]: Array<{ id: string }> = await tx.query(
      `INSERT INTO free_product_offers (name, description, is_active, min_order_threshold, max_units_per_order)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [input.name.trim(), (input.description ?? '').trim(), input.isActive !== false, input.minOrderThresholdPaisa, input.maxUnitsPerOrder],
    );
    return row.id;
  }

  async update(tx: Tx, id: string, input: FreeOfferInput): Promise<boolean> {
    const updated = await returningRows<{ id: string }>(
      tx,
      `UPDATE free_product_offers SET name = $2, description = $3, is_active = $4, min_order_threshold = $5,
              max_units_per_order = $6, updated_at = now() WHERE id = $1 RETURNING id`,
      [id, input.name.trim(), (input.description ?? '').trim(), input.isActive !== false, input.minOrderThresholdPaisa, input.maxUnitsPerOrder],
    );
    return updated.length > 0;
  }

  async setActive(id: string, isActive: boolean): Promise<boolean> {
    const updated = await returningRows<{ id: string }>(this.db, `UPDATE free_product_offers SET is_active = $2, updated_at = now() WHERE id = $1 RETURNING id`, [id, isActive]);
    return updated.length > 0;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await returningRows<{ id: string }>(this.db, `DELETE FROM free_product_offers WHERE id = $1 RETURNING id`, [id]);
    return deleted.length > 0;
  }

  /** How many of these products exist and can be gifts (locked against deletion until commit). */
  async countGiftProducts(tx: Tx, productIds: string[]): Promise<{ found: number; gifts: number }> {
    const [row]: Array<{ found: number; gifts: number }> = await tx.query(
      `SELECT count(*)::int AS found, count(*) FILTER (WHERE ${GIFT_PRODUCT})::int AS gifts
         FROM (SELECT id, plan_access FROM products p WHERE id = ANY($1::uuid[]) FOR SHARE) p`,
      [productIds],
    );
    return row;
  }

  async replaceItems(tx: Tx, offerId: string, productIds: string[]): Promise<void> {
    await tx.query(`DELETE FROM free_product_offer_items WHERE offer_id = $1 AND NOT (product_id = ANY($2::uuid[]))`, [offerId, productIds]);
    await tx.query(
      `INSERT INTO free_product_offer_items (offer_id, product_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT (offer_id, product_id) DO NOTHING`,
      [offerId, productIds],
    );
  }
}
