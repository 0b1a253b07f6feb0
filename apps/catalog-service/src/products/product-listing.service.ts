import { Injectable } from '@nestjs/common';
import { fail } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import { PRODUCT_SORTS, type ListProductsQuery, type ProductPage, type ProductView, type RequestContext } from '@resellpk/contracts';
import { CATALOG_MSG, hasPremiumAccess } from '@resellpk/domain';
import { SORT_CURSORS, SORT_ORDERS, sortKeyFor } from './sort-cursor';
import { isStaff, toProductView, type ProductRow } from './product.mapper';
import { ProductRepository, type ListedProductRow } from './product.repository';

const DEFAULT_LIMIT = 24;
const MAX_LIMIT = 60;
const MAX_SEARCH_LENGTH = 200;
const MAX_CATEGORY_LENGTH = 100;

/** The catalogue as its viewer may see it: pages, one product, and the views other features reuse. */
@Injectable()
export class ProductListingService {
  constructor(private readonly products: ProductRepository) {}

  /** Rows as views with their images and (for a signed-in caller) favourite flags: 2-3 queries per page, no N+1. */
  async viewsFor(rows: ProductRow[], ctx: RequestContext | undefined): Promise<ProductView[]> {
    const ids = rows.map((r) => r.id);
    const userId = isUuid(ctx?.userId) ? ctx.userId : undefined;
    const [images, favs] = await Promise.all([this.products.imagesFor(ids), this.products.favoriteIds(userId, ids)]);
    return rows.map((r) => toProductView(r, images.get(r.id) ?? [], ctx, favs ? favs.has(r.id) : undefined));
  }

  /**
   * In-stock products by the card's name, by the price the viewer sees (wholesale with premium
   * access, the public price otherwise; either way) or newest first, one keyset page at a time.
   */
  async listProducts(q: ListProductsQuery | undefined, ctx: RequestContext): Promise<ProductPage> {
    const query = q ?? {};
    const sort = query.sort ?? 'name';
    if (!PRODUCT_SORTS.includes(sort)) fail('VALIDATION', `Sort must be one of: ${PRODUCT_SORTS.join(', ')}`, 'sort');
    const category = query.category ?? 'all';
    if (typeof category !== 'string' || !category.trim() || category.length > MAX_CATEGORY_LENGTH) fail('VALIDATION', 'Unknown category filter', 'category');
    const limit = query.limit === undefined || query.limit === null ? DEFAULT_LIMIT : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) fail('VALIDATION', `Limit must be between 1 and ${MAX_LIMIT}`, 'limit');
    if (query.search !== undefined && typeof query.search !== 'string') fail('VALIDATION', 'Search must be text', 'search');
    const search = (query.search ?? '').trim();
    if (search.length > MAX_SEARCH_LENGTH) fail('VALIDATION', `Search must be at most ${MAX_SEARCH_LENGTH} characters`, 'search');

    const key = sortKeyFor(sort, isStaff(ctx) || hasPremiumAccess(ctx?.plan));
    const after = SORT_CURSORS[key].decode(query.cursor);
    const rows = await this.products.page({ search, category, key, after, limit });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const keyOf = (r: ListedProductRow) => (SORT_ORDERS[key].cast === 'bigint' ? Number(r.sort_key) : r.sort_key);
    const nextCursor = rows.length > limit && last ? SORT_CURSORS[key].encode({ k: keyOf(last), id: last.id }) : null;
    return { items: await this.viewsFor(page, ctx), nextCursor };
  }

  async getProduct(req: { id: string }, ctx: RequestContext): Promise<ProductView> {
    const row = isUuid(req?.id) ? await this.products.find(req.id) : null;
    if (!row) fail('NOT_FOUND', CATALOG_MSG.productNotFound);
    const [view] = await this.viewsFor([row], ctx);
    return view;
  }
}
