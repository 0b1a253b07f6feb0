import type { PlanCode } from '@resellpk/contracts';
import type { Paisa } from './money';

export const SHIPPING_BASE_PAISA = 200_00;
export const SHIPPING_PER_EXTRA_KG_PAISA = 50_00;

/** 0 for weight <= 0; Rs. 200 up to 1 kg; + Rs. 50 for each started kg above 1 kg. */
export function shippingCost(totalWeightKg: number): Paisa {
  if (!(totalWeightKg > 0)) return 0;
  if (totalWeightKg <= 1) return SHIPPING_BASE_PAISA;
  // round to grams first so 1.1 + 0.2 style float noise cannot add a kilogram
  const extraGrams = Math.round(totalWeightKg * 1000) - 1000;
  return SHIPPING_BASE_PAISA + Math.ceil(extraGrams / 1000) * SHIPPING_PER_EXTRA_KG_PAISA;
}

/** Premium's "Discounted shipping": a quarter off, rounded down to the rupee (Rs. 200 -> 150, Rs. 250 -> 187). */
export const PREMIUM_SHIPPING_DISCOUNT_PERCENT = 25;

/** The shipping fee a plan pays: Premium the discounted fee, every other plan (and a visitor) the normal one. */
export function shippingFeeFor(plan: PlanCode | null, feePaisa: Paisa): Paisa {
  if (plan !== 'premium') return feePaisa;
  const discounted = Math.floor((feePaisa * (100 - PREMIUM_SHIPPING_DISCOUNT_PERCENT)) / 100);
  return Math.floor(discounted / 100) * 100;
}
