import type { PurchasablePlan } from '@resellpk/domain';
import type { useT } from '@resellpk/web-i18n';

/** "1 month" or "6 months": a partner plan's length as /partner and its confirmation show it. */
export function planDurationText(plan: Pick<PurchasablePlan, 'durationMonths'>, t: ReturnType<typeof useT>): string {
  return plan.durationMonths === 1 ? t('1 month') : t('{{count}} months', { count: plan.durationMonths });
}
