import { useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, CART_KEY, cartQuantity } from './cart-count';

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

function read(): number {
  try {
    return cartQuantity(localStorage.getItem(CART_KEY));
  } catch {
    return 0;
  }
}

/** Live sum of cart quantities: this tab's `cart:changed` events and other tabs' `storage` events. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, read, () => 0);
}
