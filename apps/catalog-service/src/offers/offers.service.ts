import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE, fail, isUuid } from '@resellpk/backend-messaging';
import type { FreeOfferInput, FreeOfferView, OfferProductView, RequestContext } from '@resellpk/contracts';
import { CATALOG_MSG, validateOfferInput } from '@resellpk/domain';
import { requireAdmin } from '../products/caller';
import { PLACEHOLDER_IMAGE, toImage, type ImageRow } from '../products/product.mapper';
import { returningRows } from '../products/products.service';

interface OfferRow {
  id: string;
  name: string;
  description: string;
  is_active: boolean;
  min_order_threshold: string;
  max_units_per_order: number;
  created_at: Date;
}
interface ItemRow {
  offer_id: string;
  product_id: string;
  name: string;
  wholesale_price: string;
}

const OFFER_COLUMNS = `o.id, o.name, o.description, o.is_active, o.min_order_threshold, o.max_units_per_order, o.created_at`;

@Injectable()
export class OffersService {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /** Offers with their item products (first image each) in 3 queries. */
  private async views(offers: OfferRow[], items: ItemRow[], m: EntityManager = this.db.manager): Promise<FreeOfferView[]> {
    const productIds = [...new Set(items.map((i) => i.product_id))];
    const images: ImageRow[] = productIds.length
      ? await m.query(
          `SELECT DISTINCT ON (product_id) id, product_id, card_key, detail_key, full_key FROM product_images
            WHERE product_id = ANY($1::uuid[]) ORDER BY product_id, position, created_at, id`,
          [productIds],
        )
      : [];
    const imageOf = new Map(images.map((i) => [i.product_id, toImage(i)]));
    const byOffer = new Map<string, OfferProductView[]>();
    for (const it of items) {
      const list = byOffer.get(it.offer_id) ?? [];
      list.push({ id: it.product_id, name: it.name, image: imageOf.get(it.product_id) ?? PLACEHOLDER_IMAGE, wholesalePricePaisa: Number(it.wholesale_price) });
      byOffer.set(it.offer_id, list);
    }
    return offers.map((o) => ({
      id: o.id,
      name: o.name,
      description: o.description,
      isActive: o.is_active,
      minOrderThresholdPaisa: Number(o.min_order_threshold),
      maxUnitsPerOrder: o.max_units_per_order,
      products: byOffer.get(o.id) ?? [],
      createdAt: new Date(o.created_at).toISOString(),
    }));
  }

  private async itemsOf(offerIds: string[], m: EntityManager = this.db.manager): Promise<ItemRow[]> {
    if (!offerIds.length) return [];
    return m.query(
      `SELECT i.offer_id, p.id AS product_id, p.name, p.wholesale_price
         FROM free_product_offer_items i JOIN products p ON p.id = i.product_id
        WHERE i.offer_id = ANY($1::uuid[]) ORDER BY p.name, p.id`,
      [offerIds],
    );
  }

  /**
   * Public: active offers by threshold ascending; a product in several active offers is listed
   * only under the lowest threshold (ties: the older offer). Offers left without products are omitted.
   */
  async listActiveOffers(): Promise<FreeOfferView[]> {
    const offers: OfferRow[] = await this.db.query(
      `SELECT ${OFFER_COLUMNS} FROM free_product_offers o WHERE o.is_active ORDER BY o.min_order_threshold, o.created_at, o.id`,
    );
    const items: ItemRow[] = await this.db.query(
      `SELECT offer_id, product_id, name, wholesale_price FROM (
         SELECT DISTINCT ON (p.id) i.offer_id, p.id AS product_id, p.name, p.wholesale_price
           FROM free_product_offer_items i
           JOIN free_product_offers o ON o.id = i.offer_id AND o.is_active
           JOIN products p ON p.id = i.product_id
          ORDER BY p.id, o.min_order_threshold, o.created_at, o.id
       ) x ORDER BY name, product_id`,
    );
    return (await this.views(offers, items)).filter((o) => o.products.length > 0);
  }

  async adminListOffers(ctx: RequestContext): Promise<FreeOfferView[]> {
    requireAdmin(ctx);
    const offers: OfferRow[] = await this.db.query(`SELECT ${OFFER_COLUMNS} FROM free_product_offers o ORDER BY o.created_at DESC, o.id DESC`);
    return this.views(offers, await this.itemsOf(offers.map((o) => o.id)));
  }

