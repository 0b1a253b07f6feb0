import { attemptStore, newAttemptKey } from '@resellpk/web-api';

/**
 * The Idempotency-Key of a pack purchase the user started: kept (sessionStorage, per user and pack)
 * until the purchase completes, so a retry after a timeout, a 503 or a reload charges at most once.
 */
const storageKey = (userId: string, packId: string) => `rpk:coin-purchase:${userId}:${packId}`;

/** The pending purchase's key, or a new one (remembered). */
export function purchaseKeyFor(userId: string, packId: string): string {
  const s = attemptStore();
  const existing = s?.getItem(storageKey(userId, packId));
  if (existing && /^[A-Za-z0-9_-]{1,100}$/.test(existing)) return existing;
  const key = newAttemptKey();
  s?.setItem(storageKey(userId, packId), key);
  return key;
}

/** Whether a purchase of this pack was started and not finished (the button says Retry). */
export function hasPendingPurchase(userId: string, packId: string): boolean {
  return !!attemptStore()?.getItem(storageKey(userId, packId));
}

/** The purchase completed: the next click is a new purchase. */
export function forgetPurchaseKey(userId: string, packId: string): void {
  attemptStore()?.removeItem(storageKey(userId, packId));
}
