import type { CartLineInput, CoinAmount, FreeOfferView, GiftChoice, OrderQuote, PlanCode, ProductPricing, QuoteRequest } from '@resellpk/contracts';
import { fillMessage } from './catalog-messages';
import { formatCoinUnits, formatCoins, parseCoinUnits } from './coin-amount';
import { ORDER_MSG } from './order-messages';
import { giftsStep, unlockOffers } from './order-quote-gifts';
import { quoteLines, type Buyer } from './order-quote-lines';
import { shippingStep } from './order-quote-shipping';
import { outOfStockMessage } from './stock-rules';

export const MAX_CART_LINES = 50;
export const MAX_CART_LINE_QUANTITY = 99;
/** Rs. 100,000 of profit per line, in paisa */
export const MAX_LINE_PROFIT_PAISA = 10_000_000;
export const MAX_GIFT_CHOICES = 20;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (v: unknown): v is string => typeof v === 'string' && UUID_RE.test(v);
const isWhole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A refusal with the field it is about and a message the user can act on. */
export interface QuoteProblem {
  field: string;
  message: string;
}
export type Checked<T> = ({ ok: true; value: T }) | ({ ok: false } & QuoteProblem);

/**
 * The cart as sent, checked and reduced to the fields the server reads: anything else a client adds
 * (a price, a total, a stock figure) is dropped here, so it can change nothing.
 */
export function validateQuoteRequest(input: unknown): Checked<QuoteRequest> {
  return checkCart(input, false);
}

/**
 * A reseller's saved cart (orders.saveCart): the same lines and gifts by the same rules as a quote,
 * except that it may be empty (the reseller emptied it, or ordered it).
 */
export function validateSavedCart(input: unknown): Checked<QuoteRequest> {
  return checkCart(input, true);
}

function checkCart(input: unknown, mayBeEmpty: boolean): Checked<QuoteRequest> {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const rawItems = body.items;
  if (!Array.isArray(rawItems) || (rawItems.length === 0 && !mayBeEmpty)) return { ok: false, field: 'items', message: ORDER_MSG.cartEmpty };
  if (rawItems.length > MAX_CART_LINES) return { ok: false, field: 'items', message: ORDER_MSG.tooManyLines };
  const items: CartLineInput[] = [];
  const seen = new Set<string>();
  for (const raw of rawItems as unknown[]) {
    const line = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    if (!isId(line.productId)) return { ok: false, field: 'items', message: ORDER_MSG.badLine };
    if (seen.has(line.productId.toLowerCase())) return { ok: false, field: 'items', message: ORDER_MSG.duplicateLine };
    seen.add(line.productId.toLowerCase());
    if (!isWhole(line.quantity, 1, MAX_CART_LINE_QUANTITY)) return { ok: false, field: 'quantity', message: ORDER_MSG.badQuantity };
    if (!isWhole(line.profitAmountPaisa, 0, MAX_LINE_PROFIT_PAISA)) return { ok: false, field: 'profitAmountPaisa', message: ORDER_MSG.badProfit };
    if (line.applyCoins !== undefined && typeof line.applyCoins !== 'boolean') return { ok: false, field: 'applyCoins', message: ORDER_MSG.badLine };
    items.push({ productId: line.productId.toLowerCase(), quantity: line.quantity, profitAmountPaisa: line.profitAmountPaisa, applyCoins: line.applyCoins === true });
  }
  const gifts: GiftChoice[] = [];
  if (body.gifts !== undefined && body.gifts !== null) {
    if (!Array.isArray(body.gifts)) return { ok: false, field: 'gifts', message: ORDER_MSG.badGift };
    if (body.gifts.length > MAX_GIFT_CHOICES) return { ok: false, field: 'gifts', message: ORDER_MSG.tooManyGifts };
    const chosen = new Set<string>();
    for (const raw of body.gifts as unknown[]) {
      const g = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      if (!isId(g.offerId) || !isId(g.productId) || !isWhole(g.quantity, 1, MAX_CART_LINE_QUANTITY)) return { ok: false, field: 'gifts', message: ORDER_MSG.badGift };
      const key = `${g.offerId}/${g.productId}`.toLowerCase();
      if (chosen.has(key)) return { ok: false, field: 'gifts', message: ORDER_MSG.duplicateGift };
      chosen.add(key);
      gifts.push({ offerId: g.offerId.toLowerCase(), productId: g.productId.toLowerCase(), quantity: g.quantity });
    }
  }
  return { ok: true, value: { items, gifts } };
}

/** Everything a quote is computed from; the service gathers it, the cart screen may too. */
export interface QuoteInputs {
  request: QuoteRequest;
  /** catalog.pricingOf for the cart's products and the gifts' (unknown ids left out) */
  products: readonly ProductPricing[];
  /** the caller's plan now (identity.pricingPlanOf); null for a visitor */
  plan: PlanCode | null;
  premiumAccess: boolean;
  /** the caller's coin balance; null for a visitor */
  coinBalance: CoinAmount | null;
  /**
   * integer paisa left of a partner plan's wholesale allowance (identity.pricingPlanOf); null or
   * absent = no limit (Elite, Premium) or no premium access
   */
  allowanceLeftPaisa?: number | null;
  /** catalog.activeOffersForQuote */
  offers: readonly FreeOfferView[];
}

