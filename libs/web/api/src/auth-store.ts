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

export const authStore = {
  get(): AuthState {
    return state;
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
  return state.accessToken;
}
