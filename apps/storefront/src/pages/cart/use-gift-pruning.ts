import type { OrderQuote } from '@resellpk/contracts';
import { isApiError } from '@resellpk/web-api';
import type { useCart } from '@resellpk/web-cart';
import { useEffect } from 'react';

/** The chosen gifts follow the server: those of offers the cart no longer unlocks are dropped. */
export function useGiftPruning(cart: ReturnType<typeof useCart>, q: OrderQuote | undefined, settled: boolean, error: unknown) {
  // gifts of offers the cart no longer unlocks are dropped once the server said so
  useEffect(() => {
    if (settled && q) cart.pruneGifts(q.unlockedOffers.map((o) => ({ offerId: o.offerId, productIds: o.products.map((p) => p.productId) })));
  }, [settled, q, cart]);
  // a gift the server refuses outright (offer ended): the cart goes on without gifts
  useEffect(() => {
    if (isApiError(error) && error.status === 400 && error.field?.startsWith('gifts')) cart.pruneGifts([]);
  }, [error, cart]);
}
