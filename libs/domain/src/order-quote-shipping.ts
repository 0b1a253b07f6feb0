import type { PlanCode } from '@resellpk/contracts';
import { shippingCost, shippingFeeFor } from './shipping';

/** Something that weighs: a line or a gift, weightKg a unit. */
export interface Parcel {
  weightKg: number;
  quantity: number;
}

/**
 * The shipping step: the parcels' weight added up in their order (lines, then gifts), rounded to
 * grams first so float noise (0.1 + 0.2) cannot show up in the weight or the shipping band; the
 * buyer's plan in force may pay less for it (Premium's discounted shipping).
 */
export function shippingStep(parcels: readonly Parcel[], plan: PlanCode | null = null): { totalWeightKg: number; shippingPaisa: number } {
  const weight = parcels.reduce((kg, p) => kg + p.weightKg * p.quantity, 0);
  const totalWeightKg = Math.round(weight * 1000) / 1000;
  return { totalWeightKg, shippingPaisa: shippingFeeFor(plan, shippingCost(totalWeightKg)) };
}
