import { API_BASE } from './config';

/** The Web Lock every refresh of this origin runs under, so two tabs never rotate the cookie at once. */
const REFRESH_LOCK = 'resellpk-refresh';

// A global slot, not module state: this file is bundled twice, into the shell's first script
// (which runs before the federation share scope exists) and into the shared api lib.
const SLOT = Symbol.for('resellpk.early-refresh');
type Slot = { [SLOT]?: Promise<Response> };

/** Runs `fn` under REFRESH_LOCK where the browser has Web Locks (resolving with what `fn` resolves with). */
export function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks?.request) return fn();
  return locks.request(REFRESH_LOCK, fn) as Promise<T>;
}

export function sendRefresh(): Promise<Response> {
  return fetch(`${API_BASE}/auth/refresh`, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } });
}

/**
 * Sends the silent refresh from the shell's first script, before the shared modules load, instead
 * of from the app's bootstrap after them: every signed-in page waits for the session before it
 * paints, and the refresh then runs beside the chunk waterfall instead of after it (bench/README.md,
 * "Signed-in pages on the kit first"). The first `refreshSession()` takes the answer; it sends
 * none of its own.
 */
export function startEarlyRefresh(): void {
  const response = withRefreshLock(sendRefresh);
  response.catch(() => undefined); // reported by refreshSession, which reads it
  (globalThis as Slot)[SLOT] = response;
}

/** The early refresh's answer, once: later refreshes (an expired access token) send their own. */
export function takeEarlyRefresh(): Promise<Response> | undefined {
  const slot = globalThis as Slot;
  const response = slot[SLOT];
  delete slot[SLOT];
  return response;
}
