import type { FreeOfferView, OfferProductView } from '@resellpk/contracts';
import type { Paisa } from '@resellpk/domain';

/** `GET /api/v1/free-offers`: active offers ordered by threshold (catalogue contract). */
export type FreeOffer = Pick<FreeOfferView, 'id' | 'name' | 'minOrderThresholdPaisa' | 'products'>;
export interface FreeGift extends OfferProductView {
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
