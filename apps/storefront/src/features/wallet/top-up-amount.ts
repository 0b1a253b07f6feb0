import { MIN_TOP_UP_PAISA } from '@resellpk/domain';

/**
 * The amount add funds is locked to for a plan the wallet cannot cover yet: what is missing (price
 * minus balance), in whole rupees rounded up, and at least the smallest top-up accepted. The server
 * charges the plan only when the balance covers it, whatever this says.
 */
export function lockedTopUpRupees(pricePaisa: number, balancePaisa: number): number {
  const missing = Math.max(pricePaisa - Math.max(balancePaisa, 0), 0);
  return Math.ceil(Math.max(missing, MIN_TOP_UP_PAISA) / 100);
}
