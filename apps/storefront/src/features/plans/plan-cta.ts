import type { PurchasablePlan } from '@resellpk/domain';
import type { useT } from '@resellpk/web-i18n';

type T = ReturnType<typeof useT>;

/** /pricing with Premium's request dialog open (for a visitor: after logging in). */
export const PREMIUM_UPGRADE_PATH = '/pricing?upgrade=premium';

/** Where a plan card's button leads: Premium is requested in the upgrade dialog on /pricing, partner plans are bought on /partner. */
export function planCta(plan: Pick<PurchasablePlan, 'acquiredBy' | 'name'>, t: T): { to: string; label: string } {
  return plan.acquiredBy === 'upgrade_request'
    ? { to: PREMIUM_UPGRADE_PATH, label: t('Upgrade to {{plan}}', { plan: t(plan.name) }) }
    : { to: '/partner', label: t('Choose {{plan}}', { plan: t(plan.name) }) };
}

/** "/ month" or "for 6 months" after a plan's price, as /pricing and the landing show it. */
export function planPeriodText(plan: Pick<PurchasablePlan, 'durationMonths'>, t: T): string {
  return plan.durationMonths === 1 ? t('/ month') : t('for {{count}} months', { count: plan.durationMonths });
}
