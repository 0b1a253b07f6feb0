import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DATA_SOURCE, enqueueEvent, fail, isUuid, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { isSafeMediaKey, type Storage } from '@resellpk/backend-media';
import {
  CATALOG_FILTER_CATEGORIES,
  CatalogEvents,
  type AddProductImagesRequest,
  type AdminProductView,
  type CatalogStats,
  type ListProductsQuery,
  type ProductInput,
  type ProductPage,
  type ProductUpdate,
  type ProductView,
  type RequestContext,
  type StockBackV1,
} from '@resellpk/contracts';
import { CATALOG_MSG, isBuiltinCategory, validateProductInput } from '@resellpk/domain';
import { MEDIA_STORAGE } from '../media/storage.provider';
import { requireAdmin } from './caller';
import { PRODUCT_COLUMNS, toAdminProductView, toProductView, type ImageRow, type ProductRow } from './product.mapper';

const FIRST_FOUR = ['electronics', 'clothing', 'home', 'beauty'];
const DEFAULT_LIMIT = 24;
const MAX_LIMIT = 60;
const MAX_IMAGES_PER_PRODUCT = 20;

interface Cursor {
  /** sort key: name (text) or wholesale price (integer) */
  k: string | number;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}
export function decodeCursor(raw: string, sort: 'name' | 'price'): Cursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    const keyOk = sort === 'name' ? typeof c.k === 'string' : Number.isSafeInteger(c.k);
    if (keyOk && isUuid(c.id)) return c;
  } catch {
    // fall through
  }
  return fail('VALIDATION', 'Invalid page cursor', 'cursor');
}

/** TypeORM returns `[rows, count]` for UPDATE/DELETE ... RETURNING on PostgreSQL and `rows` otherwise. */
export function returningRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return (result as T[]) ?? [];
}

