import { BUILTIN_CATEGORIES } from '@resellpk/contracts';
import { CATALOG_MSG } from './catalog-messages';

export interface FieldError {
  field: string;
  message: string;
}

export const PRODUCT_MSG = {
  nameRequired: 'Product name is required',
  shortNameRequired: 'Short name is required',
  longNameRequired: 'Long name is required',
  descriptionRequired: 'Description is required',
  wholesalePositive: 'Wholesale price must be a positive number',
  retailPositive: 'Retail price must be a positive number',
  discountedPositive: 'Discounted price must be a positive number',
  weightNonNegative: 'Weight must be a non-negative number',
  stockNonNegative: 'Stock must be a non-negative integer',
  coinNonNegative: 'Coin discount must be a non-negative integer',
  categoryRequired: 'Category is required',
  planAccessInvalid: 'Plan access must be free or premium',
} as const;

export const OFFER_MSG = {
  nameRequired: 'Offer name is required',
  thresholdInvalid: 'Minimum order threshold must be a whole number of at least 1',
  maxUnitsInvalid: 'Max units per order must be at least 1',
  productsRequired: 'Select at least one product',
} as const;

/** Upper bounds that keep values inside PostgreSQL integer columns. */
const MAX_PRICE_PAISA = 2_000_000_000;
const MAX_INT = 2_147_483_647;

type Input = Record<string, unknown>;

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * Validates a product payload (prices in paisa). With `partial`, absent fields are not checked
 * (edit form); present ones must be valid. Retail and discounted may be null (fallbacks apply)
 * on a partial update; a full create requires them as the spec's create form does unless null is
 * given explicitly.
 */
export function validateProductInput(input: Input, opts: { partial?: boolean } = {}): FieldError[] {
  const errors: FieldError[] = [];
  const partial = !!opts.partial;
  const has = (k: string) => input[k] !== undefined;
  const check = (k: string, ok: boolean, message: string) => {
    if ((!partial || has(k)) && !ok) errors.push({ field: k, message });
  };
  check('name', !blank(input.name), PRODUCT_MSG.nameRequired);
  check('shortName', !blank(input.shortName), PRODUCT_MSG.shortNameRequired);
  check('longName', !blank(input.longName), PRODUCT_MSG.longNameRequired);
  check('description', !blank(input.description), PRODUCT_MSG.descriptionRequired);
  const price = (v: unknown) => isNum(v) && Number.isInteger(v) && v > 0 && v <= MAX_PRICE_PAISA;
  check('wholesalePricePaisa', price(input.wholesalePricePaisa), PRODUCT_MSG.wholesalePositive);
  if (input.retailPricePaisa !== null && input.retailPricePaisa !== undefined) {
    check('retailPricePaisa', price(input.retailPricePaisa), PRODUCT_MSG.retailPositive);
  }
  if (input.discountedPricePaisa !== null && input.discountedPricePaisa !== undefined) {
    check('discountedPricePaisa', price(input.discountedPricePaisa), PRODUCT_MSG.discountedPositive);
  }
  check('weightKg', isNum(input.weightKg) && input.weightKg >= 0 && input.weightKg <= 100000, PRODUCT_MSG.weightNonNegative);
  check('stock', isNum(input.stock) && Number.isInteger(input.stock) && input.stock >= 0 && input.stock <= MAX_INT, PRODUCT_MSG.stockNonNegative);
  check(
    'coinDiscount',
    isNum(input.coinDiscount) && Number.isInteger(input.coinDiscount) && input.coinDiscount >= 0 && input.coinDiscount <= MAX_INT,
    PRODUCT_MSG.coinNonNegative,
  );
  check('category', !blank(input.category), PRODUCT_MSG.categoryRequired);
  check('planAccess', input.planAccess === 'free' || input.planAccess === 'premium', PRODUCT_MSG.planAccessInvalid);
  return errors;
}

/** Offer payload (threshold in paisa; the form types whole rupees, so it must be whole rupees >= 1). */
export function validateOfferInput(input: Input): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(input.name)) errors.push({ field: 'name', message: OFFER_MSG.nameRequired });
  const t = input.minOrderThresholdPaisa;
  if (!(isNum(t) && Number.isInteger(t) && t >= 100 && t % 100 === 0 && t <= MAX_PRICE_PAISA)) {
    errors.push({ field: 'minOrderThresholdPaisa', message: OFFER_MSG.thresholdInvalid });
  }
  const m = input.maxUnitsPerOrder;
  if (!(isNum(m) && Number.isInteger(m) && m >= 1 && m <= 1000)) {
    errors.push({ field: 'maxUnitsPerOrder', message: OFFER_MSG.maxUnitsInvalid });
  }
  const ids = input.productIds;
  if (!Array.isArray(ids) || ids.length === 0 || ids.some((x) => typeof x !== 'string' || !x)) {
    errors.push({ field: 'productIds', message: OFFER_MSG.productsRequired });
  }
  return errors;
}

/** Custom category name: required after trim, at most 50 characters. */
export function validateCategoryName(name: unknown): string | null {
  if (typeof name !== 'string' || !name.trim()) return CATALOG_MSG.categoryNameRequired;
  if (name.trim().length > 50) return 'Category name must not exceed 50 characters';
  return null;
}

export function isBuiltinCategory(name: string): boolean {
  return (BUILTIN_CATEGORIES as readonly string[]).includes(name.trim().toLowerCase());
}

/** (threshold - sum of wholesale prices) / threshold x 100, rounded to one decimal; 0 for threshold 0. */
export function estimatedProfitMarginPercent(thresholdPaisa: number, wholesalePaisaList: number[]): number {
  if (!thresholdPaisa) return 0;
  const sum = wholesalePaisaList.reduce((a, b) => a + b, 0);
  return Math.round(((thresholdPaisa - sum) / thresholdPaisa) * 1000) / 10;
}
