import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, StaffAccess } from '@resellpk/backend-service';
import { withTransaction, type Reader, type Tx } from '@resellpk/backend-persistence';
import type { FreeOfferInput, FreeOfferView, OfferProductView, RequestContext } from '@resellpk/contracts';
import { CATALOG_MSG, validateOfferInput } from '@resellpk/domain';
import { PLACEHOLDER_IMAGE, toImage } from '../products/product.mapper';
import { OfferRepository, type OfferItemRow, type OfferRow } from './offer.repository';

export const UNKNOWN_PRODUCTS = 'Some selected products do not exist';
export const GIFTS_ARE_PREMIUM = 'Only premium products can be free gifts';

@Injectable()
export class OffersService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly offers: OfferRepository,
    private readonly staff: StaffAccess,
  ) {}

  /** Offers with their item products (first image each) in 3 queries. */
  private async views(offers: OfferRow[], items: OfferItemRow[], db: Reader = this.db): Promise<FreeOfferView[]> {
    const images = await this.offers.firstImages([...new Set(items.map((i) => i.product_id))], db);
    const imageOf = new Map(images.map((i) => [i.product_id, toImage(i)]));
    const byOffer = new Map<string, OfferProductView[]>();
    for (const it of items) {
      const product = { id: it.product_id, name: it.name, image: imageOf.get(it.product_id) ?? PLACEHOLDER_IMAGE, wholesalePricePaisa: Number(it.wholesale_price) };
      byOffer.set(it.offer_id, [...(byOffer.get(it.offer_id) ?? []), product]);
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

  /**
   * Public: active offers by threshold ascending; a product in several active offers is listed
   * only under the lowest threshold. Offers left without products are omitted.
   */
  async listActiveOffers(): Promise<FreeOfferView[]> {
    const [offers, items] = await Promise.all([this.offers.listActive(), this.offers.activeItems()]);
    return (await this.views(offers, items)).filter((o) => o.products.length > 0);
  }

  async adminListOffers(ctx: RequestContext): Promise<FreeOfferView[]> {
    await this.staff.require(ctx, 'admin');
    const offers = await this.offers.listAll();
    return this.views(offers, await this.offers.itemsOf(offers.map((o) => o.id)));
  }

  private async one(id: string, db: Reader = this.db): Promise<FreeOfferView> {
    const offer = isUuid(id) ? await this.offers.find(id, db) : undefined;
    if (!offer) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
    const [view] = await this.views([offer], await this.offers.itemsOf([id], db), db);
    return view;
  }

  async getOffer(req: { id: string }, ctx: RequestContext): Promise<FreeOfferView> {
    await this.staff.require(ctx, 'admin');
    return this.one(req?.id);
  }

  async createOffer(input: FreeOfferInput, ctx: RequestContext): Promise<FreeOfferView> {
    await this.staff.require(ctx, 'admin');
    const productIds = checked(input);
    return withTransaction(this.db, async (tx) => {
      const id = await this.offers.insert(tx, input);
      await this.writeItems(tx, id, productIds);
      return this.one(id, tx);
    });
  }

  async updateOffer(input: FreeOfferInput & { id: string }, ctx: RequestContext): Promise<FreeOfferView> {
    await this.staff.require(ctx, 'admin');
    if (!isUuid(input?.id)) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
    const productIds = checked(input);
    return withTransaction(this.db, async (tx) => {
      if (!(await this.offers.update(tx, input.id, input))) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
      await this.writeItems(tx, input.id, productIds);
      return this.one(input.id, tx);
    });
  }

  async setOfferActive(req: { id: string; isActive: boolean }, ctx: RequestContext): Promise<FreeOfferView> {
    await this.staff.require(ctx, 'admin');
    if (typeof req?.isActive !== 'boolean') fail('VALIDATION', 'isActive must be true or false', 'isActive');
    if (!isUuid(req.id) || !(await this.offers.setActive(req.id, req.isActive))) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
    return this.one(req.id);
  }

  async deleteOffer(req: { id: string }, ctx: RequestContext): Promise<{ deleted: true }> {
    await this.staff.require(ctx, 'admin');
    if (!isUuid(req?.id) || !(await this.offers.delete(req.id))) fail('NOT_FOUND', CATALOG_MSG.offerNotFound);
    return { deleted: true };
  }

  private async writeItems(tx: Tx, offerId: string, productIds: string[]): Promise<void> {
    const { found, gifts } = await this.offers.countGiftProducts(tx, productIds);
    if (found !== productIds.length) fail('VALIDATION', UNKNOWN_PRODUCTS, 'productIds');
    if (gifts !== found) fail('VALIDATION', GIFTS_ARE_PREMIUM, 'productIds');
    await this.offers.replaceItems(tx, offerId, productIds);
  }
}

/** The input's rules, then its distinct product ids. */
function checked(input: FreeOfferInput): string[] {
  const errors = validateOfferInput((input ?? {}) as unknown as Record<string, unknown>);
  if (errors.length) fail('VALIDATION', errors[0].message, errors[0].field);
  const productIds = [...new Set(input.productIds)];
  if (!productIds.every(isUuid)) fail('VALIDATION', UNKNOWN_PRODUCTS, 'productIds');
  return productIds;
}
