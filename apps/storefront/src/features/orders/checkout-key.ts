import { attemptStore, newAttemptKey } from '@resellpk/web-api';

/**
 * The Idempotency-Key of a checkout attempt: one per attempt, kept (sessionStorage, per user)
 * until the order is placed, so a double click, a retry after a timeout or a reload during the
 * request gives the same order. A changed cart or customer is a new attempt with a new key.
 */
const storageKey = (userId: string) => `rpk:checkout:${userId}`;

/** The key for this exact request body (`fingerprint`): the pending attempt's, or a new one. */
export function checkoutKeyFor(userId: string, fingerprint: string): string {
  const s = attemptStore();
  try {
    const saved = JSON.parse(s?.getItem(storageKey(userId)) ?? 'null') as { key?: unknown; fingerprint?: unknown } | null;
    if (saved && typeof saved.key === 'string' && saved.fingerprint === fingerprint) return saved.key;
  } catch {
    // a corrupt entry is a new attempt
  }
  const key = newAttemptKey('checkout-');
  s?.setItem(storageKey(userId), JSON.stringify({ key, fingerprint }));
  return key;
}

/** The order was placed: the next checkout is a new attempt. */
export function forgetCheckoutKey(userId: string): void {
  attemptStore()?.removeItem(storageKey(userId));
}
