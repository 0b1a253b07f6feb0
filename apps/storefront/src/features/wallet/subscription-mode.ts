/**
 * Spec 4 "Subscription": a plan purchase is created pending, then the user goes to add funds with
 * the subscription id, plan name and amount as navigation state, also kept in session storage as
 * `pendingSubscription`. In that mode the amount is locked to the plan amount (rupees).
 */
export interface PendingSubscription {
  subscriptionId: string;
  planName: string;
  /** PKR (rupees), the plan price */
  amount: number;
}

export const PENDING_SUBSCRIPTION_KEY = 'pendingSubscription';

export function parseSubscription(raw: unknown): PendingSubscription | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  const amount = typeof s.amount === 'string' ? Number(s.amount) : s.amount;
  if (typeof s.subscriptionId !== 'string' || !s.subscriptionId) return null;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  return { subscriptionId: s.subscriptionId, planName: typeof s.planName === 'string' ? s.planName : '', amount };
}

/** The navigation state first, then session storage (a reload keeps the mode). */
export function readSubscription(state: unknown, storage: Pick<Storage, 'getItem'> | null): PendingSubscription | null {
  const fromState = parseSubscription(state);
  if (fromState) return fromState;
  try {
    const saved = storage?.getItem(PENDING_SUBSCRIPTION_KEY);
    return saved ? parseSubscription(JSON.parse(saved)) : null;
  } catch {
    return null;
  }
}

/** Rupees typed by the user as integer paisa; null when not a positive amount. */
export function rupeesToPaisa(text: string): number | null {
  const value = Number(text.trim().replace(/,/g, ''));
  if (!text.trim() || !Number.isFinite(value) || value <= 0) return null;
  return Math.round(value * 100);
}
