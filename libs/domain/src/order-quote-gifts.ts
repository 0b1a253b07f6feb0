import type { FreeOfferView, ProductPricing, QuoteGiftLine, QuoteRequest, UnlockedOffer } from '@resellpk/contracts';
import { fillMessage } from './catalog-messages';
import { ORDER_MSG } from './order-messages';
import type { Checked } from './order-quote';
import type { Parcel } from './order-quote-shipping';

/** The active offers the items' price reaches, lowest threshold first, with their products' stock. */
export function unlockOffers(offers: readonly FreeOfferView[], itemsPaisa: number, byId: ReadonlyMap<string, ProductPricing>): UnlockedOffer[] {
  return offers
    .filter((o) => o.isActive !== false && itemsPaisa >= o.minOrderThresholdPaisa)
    .sort((a, b) => a.minOrderThresholdPaisa - b.minOrderThresholdPaisa)
    .map((o) => ({
      offerId: o.id,
      name: o.name,
      minOrderThresholdPaisa: o.minOrderThresholdPaisa,
      maxUnitsPerOrder: o.maxUnitsPerOrder,
      products: o.products.map((p) => ({ productId: p.id, name: p.name, image: p.image, worthPaisa: p.wholesalePricePaisa, stock: byId.get(p.id.toLowerCase())?.stock ?? 0 })),
    }));
}

/** Units each product is asked for, lines and gifts together: they take from one stock. */
function demandOf(request: QuoteRequest): Map<string, number> {
  const demand = new Map<string, number>();
  for (const l of request.items) demand.set(l.productId, (demand.get(l.productId) ?? 0) + l.quantity);
  for (const g of request.gifts ?? []) demand.set(g.productId, (demand.get(g.productId) ?? 0) + g.quantity);
  return demand;
}

function rupees(paisa: number): string {
  return Math.floor(paisa / 100).toLocaleString('en-US');
}

/**
 * The gifts step: each chosen gift checked against its offer (still there, unlocked, holds the
 * product, at most its units per order) and refused outright on the first that breaks a rule;
 * `inStock` is false when a gift's product is asked for (with the lines) beyond its stock.
 */
export function giftsStep(
  request: QuoteRequest,
  offers: readonly FreeOfferView[],
  unlocked: readonly UnlockedOffer[],
  byId: ReadonlyMap<string, ProductPricing>,
): Checked<{ gifts: QuoteGiftLine[]; parcels: Parcel[]; inStock: boolean }> {
  const demand = demandOf(request);
  const gifts: QuoteGiftLine[] = [];
  const parcels: Parcel[] = [];
  const unitsPerOffer = new Map<string, number>();
  let inStock = true;
  for (const choice of request.gifts ?? []) {
    const offer = offers.find((o) => o.id.toLowerCase() === choice.offerId);
    if (!offer) return { ok: false, field: 'gifts', message: ORDER_MSG.giftOfferGone };
    if (!unlocked.some((o) => o.offerId === offer.id)) {
      return { ok: false, field: 'gifts', message: fillMessage(ORDER_MSG.giftOfferLocked, { offer: offer.name, threshold: rupees(offer.minOrderThresholdPaisa) }) };
    }
    const offered = offer.products.find((p) => p.id.toLowerCase() === choice.productId);
    if (!offered) return { ok: false, field: 'gifts', message: fillMessage(ORDER_MSG.giftNotInOffer, { offer: offer.name }) };
    const units = (unitsPerOffer.get(offer.id) ?? 0) + choice.quantity;
    if (units > offer.maxUnitsPerOrder) return { ok: false, field: 'gifts', message: fillMessage(ORDER_MSG.giftTooMany, { offer: offer.name, max: offer.maxUnitsPerOrder }) };
    unitsPerOffer.set(offer.id, units);
    const product = byId.get(choice.productId);
    if (!product) return { ok: false, field: 'gifts', message: ORDER_MSG.giftGone };
    if ((demand.get(choice.productId) ?? 0) > product.stock) inStock = false;
    parcels.push({ weightKg: product.weightKg, quantity: choice.quantity });
    gifts.push({ ...choice, name: product.name, image: product.image });
  }
  return { ok: true, value: { gifts, parcels, inStock } };
}
