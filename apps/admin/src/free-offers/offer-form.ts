import type { FreeOfferInput, FreeOfferView } from '@resellpk/contracts';
import { validateOfferInput } from '@resellpk/domain';

export interface OfferFormValues {
  name: string;
  description: string;
  /** whole rupees as typed */
  thresholdRupees: number | null;
  maxUnitsPerOrder: number | null;
  isActive: boolean;
  productIds: string[];
}

export const OFFER_FORM_DEFAULTS: OfferFormValues = {
  name: '',
  description: '',
  thresholdRupees: 2160,
  maxUnitsPerOrder: 1,
  isActive: true,
  productIds: [],
};

const FIELD_MAP: Record<string, keyof OfferFormValues> = {
  name: 'name',
  description: 'description',
  minOrderThresholdPaisa: 'thresholdRupees',
  maxUnitsPerOrder: 'maxUnitsPerOrder',
  isActive: 'isActive',
  productIds: 'productIds',
};

export function offerFormField(field: string | undefined): keyof OfferFormValues | undefined {
  return field ? FIELD_MAP[field] : undefined;
}

const num = (v: number | null | undefined) => (v === null || v === undefined ? Number.NaN : Number(v));

export function toOfferInput(v: OfferFormValues): FreeOfferInput {
  const rupees = num(v.thresholdRupees);
  return {
    name: (v.name ?? '').trim(),
    description: (v.description ?? '').trim(),
    // whole rupees x100; anything else becomes NaN, which the shared rules refuse with their message
    minOrderThresholdPaisa: Number.isInteger(rupees) ? rupees * 100 : Number.NaN,
    maxUnitsPerOrder: num(v.maxUnitsPerOrder),
    isActive: !!v.isActive,
    productIds: v.productIds ?? [],
  };
}

export function toOfferFormValues(o: FreeOfferView): OfferFormValues {
  return {
    name: o.name,
    description: o.description,
    thresholdRupees: o.minOrderThresholdPaisa / 100,
    maxUnitsPerOrder: o.maxUnitsPerOrder,
    isActive: o.isActive,
    productIds: o.products.map((p) => p.id),
  };
}

/** First message per form field, from the shared rules. */
export function offerFormErrors(v: OfferFormValues): Map<keyof OfferFormValues, string> {
  const out = new Map<keyof OfferFormValues, string>();
  for (const e of validateOfferInput({ ...toOfferInput(v) })) {
    const f = offerFormField(e.field);
    if (f && !out.has(f)) out.set(f, e.message);
  }
  return out;
}
