import type { PurchasablePlan } from '@resellpk/domain';

/**
 * The one plan /pricing badges "Popular": the first the served catalogue flags `isPopular`, never
 * the best-value plan (it has its own badge). One badge even if the data flags several: two
 * "Popular" plans tell a visitor nothing.
 */
export function popularPlanCode(plans: readonly Pick<PurchasablePlan, 'code' | 'isPopular' | 'bestValue'>[]): PurchasablePlan['code'] | null {
  return plans.find((plan) => plan.isPopular && !plan.bestValue)?.code ?? null;
}
