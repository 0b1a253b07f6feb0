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
