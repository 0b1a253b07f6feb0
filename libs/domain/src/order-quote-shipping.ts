import { shippingCost } from './shipping';

/** Something that weighs: a line or a gift, weightKg a unit. */
export interface Parcel {
  weightKg: number;
  quantity: number;
}

/**
 * The shipping step: the parcels' weight added up in their order (lines, then gifts), rounded to
 * grams first so float noise (0.1 + 0.2) cannot show up in the weight or the shipping band.
 */
export function shippingStep(parcels: readonly Parcel[]): { totalWeightKg: number; shippingPaisa: number } {
  const weight = parcels.reduce((kg, p) => kg + p.weightKg * p.quantity, 0);
  const totalWeightKg = Math.round(weight * 1000) / 1000;
  return { totalWeightKg, shippingPaisa: shippingCost(totalWeightKg) };
}
