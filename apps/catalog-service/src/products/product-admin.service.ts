import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, StaffAccess } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import type { AdminProductView, CatalogStats, ProductInput, ProductUpdate, RequestContext } from '@resellpk/contracts';
import { CATALOG_MSG, validateProductInput } from '@resellpk/domain';
import { CategoryRepository } from '../categories/category.repository';
import { ProductMedia } from '../media/product-media';
import { toAdminProductView } from './product.mapper';
import { ProductRepository, type ProductColumns } from './product.repository';
import { StockBack } from './stock-back';

/** What an admin does to products: every field, any stock, raw stored prices. */
@Injectable()
export class ProductAdminService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
    private readonly products: ProductRepository,
    private readonly categories: CategoryRepository,
    private readonly media: ProductMedia,
    private readonly staff: StaffAccess,
    private readonly stockBack: StockBack,
  ) {}

  async view(id: string, db = this.db.manager): Promise<AdminProductView> {
    const row = await this.products.find(id, db);
    if (!row) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    const images = await this.products.imagesFor([id], db);
    return toAdminProductView(row, images.get(id) ?? []);
  }

  async list(ctx: RequestContext): Promise<AdminProductView[]> {
    await this.staff.require(ctx, 'admin');
    const rows = await this.products.listAll();
    const images = await this.products.imagesFor(rows.map((r) => r.id));
    return rows.map((r) => toAdminProductView(r, images.get(r.id) ?? []));
  }

  async get(req: { id: string }, ctx: RequestContext): Promise<AdminProductView> {
    await this.staff.require(ctx, 'admin');
    if (!isUuid(req?.id)) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    return this.view(req.id);
  }

  async create(input: ProductInput, ctx: RequestContext): Promise<AdminProductView> {
    await this.staff.require(ctx, 'admin');
    // the spec's form defaults: category electronics, plan access free, weight, stock and coin discount 0
    const given = (input ?? {}) as Partial<ProductInput>;
    const data = {
      ...given,
      category: given.category ?? 'electronics',
      planAccess: given.planAccess ?? 'free',
      weightKg: given.weightKg ?? 0,
      stock: given.stock ?? 0,
      coinDiscount: given.coinDiscount ?? 0,
    } as ProductInput;
    validate(data, false);
    return withTransaction(this.db, async (tx) => {
      const id = await this.products.insert(tx, {
        ...(toColumns(data) as ProductColumns),
        retail_price: data.retailPricePaisa ?? null,
        discounted_price: data.discountedPricePaisa ?? null,
        category: await this.categories.resolve(tx, data.category),
      });
      return this.view(id, tx);
    });
  }

  /** A product whose stock goes from 0 to above 0 tells its favouriters (catalog.product.stock-back.v1). */
  async update(input: ProductUpdate, ctx: RequestContext): Promise<AdminProductView> {
    await this.staff.require(ctx, 'admin');
    const { id, ...changes } = input ?? ({} as ProductUpdate);
    if (!isUuid(id)) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    validate(changes, true);
    const result = await withTransaction(this.db, async (tx) => {
      const before = await this.products.findForUpdate(tx, id);
      if (!before) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
      const columns = toColumns(changes);
      if (changes.category !== undefined) columns.category = await this.categories.resolve(tx, changes.category);
      await this.products.update(tx, id, columns);
      const stockBack = await this.stockBack.announceIfBack(
        tx,
        { id, name: columns.name ?? before.name },
        { before: before.stock, after: changes.stock ?? before.stock },
        ctx.correlationId,
      );
      return { view: await this.view(id, tx), stockBack };
    });
    if (result.stockBack) this.nudgeOutbox();
    return result.view;
  }

  async delete(req: { id: string }, ctx: RequestContext): Promise<{ deleted: true }> {
    await this.staff.require(ctx, 'admin');
    if (!isUuid(req?.id)) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    const images = await withTransaction(this.db, (tx) => this.products.delete(tx, req.id));
    if (!images) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    await this.media.removeImages(images);
    await this.media.removeProductFolder(req.id);
    return { deleted: true };
  }

  async stats(ctx: RequestContext): Promise<CatalogStats> {
    await this.staff.require(ctx, 'admin');
    const { products, offers } = await this.products.stats();
    return { totalProducts: products, activeOffers: offers };
  }
}

function validate(input: object, partial: boolean): void {
  const errors = validateProductInput(input as Record<string, unknown>, { partial });
  if (errors.length) fail('VALIDATION', errors[0].message, errors[0].field);
}

/** The given fields as columns, text trimmed (category is resolved separately). */
function toColumns(input: Partial<ProductInput>): Partial<ProductColumns> {
  const out: Partial<ProductColumns> = {};
  if (input.name !== undefined) out.name = input.name.trim();
  if (input.shortName !== undefined) out.short_name = input.shortName.trim();
  if (input.longName !== undefined) out.long_name = input.longName.trim();
  if (input.description !== undefined) out.description = input.description.trim();
  if (input.wholesalePricePaisa !== undefined) out.wholesale_price = input.wholesalePricePaisa;
  if (input.retailPricePaisa !== undefined) out.retail_price = input.retailPricePaisa;
  if (input.discountedPricePaisa !== undefined) out.discounted_price = input.discountedPricePaisa;
  if (input.planAccess !== undefined) out.plan_access = input.planAccess;
  if (input.weightKg !== undefined) out.weight = input.weightKg;
  if (input.stock !== undefined) out.stock = input.stock;
  if (input.coinDiscount !== undefined) out.coin_discount = input.coinDiscount;
  return out;
}
