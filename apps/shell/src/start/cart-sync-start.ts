import { sessionStore } from '@resellpk/web-session';

/**
 * libs/web/cart's CART_SYNC_KEY (a spec keeps them equal): named here so that a visitor's start-up
 * does not load the cart library only to learn there is nothing to sync.
 */
export const CART_SYNC_STATE_KEY = 'cart:sync';

/**
 * Starts the saved cart's sync (libs/web/cart) once it has work: when a user is signed in, or
 * when this browser still holds a signed-in user's copy (their session ended without a logout: the
 * sync removes it). A visitor's page loads nothing more, so its start-up scripts stay the ones
 * its HTML preloads.
 */
export function startCartSyncWhenNeeded(load: () => Promise<{ startCartSync: () => void }> = () => import('@resellpk/web-cart')): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void load().then(({ startCartSync }) => startCartSync());
  };
  if (readSyncState()) return start();
  const stop = sessionStore.subscribe(() => {
    if (sessionStore.get().status !== 'authenticated') return;
    stop();
    start();
  });
  if (sessionStore.get().status === 'authenticated') {
    stop();
    start();
  }
}

function readSyncState(): string | null {
  try {
    return window.localStorage.getItem(CART_SYNC_STATE_KEY);
  } catch {
    return null; // storage blocked: nothing of a signed-in user can be left in it either
  }
}
