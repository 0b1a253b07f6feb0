import type { AdminProductView, PlanAccess, ProductInput } from '@resellpk/contracts';
import { rupeesToPaisa, validateProductInput } from '@resellpk/domain';

/** Whether the form adds a product or edits one (edit lets the optional prices fall back). */
export type ProductFormMode = 'create' | 'edit';

/** The product form's values: prices in rupees as typed, everything else as ProductInput. */
export interface ProductFormValues {
  name: string;
  shortName: string;
  longName: string;
  description: string;
  wholesaleRupees: number | null;
  retailRupees: number | null;
  discountedRupees: number | null;
  category: string;
  planAccess: PlanAccess;
  weightKg: number | null;
  stock: number | null;
  coinDiscount: number | null;
}

export const PRODUCT_FORM_DEFAULTS: ProductFormValues = {
  name: '',
  shortName: '',
  longName: '',
  description: '',
  wholesaleRupees: null,
  retailRupees: null,
  discountedRupees: null,
  category: 'electronics',
  planAccess: 'free',
  weightKg: 0,
  stock: 0,
  coinDiscount: 0,
};

/** ProductInput field -> form field, for showing validation and server errors next to the input. */
const FIELD_MAP: Record<string, keyof ProductFormValues> = {
  wholesalePricePaisa: 'wholesaleRupees',
  retailPricePaisa: 'retailRupees',
  discountedPricePaisa: 'discountedRupees',
};

export function formFieldFor(field: string | undefined): keyof ProductFormValues | undefined {
  if (!field) return undefined;
  if (field in FIELD_MAP) return FIELD_MAP[field];
  return field in PRODUCT_FORM_DEFAULTS ? (field as keyof ProductFormValues) : undefined;
}

const text = (v: string | null | undefined) => (v ?? '').trim();
/** an empty number box becomes NaN so the shared rules report it instead of accepting 0 */
const num = (v: number | null | undefined) => (v === null || v === undefined ? Number.NaN : Number(v));
const paisa = (v: number | null | undefined) => (v === null || v === undefined ? Number.NaN : rupeesToPaisa(Number(v)));

/**
 * Form values to the API payload: rupees x100 rounded. On edit, empty retail/discounted prices
 * become null (the server then falls back to wholesale x1.5 / x1.2).
 */
export function toProductInput(values: ProductFormValues, mode: ProductFormMode): ProductInput {
  const optionalPrice = (v: number | null) => (mode === 'edit' && (v === null || v === undefined) ? null : paisa(v));
  return {
    name: text(values.name),
    shortName: text(values.shortName),
    longName: text(values.longName),
    description: text(values.description),
    wholesalePricePaisa: paisa(values.wholesaleRupees),
    retailPricePaisa: optionalPrice(values.retailRupees),
    discountedPricePaisa: optionalPrice(values.discountedRupees),
    category: values.category,
    planAccess: values.planAccess,
    weightKg: num(values.weightKg),
    stock: num(values.stock),
    coinDiscount: num(values.coinDiscount),
  };
}

export function toFormValues(p: AdminProductView): ProductFormValues {
  return {
    name: p.name,
    shortName: p.shortName,
    longName: p.longName,
    description: p.description,
    wholesaleRupees: p.wholesalePricePaisa / 100,
    retailRupees: p.storedRetailPricePaisa === null ? null : p.storedRetailPricePaisa / 100,
    discountedRupees: p.storedDiscountedPricePaisa === null ? null : p.storedDiscountedPricePaisa / 100,
    category: p.category,
    // legacy vip/basic arrive as premium already; anything not free is premium access
    planAccess: p.planAccess === 'free' ? 'free' : 'premium',
    weightKg: p.weightKg,
    stock: p.stock,
    coinDiscount: p.coinDiscount,
  };
}

export interface FormFieldError {
  name: keyof ProductFormValues;
  errors: string[];
}

/** Section 5's messages for the values, grouped by form field (first message per field). */
export function productFormErrors(values: ProductFormValues, mode: ProductFormMode): FormFieldError[] {
  const input = toProductInput(values, mode);
  const payload: Partial<ProductInput> = { ...input };
  // on edit, cleared optional prices are "use the fallback", not an error
  if (mode === 'edit') {
    if (payload.retailPricePaisa === null) delete payload.retailPricePaisa;
    if (payload.discountedPricePaisa === null) delete payload.discountedPricePaisa;
  }
  const issues = validateProductInput(payload, { partial: mode === 'edit' });
  const byField = new Map<keyof ProductFormValues, string[]>();
  for (const issue of issues) {
    const field = formFieldFor(issue.field);
    if (!field || byField.has(field)) continue;
    byField.set(field, [issue.message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
