import type { SavedCart } from '@resellpk/contracts';
import { api, isApiError } from '@resellpk/web-api';
import { beforeLogout, sessionStore } from '@resellpk/web-session';
import { CART_CHANGED_EVENT } from './cart';
import { cartOfChoices, choicesOf, mergeAtSignIn, mergeConcurrent, sameChoices, type CartChoices } from './cart-merge';
import { readCart, writeCart } from './cart-store';

/**
 * localStorage: whose cart the browser's `cart` is, and how it stands with the server. Absent: the
 * cart is a visitor's. It lives beside the cart so a reload, another tab or a browser that went
 * offline carries on where it stopped.
 */
export const CART_SYNC_KEY = 'cart:sync';

interface SyncState {
  userId: string;
  /** the saved cart's version the local copy is based on */
  version: number;
  /** that version's choices: the base of the merge when another device saved meanwhile */
  base: CartChoices;
  /** the local copy has a change the server has not taken yet */
  dirty: boolean;
}

/** Changes are sent this long after the last one (a typed margin is one save, not one per key). */
export const CART_SAVE_DEBOUNCE_MS = 600;
/** Retries after a failed save: 1 s, 2 s, 4 s ... up to 30 s, and at once when the browser is back online. */
const RETRY_MS = { first: 1000, max: 30_000 };

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function readState(): SyncState | null {
  try {
    const raw = storage()?.getItem(CART_SYNC_KEY);
    const state = raw ? (JSON.parse(raw) as SyncState) : null;
    return state && typeof state.userId === 'string' && Number.isInteger(state.version) && state.base ? state : null;
  } catch {
    return null;
  }
}

function writeState(state: SyncState | null): void {
  const store = storage();
  if (!store) return;
  if (state) store.setItem(CART_SYNC_KEY, JSON.stringify(state));
  else store.removeItem(CART_SYNC_KEY);
}

/** The reseller this tab syncs for (null: a visitor, staff, or the session is not known yet). */
let syncing: string | null = null;
/** writing the server's cart into the browser: not a change of the user's */
let applying = false;
let running: Promise<void> | null = null;
let again = false;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_MS.first;

function replaceLocal(cart: Parameters<typeof writeCart>[0]): void {
  applying = true;
  try {
    writeCart(cart);
  } finally {
    applying = false;
  }
}

/** Shows these choices; a browser that shows them already is left as it is (its product details, no event). */
function show(choices: CartChoices): void {
  const current = readCart();
  if (!sameChoices(choicesOf(current), choices)) replaceLocal(cartOfChoices(choices, current));
}

/** The user's cart is not left for the next user of this browser. */
function forgetLocalCopy(): void {
  writeState(null);
  replaceLocal({ items: [] });
}

/** One pass: sign-in merge, or send the pending change, or take what other devices saved. */
async function syncOnce(userId: string): Promise<void> {
  let state = readState();
  if (!state || state.userId !== userId) {
    // signed in on this browser: the cart filled as a visitor joins the saved one
    const saved = await api.get<SavedCart>('/cart');
    if (syncing !== userId) return;
    const merged = mergeAtSignIn(saved, choicesOf(readCart()));
    show(merged);
    state = { userId, version: saved.version, base: choicesOf(saved), dirty: !sameChoices(merged, saved) };
    writeState(state);
  } else if (!state.dirty) {
    const saved = await api.get<SavedCart>('/cart');
    const now = readState();
    if (syncing !== userId || !now || now.userId !== userId) return;
    // a change was made while asking: it is sent on the next pass, merged if need be
    if (now.dirty || now.version !== state.version) {
      again = true;
      return;
    }
    show(choicesOf(saved));
    writeState({ userId, version: saved.version, base: choicesOf(saved), dirty: false });
    return;
  }
  if (!state.dirty) return;

  const sent = choicesOf(readCart());
  try {
    const saved = await api.put<SavedCart>('/cart', { ...sent, version: state.version });
    if (syncing !== userId) return;
    // changed again while saving: that change is sent on the next pass
    const dirty = !sameChoices(choicesOf(readCart()), sent);
    writeState({ userId, version: saved.version, base: choicesOf(saved), dirty });
    if (dirty) again = true;
  } catch (error) {
    if (!(isApiError(error) && error.status === 409)) throw error;
    // another device saved since this browser read the cart: both changes are kept
    const saved = await api.get<SavedCart>('/cart');
    if (syncing !== userId) return;
    const base = readState()?.base ?? state.base;
    show(mergeConcurrent(base, choicesOf(readCart()), saved));
    writeState({ userId, version: saved.version, base: choicesOf(saved), dirty: true });
    again = true;
  }
}

