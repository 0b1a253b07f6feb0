/**
 * What an Idempotency-Key kept for a retry needs in the browser: the tab's sessionStorage (a key
 * outlives a reload but not the tab; null where storage is blocked) and a fresh random key.
 */
export function attemptStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** A new random key, `prefix` first (crypto.randomUUID where the browser has it). */
export function newAttemptKey(prefix = ''): string {
  const c = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  if (c?.randomUUID) return `${prefix}${c.randomUUID()}`;
  return `${prefix}${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
