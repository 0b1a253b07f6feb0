import type { GiftChoice, ProductView } from '@resellpk/contracts';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  CART_CHANGED_EVENT,
  CART_KEY,
  cartCount,
  parseCart,
  withApplyCoins,
  withGift,
  withGiftsAllowed,
  withoutProduct,
  withProduct,
  withProfit,
  withQuantity,
  type Cart,
} from './cart';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (private mode): the cart stays empty rather than crashing
  }
}

function readRaw(): string | null {
  return storage()?.getItem(CART_KEY) ?? null;
}

// parse once per distinct stored string so useSyncExternalStore gets a stable snapshot
let cachedRaw: string | null | undefined;
let cachedCart: Cart = { items: [] };

export function readCart(): Cart {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedCart = parseCart(raw);
  }
  return cachedCart;
}

export function writeCart(cart: Cart): Cart {
  const store = storage();
  if (store) {
    if (cart.items.length === 0) store.removeItem(CART_KEY);
    else store.setItem(CART_KEY, JSON.stringify(cart));
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
  return readCart();
}

const update = (change: (cart: Cart) => Cart): Cart => writeCart(change(readCart()));

/** Adds `quantity` units; an existing line has its quantity raised. Fires `cart:changed`. */
export const addToCart = (product: ProductView, quantity = 1): Cart => update((cart) => withProduct(cart, product, quantity));
export const setCartQuantity = (productId: string, quantity: number): Cart => update((cart) => withQuantity(cart, productId, quantity));
export const setCartProfit = (productId: string, profitAmountPaisa: number): Cart =>
  update((cart) => withProfit(cart, productId, profitAmountPaisa));
export const setCartApplyCoins = (productId: string, applyCoins: boolean): Cart =>
  update((cart) => withApplyCoins(cart, productId, applyCoins));
export const removeFromCart = (productId: string): Cart => update((cart) => withoutProduct(cart, productId));
export const setCartGift = (choice: GiftChoice, maxUnits: number): Cart => update((cart) => withGift(cart, choice, maxUnits));
/** Drops gifts the latest quote no longer unlocks; writes only when something changed. */
export const pruneCartGifts = (allowed: ReadonlyArray<{ offerId: string; productIds: readonly string[] }>): Cart => {
  const cart = readCart();
  const next = withGiftsAllowed(cart, allowed);
  return next === cart ? cart : writeCart(next);
};
export const clearCart = (): Cart => writeCart({ items: [] });

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_KEY) onChange();
  };
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: Cart = { items: [] };
const EMPTY_GIFTS: GiftChoice[] = [];

/** The live cart (this tab's changes and other tabs') with its actions. */
export function useCart() {
  const cart = useSyncExternalStore(subscribe, readCart, () => EMPTY);
  const add = useCallback((product: ProductView, quantity = 1) => addToCart(product, quantity), []);
  return useMemo(
    () => ({
      items: cart.items,
      gifts: cart.gifts ?? EMPTY_GIFTS,
      cart,
      count: cartCount(cart),
      add,
      setQuantity: setCartQuantity,
      setProfit: setCartProfit,
      setApplyCoins: setCartApplyCoins,
      setGift: setCartGift,
      pruneGifts: pruneCartGifts,
      remove: removeFromCart,
      clear: clearCart,
    }),
    [cart, add],
  );
}