function sync(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      const userId = syncing;
      if (!userId) return;
      try {
        await syncOnce(userId);
        retryDelay = RETRY_MS.first;
      } catch (error) {
        // no session any more, or staff, or a cart the server refuses: a retry changes nothing (the
        // change stays in this browser, and the next change tries again)
        if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return;
        // offline, or the API is down: the change stays in localStorage and is sent later
        scheduleRetry();
        return;
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const delay = retryDelay;
  retryDelay = Math.min(retryDelay * 2, RETRY_MS.max);
  retryTimer = setTimeout(() => void sync(), delay);
}

function syncNow(): void {
  clearTimeout(retryTimer);
  clearTimeout(saveTimer);
  void sync();
}

/** A change made in this tab (add, quantity, margin, Apply Coins, gift, remove, clear, order placed). */
function onLocalChange(): void {
  if (applying || !syncing) return;
  const state = readState();
  // before the sign-in merge has run, the merge takes the cart as it is then
  if (!state || state.userId !== syncing) return;
  if (!state.dirty) writeState({ ...state, dirty: true });
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void sync(), CART_SAVE_DEBOUNCE_MS);
}

function onSession(): void {
  const { status, user } = sessionStore.get();
  if (status === 'authenticated' && user) {
    const state = readState();
    // another user's copy (their session ended without a logout in this browser) is not shown
    if (state && state.userId !== user.id) forgetLocalCopy();
    if (user.role !== 'reseller') {
      // staff have no cart (they do not transact)
      syncing = null;
      return;
    }
    if (syncing === user.id) return;
    syncing = user.id;
    syncNow();
  } else if (status === 'anonymous') {
    syncing = null;
    clearTimeout(saveTimer);
    clearTimeout(retryTimer);
    if (readState()) forgetLocalCopy();
  }
  // loading, offline: the local copy stays as it is until the session is known again
}

/** Logout: the last change is saved while the session still stands (bounded by the session lib). */
async function flushBeforeLogout(): Promise<void> {
  if (!syncing || !readState()?.dirty) return;
  clearTimeout(saveTimer);
  await sync();
}

let started = false;

/**
 * Keeps a signed-in reseller's cart on the server (PRODUCT.md "Pricing and the cart"): at sign-in
 * the browser's cart is merged into the saved one; each change is saved (debounced); a change made
 * offline stays in localStorage and is retried; another device's changes are read when the page
 * is shown again; at logout the cart is saved, then removed from this browser. A visitor's cart
 * stays in the browser only. Called once by the shell; safe to call again.
 */
export function startCartSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener(CART_CHANGED_EVENT, onLocalChange);
  // another tab logged out (it removed the copy): this tab stops too, or its next pass would put
  // the user's cart back into the browser as a fresh sign-in
  window.addEventListener('storage', (event) => {
    if ((event.key === CART_SYNC_KEY || event.key === null) && !readState()) {
      syncing = null;
      clearTimeout(saveTimer);
      clearTimeout(retryTimer);
    }
  });
  window.addEventListener('online', () => syncing && syncNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && syncing) syncNow();
  });
  beforeLogout(flushBeforeLogout);
  sessionStore.subscribe(onSession);
  onSession();
}
