import type { Paisa } from '@resellpk/domain';

/**
 * Shape of `GET /api/v1/free-offers` (active offers) as the catalogue issue is expected to serve
 * it. Until the catalogue service exists the route answers 404 and the landing hides the section.
 */
export interface FreeOfferProduct {
  id: string;
  name: string;
  image?: string | null;
  wholesalePricePaisa: Paisa;
}
export interface FreeOffer {
  id: string;
  name: string;
  minOrderThresholdPaisa: Paisa;
  products: FreeOfferProduct[];
}
export interface FreeGift extends FreeOfferProduct {
  thresholdPaisa: Paisa;
}

export const LANDING_GIFT_LIMIT = 8;

/** Every gift product once, at the lowest threshold any offer gives it (SPEC section 9), cheapest threshold first. */
export function collectFreeGifts(offers: readonly FreeOffer[]): FreeGift[] {
  const byProduct = new Map<string, FreeGift>();
  for (const offer of offers) {
    for (const product of offer.products ?? []) {
      const known = byProduct.get(product.id);
      if (!known || offer.minOrderThresholdPaisa < known.thresholdPaisa) {
        byProduct.set(product.id, { ...product, thresholdPaisa: offer.minOrderThresholdPaisa });
      }
    }
  }
  return [...byProduct.values()].sort((a, b) => a.thresholdPaisa - b.thresholdPaisa || a.name.localeCompare(b.name));
}
