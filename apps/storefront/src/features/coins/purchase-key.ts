/**
 * The Idempotency-Key of a pack purchase the user started: kept (sessionStorage, per user and pack)
 * until the purchase completes, so a retry after a timeout, a 503 or a reload charges at most once.
 */
const storageKey = (userId: string, packId: string) => `rpk:coin-purchase:${userId}:${packId}`;

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function newKey(): string {
  const c = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The pending purchase's key, or a new one (remembered). */
export function purchaseKeyFor(userId: string, packId: string): string {
  const s = store();
  const existing = s?.getItem(storageKey(userId, packId));
  if (existing && /^[A-Za-z0-9_-]{1,100}$/.test(existing)) return existing;
  const key = newKey();
  s?.setItem(storageKey(userId, packId), key);
  return key;
}

/** Whether a purchase of this pack was started and not finished (the button says Retry). */
export function hasPendingPurchase(userId: string, packId: string): boolean {
  return !!store()?.getItem(storageKey(userId, packId));
}

/** The purchase completed: the next click is a new purchase. */
export function forgetPurchaseKey(userId: string, packId: string): void {
  store()?.removeItem(storageKey(userId, packId));
}