/** `%` and `_` typed by the user match themselves. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

@Injectable()
export class ProductsService {
  private readonly log = new Logger('ProductsService');

  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: Storage,
    @Inject(OUTBOX_NUDGE) private readonly nudgeOutbox: OutboxNudge,
  ) {}

  // ---------- reading ----------

  async imagesFor(ids: string[], m: EntityManager = this.db.manager): Promise<Map<string, ImageRow[]>> {
    const map = new Map<string, ImageRow[]>();
    if (ids.length === 0) return map;
    const rows: ImageRow[] = await m.query(
      `SELECT id, product_id, card_key, detail_key, full_key FROM product_images
        WHERE product_id = ANY($1::uuid[]) ORDER BY position, created_at, id`,
      [ids],
    );
    for (const r of rows) {
      const list = map.get(r.product_id) ?? [];
      list.push(r);
      map.set(r.product_id, list);
    }
    return map;
  }

  async favoriteIds(userId: string | undefined, productIds: string[]): Promise<Set<string> | undefined> {
    if (!isUuid(userId)) return undefined;
    if (productIds.length === 0) return new Set();
    const rows: { product_id: string }[] = await this.db.query(
      `SELECT product_id FROM user_favorites WHERE user_id = $1 AND product_id = ANY($2::uuid[])`,
      [userId, productIds],
    );
    return new Set(rows.map((r) => r.product_id));
  }

  /** Maps rows with their images and (for a signed-in caller) favourite flags: 2-3 queries per page, no N+1. */
  async viewsFor(rows: ProductRow[], ctx: RequestContext | undefined): Promise<ProductView[]> {
    const ids = rows.map((r) => r.id);
    const [images, favs] = await Promise.all([this.imagesFor(ids), this.favoriteIds(ctx?.userId, ids)]);
    return rows.map((r) => toProductView(r, images.get(r.id) ?? [], ctx, favs ? favs.has(r.id) : undefined));
  }

  async listProducts(q: ListProductsQuery | undefined, ctx: RequestContext): Promise<ProductPage> {
    const query = q ?? {};
    const sort = query.sort ?? 'name';
    if (sort !== 'name' && sort !== 'price') fail('VALIDATION', 'Sort must be name or price', 'sort');
    const category = query.category ?? 'all';
    if (!(CATALOG_FILTER_CATEGORIES as readonly string[]).includes(category)) fail('VALIDATION', 'Unknown category filter', 'category');
    const limit = query.limit === undefined || query.limit === null ? DEFAULT_LIMIT : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) fail('VALIDATION', `Limit must be between 1 and ${MAX_LIMIT}`, 'limit');

    const where = ['p.stock > 0'];
    const params: unknown[] = [];
    const search = typeof query.search === 'string' ? query.search.trim() : '';
    if (search) {
      params.push(`%${escapeLike(search.toLowerCase())}%`);
      where.push(`lower(p.name) LIKE $${params.length}`);
    }
    if (category === 'other') {
      params.push(FIRST_FOUR);
      where.push(`p.category <> ALL($${params.length}::text[])`);
    } else if (category !== 'all') {
      params.push(category);
      where.push(`p.category = $${params.length}`);
    }
    const keyCol = sort === 'name' ? 'p.name' : 'p.wholesale_price';
    if (query.cursor) {
      const c = decodeCursor(query.cursor, sort);
      params.push(c.k, c.id);
      where.push(`(${keyCol}, p.id) > ($${params.length - 1}${sort === 'price' ? '::bigint' : '::text'}, $${params.length}::uuid)`);
    }
    params.push(limit + 1);
    const rows: ProductRow[] = await this.db.query(
      `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE ${where.join(' AND ')}
        ORDER BY ${keyCol}, p.id LIMIT $${params.length}`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const nextCursor =
      rows.length > limit && last ? encodeCursor({ k: sort === 'name' ? last.name : Number(last.wholesale_price), id: last.id }) : null;
    return { items: await this.viewsFor(page, ctx), nextCursor };
  }

  private async findRow(id: unknown, m: EntityManager = this.db.manager, lock = false): Promise<ProductRow | null> {
    if (!isUuid(id)) return null;
    const rows: ProductRow[] = await m.query(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  }

  async getProduct(req: { id: string }, ctx: RequestContext): Promise<ProductView> {
    const row = await this.findRow(req?.id);
    if (!row) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    const [view] = await this.viewsFor([row], ctx);
    return view;
  }

  // ---------- admin ----------

  async adminView(id: string, m: EntityManager = this.db.manager): Promise<AdminProductView> {
    const row = await this.findRow(id, m);
    if (!row) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    const images = await this.imagesFor([id], m);
    return toAdminProductView(row, images.get(id) ?? []);
  }

  async adminListProducts(ctx: RequestContext): Promise<AdminProductView[]> {
    requireAdmin(ctx);
    const rows: ProductRow[] = await this.db.query(`SELECT ${PRODUCT_COLUMNS} FROM products p ORDER BY p.created_at DESC, p.id DESC`);
    const images = await this.imagesFor(rows.map((r) => r.id));
    return rows.map((r) => toAdminProductView(r, images.get(r.id) ?? []));
  }

  async adminGetProduct(req: { id: string }, ctx: RequestContext): Promise<AdminProductView> {
    requireAdmin(ctx);
    if (!isUuid(req?.id)) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    return this.adminView(req.id);
  }

  /** Builtin categories are stored lower-case; a custom one in its stored spelling. */
  private async resolveCategory(raw: string, m: EntityManager): Promise<string> {
    const name = raw.trim();
    if (isBuiltinCategory(name)) return name.toLowerCase();
    const rows: { name: string }[] = await m.query(`SELECT name FROM custom_categories WHERE lower(name) = lower($1)`, [name]);
    if (!rows[0]) fail('VALIDATION', 'Please choose an existing category', 'category');
    return rows[0].name;
  }

  private validate(input: Record<string, unknown>, partial: boolean): void {
    const errors = validateProductInput(input, { partial });
    if (errors.length) fail('VALIDATION', errors[0].message, errors[0].field);
  }

  async createProduct(input: ProductInput, ctx: RequestContext): Promise<AdminProductView> {
    requireAdmin(ctx);
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
    this.validate(data as unknown as Record<string, unknown>, false);
    return this.db.transaction(async (m) => {
      const category = await this.resolveCategory(data.category, m);
      const rows: { id: string }[] = await m.query(
        `INSERT INTO products (name, short_name, long_name, description, wholesale_price, retail_price, discounted_price,
                               category, plan_access, weight, stock, coin_discount)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          data.name.trim(),
          data.shortName.trim(),
          data.longName.trim(),
          data.description.trim(),
          data.wholesalePricePaisa,
          data.retailPricePaisa ?? null,
          data.discountedPricePaisa ?? null,
          category,
          data.planAccess,
          data.weightKg,
          data.stock,
          data.coinDiscount,
        ],
      );
      return this.adminView(rows[0].id, m);
    });
  }

  async updateProduct(input: ProductUpdate, ctx: RequestContext): Promise<AdminProductView> {
    requireAdmin(ctx);
    const { id, ...changes } = input ?? ({} as ProductUpdate);
    if (!isUuid(id)) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    this.validate(changes as Record<string, unknown>, true);
    const result = await this.db.transaction(async (m) => {
      const before = await this.findRow(id, m, true);
      if (!before) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
      const sets: string[] = [];
      const params: unknown[] = [];
      const set = (col: string, value: unknown) => {
        params.push(value);
        sets.push(`${col} = $${params.length}`);
      };
      if (changes.name !== undefined) set('name', changes.name.trim());
      if (changes.shortName !== undefined) set('short_name', changes.shortName.trim());
      if (changes.longName !== undefined) set('long_name', changes.longName.trim());
      if (changes.description !== undefined) set('description', changes.description.trim());
      if (changes.wholesalePricePaisa !== undefined) set('wholesale_price', changes.wholesalePricePaisa);
      if (changes.retailPricePaisa !== undefined) set('retail_price', changes.retailPricePaisa);
      if (changes.discountedPricePaisa !== undefined) set('discounted_price', changes.discountedPricePaisa);
      if (changes.category !== undefined) set('category', await this.resolveCategory(changes.category, m));
      if (changes.planAccess !== undefined) set('plan_access', changes.planAccess);
      if (changes.weightKg !== undefined) set('weight', changes.weightKg);
      if (changes.stock !== undefined) set('stock', changes.stock);
      if (changes.coinDiscount !== undefined) set('coin_discount', changes.coinDiscount);
      if (sets.length) {
        params.push(id);
        await m.query(`UPDATE products SET ${sets.join(', ')}, updated_at = now() WHERE id = $${params.length}`, params);
      }
      let stockBack = false;
      if (before.stock === 0 && changes.stock !== undefined && changes.stock > 0) {
        const favs: { user_id: string }[] = await m.query(`SELECT user_id FROM user_favorites WHERE product_id = $1 ORDER BY created_at`, [id]);
        if (favs.length) {
          const event: StockBackV1 = { productId: id, productName: changes.name?.trim() ?? before.name, userIds: favs.map((f) => f.user_id) };
          await enqueueEvent(m, CatalogEvents.stockBackV1, event, { correlationId: ctx.correlationId });
          stockBack = true;
        }
      }
      return { view: await this.adminView(id, m), stockBack };
    });
    if (result.stockBack) this.nudgeOutbox();
    return result.view;
  }

  async deleteProduct(req: { id: string }, ctx: RequestContext): Promise<{ deleted: true }> {
    requireAdmin(ctx);
    if (!isUuid(req?.id)) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    const keys = await this.db.transaction(async (m) => {
      const images: ImageRow[] = await m.query(`SELECT id, product_id, card_key, detail_key, full_key FROM product_images WHERE product_id = $1`, [req.id]);
      const deleted = returningRows<{ id: string }>(await m.query(`DELETE FROM products WHERE id = $1 RETURNING id`, [req.id]));
      if (!deleted.length) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
      return images.flatMap((i) => [i.card_key, i.detail_key, i.full_key]);
    });
    await this.removeFiles(keys);
    await this.storage.deletePrefix(`products/${req.id}`).catch((err) => this.log.warn(`media cleanup failed: ${String(err)}`));
    return { deleted: true };
  }

  /** File deletion happens after the commit; a failure is logged (the spec only logs image deletion errors). */
  private async removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      if (!isSafeMediaKey(key)) continue;
      await this.storage.delete(key).catch((err) => this.log.warn(`could not delete ${key}: ${String(err)}`));
    }
  }

  async addProductImages(req: AddProductImagesRequest, ctx: RequestContext): Promise<AdminProductView> {
    requireAdmin(ctx);
    if (!isUuid(req?.productId)) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    const images = Array.isArray(req.images) ? req.images : [];
    if (images.length < 1 || images.length > 8) fail('VALIDATION', CATALOG_MSG.imageRequired, 'images');
    for (const i of images) {
      if (![i?.cardKey, i?.detailKey, i?.fullKey].every(isSafeMediaKey)) fail('VALIDATION', CATALOG_MSG.imageRequired, 'images');
    }
    return this.db.transaction(async (m) => {
      const row = await this.findRow(req.productId, m, true);
      if (!row) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
      const [{ count, max }]: { count: number; max: number }[] = await m.query(
        `SELECT count(*)::int AS count, COALESCE(max(position), -1)::int AS max FROM product_images WHERE product_id = $1`,
        [req.productId],
      );
      if (count + images.length > MAX_IMAGES_PER_PRODUCT) fail('VALIDATION', `A product can have at most ${MAX_IMAGES_PER_PRODUCT} images`, 'images');
      let position = max;
      for (const i of images) {
        position += 1;
        await m.query(`INSERT INTO product_images (product_id, card_key, detail_key, full_key, position) VALUES ($1, $2, $3, $4, $5)`, [
          req.productId,
          i.cardKey,
          i.detailKey,
          i.fullKey,
          position,
        ]);
      }
      await m.query(`UPDATE products SET updated_at = now() WHERE id = $1`, [req.productId]);
      return this.adminView(req.productId, m);
    });
  }

  async removeProductImage(req: { productId: string; imageId: string }, ctx: RequestContext): Promise<AdminProductView> {
    requireAdmin(ctx);
    if (!isUuid(req?.productId) || !isUuid(req?.imageId)) fail('NOT_FOUND', 'Image not found');
    const { view, keys } = await this.db.transaction(async (m) => {
      const [removed] = returningRows<ImageRow>(
        await m.query(`DELETE FROM product_images WHERE id = $1 AND product_id = $2 RETURNING id, product_id, card_key, detail_key, full_key`, [
          req.imageId,
          req.productId,
        ]),
      );
      if (!removed) fail('NOT_FOUND', 'Image not found');
      return { view: await this.adminView(req.productId, m), keys: [removed.card_key, removed.detail_key, removed.full_key] };
    });
    await this.removeFiles(keys);
    return view;
  }

  async stats(ctx: RequestContext): Promise<CatalogStats> {
    requireAdmin(ctx);
    const [row]: { products: number; offers: number }[] = await this.db.query(
      `SELECT (SELECT count(*) FROM products)::int AS products,
              (SELECT count(*) FROM free_product_offers WHERE is_active)::int AS offers`,
    );
    return { totalProducts: row.products, activeOffers: row.offers };
  }
}
