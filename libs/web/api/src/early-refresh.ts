import { API_BASE } from './config';

/** The Web Lock every refresh of this origin runs under, so two tabs never rotate the cookie at once. */
const REFRESH_LOCK = 'resellpk-refresh';

// A global slot, not module state: this file is bundled three times, into the page's first script
// (session-start.js), into main.js (both run before the federation share scope exists) and into the
// shared api lib.
const SLOT = Symbol.for('resellpk.early-refresh');
type Slot = { [SLOT]?: Promise<Response> };

/** Runs `fn` under REFRESH_LOCK where the browser has Web Locks (resolving with what `fn` resolves with). */
export function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks?.request) return fn();
  return locks.request(REFRESH_LOCK, fn) as Promise<T>;
}

/**
 * The gateway sets this readable cookie with the httpOnly refresh cookie and clears it with it
 * (apps/gateway/src/auth/refresh-cookie.ts): without it the browser has no session to refresh.
 */
export const SESSION_HINT_COOKIE = 'rpk_session';

export function hasSessionHint(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** The refresh's own answer for "no session" (204), without asking: what a visitor's page gets. */
function noSession(): Response {
  return new Response(null, { status: 204 });
}

export function sendRefresh(): Promise<Response> {
  return fetch(`${API_BASE}/auth/refresh`, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } });
}

/**
 * Sends the silent refresh from the shell's first script (a visitor's browser, with no session
 * hint, sends none: its page asks for its data at once instead of one round trip later), before the shared modules load, instead
 * of from the app's bootstrap after them: every signed-in page waits for the session before it
 * paints, and the refresh then runs beside the chunk waterfall instead of after it (bench/README.md,
 * "Signed-in pages on the kit first"). The first `refreshSession()` takes the answer; it sends
 * none of its own.
 */
export function startEarlyRefresh(): void {
  const response = hasSessionHint() ? withRefreshLock(sendRefresh) : Promise.resolve(noSession());
  response.catch(() => undefined); // reported by refreshSession, which reads it
  (globalThis as Slot)[SLOT] = response;
}

// Set by the first of the page's two scripts to start the refresh and never cleared: the slot
// above is emptied once the session lib takes the answer, so it cannot tell the second script that
// a refresh was sent, and a second refresh would re-use the rotated cookie (which revokes the session).
const STARTED = Symbol.for('resellpk.early-refresh.started');
type Started = { [STARTED]?: true };

/**
 * startEarlyRefresh, once per page: the page's HTML runs it from its own small script
 * (apps/shell/src/session-start.ts, deferred before main.js, which is still downloading) and main.js
 * runs it again in case that script failed to load; whichever runs first sends the refresh.
 */
export function startEarlyRefreshOnce(): void {
  const page = globalThis as Started;
  if (page[STARTED]) return;
  page[STARTED] = true;
  startEarlyRefresh();
}

/** The early refresh's answer, once: later refreshes (an expired access token) send their own. */
export function takeEarlyRefresh(): Promise<Response> | undefined {
  const slot = globalThis as Slot;
  const response = slot[SLOT];
  delete slot[SLOT];
  return response;
}
