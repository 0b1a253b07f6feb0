import { mediaUrl, PLACEHOLDER_KEYS } from '@resellpk/backend-media';
import { STAFF_ROLES, type AdminProductView, type ProductImage, type ProductView, type RequestContext } from '@resellpk/contracts';
import { canSeeWholesale, effectiveDiscounted, effectiveRetail, normalizePlanAccess } from '@resellpk/domain';

/** SELECT list of a product row (used by every query that maps products). */
export const PRODUCT_COLUMNS = `p.id, p.name, p.short_name, p.long_name, p.description, p.retail_price, p.discounted_price,
  p.wholesale_price, p.public_price, p.category, p.plan_access, p.weight, p.stock, p.coin_discount, p.created_at`;

/** Staff see every price (the token's role decides visibility only, never a write). */
export function isStaff(ctx: RequestContext | undefined): boolean {
  return !!ctx?.role && STAFF_ROLES.includes(ctx.role);
}

export interface ProductRow {
  id: string;
  name: string;
  short_name: string;
  long_name: string;
  description: string;
  retail_price: string | null;
  discounted_price: string | null;
  wholesale_price: string;
  /** what a viewer without premium access sees (see the PublicPrice migration) */
  public_price: string;
  category: string;
  plan_access: string;
  weight: string;
  stock: number;
  coin_discount: number;
  created_at: Date;
}

export interface ImageRow {
  id: string;
  product_id: string;
  card_key: string;
  detail_key: string;
  full_key: string;
}

/** The fixed rating of the spec (section 9). */
export const FIXED_RATING = 4.5;

export const PLACEHOLDER_IMAGE: ProductImage = {
  id: 'placeholder',
  cardUrl: mediaUrl(PLACEHOLDER_KEYS.card),
  detailUrl: mediaUrl(PLACEHOLDER_KEYS.detail),
  fullUrl: mediaUrl(PLACEHOLDER_KEYS.full),
};

export function toImage(row: ImageRow): ProductImage {
  return { id: row.id, cardUrl: mediaUrl(row.card_key), detailUrl: mediaUrl(row.detail_key), fullUrl: mediaUrl(row.full_key) };
}

const num = (v: string | number | null): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * A product as this caller may see it. The wholesale price of a free-plan product is absent
 * (null, wholesaleLocked) for visitors and free users; premium-only products show it to everyone;
 * staff see everything.
 */
export function toProductView(row: ProductRow, images: ImageRow[], ctx: RequestContext | undefined, favorite?: boolean): ProductView {
  const wholesale = Number(row.wholesale_price);
  const stored = { wholesalePricePaisa: wholesale, retailPricePaisa: num(row.retail_price), discountedPricePaisa: num(row.discounted_price) };
  const planAccess = normalizePlanAccess(row.plan_access);
  const visible = isStaff(ctx) || canSeeWholesale(ctx?.plan, planAccess);
  const imgs = images.map(toImage);
  const view: ProductView = {
    id: row.id,
    name: row.name,
    shortName: row.short_name || row.name,
    longName: row.long_name || row.name,
    description: row.description,
    category: row.category,
    planAccess,
    retailPricePaisa: effectiveRetail(stored),
    discountedPricePaisa: effectiveDiscounted(stored),
    wholesalePricePaisa: visible ? wholesale : null,
    wholesaleLocked: !visible,
    image: imgs[0] ?? PLACEHOLDER_IMAGE,
    images: imgs,
    weightKg: Number(row.weight),
    stock: row.stock,
    coinDiscount: row.coin_discount,
    rating: FIXED_RATING,
    createdAt: new Date(row.created_at).toISOString(),
  };
  if (favorite !== undefined) view.isFavorite = favorite;
  return view;
}

export function toAdminProductView(row: ProductRow, images: ImageRow[]): AdminProductView {
  const view = toProductView(row, images, { role: 'admin', correlationId: '' });
  return {
    ...view,
    wholesalePricePaisa: Number(row.wholesale_price),
    wholesaleLocked: false,
    storedRetailPricePaisa: num(row.retail_price),
    storedDiscountedPricePaisa: num(row.discounted_price),
  };
}
