import type { PlanCode } from '@resellpk/contracts';
import type { Paisa } from './money';
import { hasPremiumAccess } from './plans';

/** The price fields pricing needs; works with ProductView, AdminProductView and raw rows. */
export interface PricedProduct {
  wholesalePricePaisa: Paisa | null;
  retailPricePaisa?: Paisa | null;
  discountedPricePaisa?: Paisa | null;
  coinDiscount?: number | null;
  planAccess?: string | null;
}

/** Retail price; falls back to wholesale x 1.5 (whole paisa) when not set. */
export function effectiveRetail(p: PricedProduct): Paisa {
  if (p.retailPricePaisa != null && p.retailPricePaisa > 0) return p.retailPricePaisa;
  return Math.round((p.wholesalePricePaisa ?? 0) * 1.5);
}

/** Discounted ("With Coins") price; falls back to wholesale x 1.2 (whole paisa) when not set. */
export function effectiveDiscounted(p: PricedProduct): Paisa {
  if (p.discountedPricePaisa != null && p.discountedPricePaisa > 0) return p.discountedPricePaisa;
  return Math.round((p.wholesalePricePaisa ?? 0) * 1.2);
}

/** Stored plan_access normalised: legacy vip/basic read as premium. */
export function normalizePlanAccess(value: string | null | undefined): 'free' | 'premium' {
  return value === 'free' || value == null || value === '' ? 'free' : 'premium';
}

/**
 * May this caller receive the wholesale price? Premium-access plans always; premium-only products
 * show their wholesale price to everyone (SPEC: "Premium-only products show wholesale price only").
 */
export function canSeeWholesale(plan: PlanCode | null | undefined, planAccess: string | null | undefined): boolean {
  return hasPremiumAccess(plan) || normalizePlanAccess(planAccess) === 'premium';
}

/**
 * Unit price a caller pays: premium access -> wholesale; free -> retail; free with Apply Coins ->
 * discounted (only when the product has a coin discount above 0).
 */
export function unitPriceFor(args: { plan: PlanCode | null | undefined; product: PricedProduct; applyCoins?: boolean }): Paisa {
  const { plan, product, applyCoins } = args;
  if (hasPremiumAccess(plan) && product.wholesalePricePaisa != null) return product.wholesalePricePaisa;
  if (applyCoins && (product.coinDiscount ?? 0) > 0) return effectiveDiscounted(product);
  return effectiveRetail(product);
}

/** "Save Rs.{retail minus discounted}": what applying coins saves on one unit (never negative). */
export function coinSavingPaisa(product: PricedProduct): Paisa {
  return Math.max(0, effectiveRetail(product) - effectiveDiscounted(product));
}

/** Coins needed for a line: coinDiscount x quantity. */
export function coinCostFor(product: PricedProduct, quantity: number): number {
  return (product.coinDiscount ?? 0) * quantity;
}
