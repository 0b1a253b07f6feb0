import type { SessionUser } from '@resellpk/contracts';

/**
 * The access token lives in memory only (never localStorage) so a script injected into the page
 * cannot read a long-lived credential; the refresh token is an httpOnly cookie.
 * Module-level: the lib is a Module Federation singleton, so host and remotes see one store.
 */
export interface AuthState {
  accessToken: string | null;
  user: SessionUser | null;
}

let state: AuthState = { accessToken: null, user: null };
const listeners = new Set<() => void>();
// a server drawing signed-in pages (apps/first-paint) draws many users' pages in one process: there
// the state is the drawing's own (its AsyncLocalStorage), never this module's
let drawingState: (() => AuthState | undefined) | null = null;

/**
 * For a server drawing only: where the state of the drawing at hand is read (every call of get()
 * inside it, the API client's token included). Never in a browser.
 */
export function readAuthOfDrawing(source: () => AuthState | undefined): void {
  drawingState = source;
}

export const authStore = {
  get(): AuthState {
    return drawingState?.() ?? state;
  },
  set(next: AuthState): void {
    state = next;
    listeners.forEach((l) => l());
  },
  clear(): void {
    authStore.set({ accessToken: null, user: null });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function getAccessToken(): string | null {
  return authStore.get().accessToken;
}