/**
 * Prices a cart for one caller: every figure of OrderQuote. Premium access pays wholesale and never
 * spends coins; a signed-in free user pays retail, or the discounted price on a line where coins are
 * asked for, the product has a coin discount and the balance still covers the lines applied before
 * it (cart order); a visitor pays retail. Lines that cannot be ordered keep a price and carry a
 * problem (the cart shows it); a gift choice that breaks an offer's rules is refused outright.
 * A partner plan with a limited allowance pays wholesale on a line only while the allowance left
 * covers that line's (retail - wholesale) x quantity (cart order); a line it cannot cover is priced
 * at retail, and the quote says how much of the allowance the order uses.
 *
 * The steps, each a pure function: the lines (availability, coins, allowance, pricing:
 * order-quote-lines.ts), the offers they unlock and the gifts chosen (order-quote-gifts.ts), the
 * shipping (order-quote-shipping.ts).
 */
export function quoteOrder(inputs: QuoteInputs): Checked<OrderQuote> {
  const { request, plan, premiumAccess, offers } = inputs;
  const byId = new Map(inputs.products.map((p) => [p.id.toLowerCase(), p]));
  const signedIn = plan !== null;
  const buyer: Buyer = {
    premiumAccess,
    freeUser: signedIn && !premiumAccess,
    priceAs: premiumAccess ? (plan ?? 'premium') : null,
    coinBalance: signedIn ? (parseCoinUnits(inputs.coinBalance) ?? 0n) : 0n,
    allowanceLeft: premiumAccess ? (inputs.allowanceLeftPaisa ?? null) : null,
  };

  const { lines, coinsUsed, allowanceUsed } = quoteLines(request.items, byId, buyer);
  const itemsPaisa = lines.reduce((sum, l) => sum + l.unitPricePaisa * l.quantity, 0);
  const totalProfitPaisa = lines.reduce((sum, l) => sum + l.profitAmountPaisa, 0);
  const unlockedOffers = unlockOffers(offers, itemsPaisa, byId);
  const chosen = giftsStep(request, offers, unlockedOffers, byId);
  if (!chosen.ok) return chosen;
  const { gifts, parcels, inStock } = chosen.value;
  const { totalWeightKg, shippingPaisa } = shippingStep([...lines, ...parcels], plan);
  return {
    ok: true,
    value: {
      plan,
      premiumAccess,
      lines,
      gifts,
      totalWeightKg,
      itemsPaisa,
      totalProfitPaisa,
      shippingPaisa,
      totalAmountPaisa: itemsPaisa + totalProfitPaisa + shippingPaisa,
      allowanceUsedPaisa: allowanceUsed,
      coinsToSpend: formatCoinUnits(coinsUsed),
      coinBalance: formatCoinUnits(buyer.coinBalance),
      unlockedOffers,
      orderable: lines.length > 0 && lines.every((l) => l.problem === null) && inStock,
    },
  };
}

export type OrderRefusal = { code: 'OUT_OF_STOCK' | 'INSUFFICIENT_COINS' | 'VALIDATION'; field: string; message: string };

/** Why a quote cannot be placed (the first problem, in cart order), or null when it can. */
export function refusalOf(quote: OrderQuote): OrderRefusal | null {
  for (const line of quote.lines) {
    switch (line.problem) {
      case 'NOT_FOUND':
        return { code: 'VALIDATION', field: line.productId, message: ORDER_MSG.productGone };
      case 'PREMIUM_ONLY':
        return { code: 'VALIDATION', field: line.productId, message: fillMessage(ORDER_MSG.premiumOnly, { name: line.name }) };
      case 'OUT_OF_STOCK':
        return { code: 'OUT_OF_STOCK', field: line.productId, message: outOfStockMessage(line.name, line.stock) };
      case 'INSUFFICIENT_COINS':
        return { code: 'INSUFFICIENT_COINS', field: line.productId, message: fillMessage(ORDER_MSG.insufficientCoins, { n: formatCoins(line.coinCost) }) };
      default:
    }
  }
  if (!quote.orderable) {
    const gift = quote.gifts.find((g) => {
      const offer = quote.unlockedOffers.find((o) => o.offerId === g.offerId);
      const product = offer?.products.find((p) => p.productId === g.productId);
      return (product?.stock ?? 0) < g.quantity;
    }) ?? quote.gifts[0];
    return { code: 'OUT_OF_STOCK', field: gift?.productId ?? 'gifts', message: fillMessage(ORDER_MSG.giftOutOfStock, { name: gift?.name ?? '' }) };
  }
  return null;
}

/** The units each product of a quote takes from stock (lines and gifts together), as catalog.reserveStock wants them. */
export function stockLinesOf(quote: OrderQuote): Array<{ productId: string; quantity: number }> {
  const units = new Map<string, number>();
  for (const l of quote.lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  for (const g of quote.gifts) units.set(g.productId, (units.get(g.productId) ?? 0) + g.quantity);
  return [...units].map(([productId, quantity]) => ({ productId, quantity }));
}