  private async one(id: string, m: EntityManager = this.db.manager): Promise<FreeOfferView> {
    const offers: OfferRow[] = isUuid(id) ? await m.query(`SELECT ${OFFER_COLUMNS} FROM free_product_offers o WHERE o.id = $1`, [id]) : [];
    if (!offers[0]) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
    const [view] = await this.views(offers, await this.itemsOf([id], m), m);
    return view;
  }

  async getOffer(req: { id: string }, ctx: RequestContext): Promise<FreeOfferView> {
    requireAdmin(ctx);
    return this.one(req?.id);
  }

  private check(input: FreeOfferInput): { productIds: string[] } {
    const errors = validateOfferInput((input ?? {}) as unknown as Record<string, unknown>);
    if (errors.length) fail('VALIDATION', errors[0].message, errors[0].field);
    const productIds = [...new Set(input.productIds)];
    if (!productIds.every(isUuid)) fail('VALIDATION', 'Some selected products do not exist', 'productIds');
    return { productIds };
  }

  private async writeItems(m: EntityManager, offerId: string, productIds: string[]): Promise<void> {
    const found: { id: string }[] = await m.query(`SELECT id FROM products WHERE id = ANY($1::uuid[]) FOR SHARE`, [productIds]);
    if (found.length !== productIds.length) fail('VALIDATION', 'Some selected products do not exist', 'productIds');
    await m.query(`DELETE FROM free_product_offer_items WHERE offer_id = $1 AND NOT (product_id = ANY($2::uuid[]))`, [offerId, productIds]);
    await m.query(
      `INSERT INTO free_product_offer_items (offer_id, product_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT (offer_id, product_id) DO NOTHING`,
      [offerId, productIds],
    );
  }

  async createOffer(input: FreeOfferInput, ctx: RequestContext): Promise<FreeOfferView> {
    requireAdmin(ctx);
    const { productIds } = this.check(input);
    return this.db.transaction(async (m) => {
      const [row]: { id: string }[] = await m.query(
        `INSERT INTO free_product_offers (name, description, is_active, min_order_threshold, max_units_per_order)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [input.name.trim(), (input.description ?? '').trim(), input.isActive !== false, input.minOrderThresholdPaisa, input.maxUnitsPerOrder],
      );
      await this.writeItems(m, row.id, productIds);
      return this.one(row.id, m);
    });
  }

  async updateOffer(input: FreeOfferInput & { id: string }, ctx: RequestContext): Promise<FreeOfferView> {
    requireAdmin(ctx);
    if (!isUuid(input?.id)) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
    const { productIds } = this.check(input);
    return this.db.transaction(async (m) => {
      const updated = returningRows<{ id: string }>(
        await m.query(
          `UPDATE free_product_offers SET name = $2, description = $3, is_active = $4, min_order_threshold = $5,
                  max_units_per_order = $6, updated_at = now() WHERE id = $1 RETURNING id`,
          [input.id, input.name.trim(), (input.description ?? '').trim(), input.isActive !== false, input.minOrderThresholdPaisa, input.maxUnitsPerOrder],
        ),
      );
      if (!updated.length) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
      await this.writeItems(m, input.id, productIds);
      return this.one(input.id, m);
    });
  }

  async setOfferActive(req: { id: string; isActive: boolean }, ctx: RequestContext): Promise<FreeOfferView> {
    requireAdmin(ctx);
    if (typeof req?.isActive !== 'boolean') fail('VALIDATION', 'isActive must be true or false', 'isActive');
    if (!isUuid(req.id)) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
    const updated = returningRows<{ id: string }>(
      await this.db.query(`UPDATE free_product_offers SET is_active = $2, updated_at = now() WHERE id = $1 RETURNING id`, [req.id, req.isActive]),
    );
    if (!updated.length) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
    return this.one(req.id);
  }

  async deleteOffer(req: { id: string }, ctx: RequestContext): Promise<{ deleted: true }> {
    requireAdmin(ctx);
    if (!isUuid(req?.id)) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
    const deleted = returningRows<{ id: string }>(await this.db.query(`DELETE FROM free_product_offers WHERE id = $1 RETURNING id`, [req.id]));
    if (!deleted.length) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
    return { deleted: true };
  }
}
