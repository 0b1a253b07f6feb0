import type {
  CartLineInput,
  CoinAmount,
  FreeOfferView,
  GiftChoice,
  LineProblem,
  OrderQuote,
  PlanCode,
  PriceBasis,
  ProductPricing,
  QuoteGiftLine,
  QuoteLine,
  QuoteRequest,
  UnlockedOffer,
} from '@resellpk/contracts';
import { formatCoinUnits, formatCoins, parseCoinUnits } from './coin-amount';
import { fillMessage } from './catalog-messages';
import { ORDER_MSG } from './order-messages';
import { coinCostFor, effectiveRetail, normalizePlanAccess, unitPriceFor } from './pricing';
import { shippingCost } from './shipping';
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

const ZERO_COINS = formatCoinUnits(0n);

/** Coins as exact 1/10000 units: coinDiscount x quantity, never a float sum. */
function coinUnitsFor(product: ProductPricing, quantity: number): bigint {
  return BigInt(Math.round(coinCostFor(product, 1) * 10_000)) * BigInt(quantity);
}

/** Grams first, so float noise (0.1 + 0.2) cannot show up in the weight or the shipping band. */
const roundKg = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * Prices a cart for one caller: every figure of OrderQuote. Premium access pays wholesale and never
 * spends coins; a signed-in free user pays retail, or the discounted price on a line where coins are
 * asked for, the product has a coin discount and the balance still covers the lines applied before
 * it (cart order); a visitor pays retail. Lines that cannot be ordered keep a price and carry a
 * problem (the cart shows it); a gift choice that breaks an offer's rules is refused outright.
 * A partner plan with a limited allowance pays wholesale on a line only while the allowance left
 * covers that line's (retail - wholesale) x quantity (cart order); a line it cannot cover is priced
 * at retail, and the quote says how much of the allowance the order uses.
 */
export function quoteOrder(inputs: QuoteInputs): Checked<OrderQuote> {
  const { request, plan, premiumAccess, offers } = inputs;
  const byId = new Map(inputs.products.map((p) => [p.id.toLowerCase(), p]));
  const signedIn = plan !== null;
  const freeUser = signedIn && !premiumAccess;
  const balance = signedIn ? (parseCoinUnits(inputs.coinBalance) ?? 0n) : 0n;
  const priceAs = premiumAccess ? (plan ?? 'premium') : null;
  const allowanceLeft = premiumAccess ? (inputs.allowanceLeftPaisa ?? null) : null;
  let allowanceUsed = 0;

  // units each product is asked for (lines and gifts together: one stock)
  const demand = new Map<string, number>();
  for (const l of request.items) demand.set(l.productId, (demand.get(l.productId) ?? 0) + l.quantity);
  for (const g of request.gifts ?? []) demand.set(g.productId, (demand.get(g.productId) ?? 0) + g.quantity);

  let coinsUsed = 0n;
  let weight = 0;
  const lines: QuoteLine[] = request.items.map((item) => {
    const product = byId.get(item.productId);
    if (!product) {
      return {
        productId: item.productId,
        name: '',
        image: null,
        quantity: item.quantity,
        stock: 0,
        weightKg: 0,
        priceBasis: 'retail',
        unitPricePaisa: 0,
        retailPricePaisa: 0,
        profitAmountPaisa: item.profitAmountPaisa,
        lineTotalPaisa: item.profitAmountPaisa,
        coinCost: ZERO_COINS,
        coinsApplicable: false,
        coinsApplied: false,
        problem: 'NOT_FOUND',
      };
    }
    let problem: LineProblem | null = null;
    if (normalizePlanAccess(product.planAccess) === 'premium' && !premiumAccess) problem = 'PREMIUM_ONLY';
    else if (item.quantity > product.stock) problem = 'OUT_OF_STOCK';
    const cost = coinUnitsFor(product, item.quantity);
    const coinsApplicable = freeUser && cost > 0n;
    let coinsApplied = false;
    if (coinsApplicable && item.applyCoins && problem === null) {
      if (coinsUsed + cost <= balance) {
        coinsApplied = true;
        coinsUsed += cost;
      } else problem = 'INSUFFICIENT_COINS';
    }
    let wholesale = premiumAccess;
    if (premiumAccess && allowanceLeft !== null) {
      // every line counts, problems or not: the cart fixes a problem and orders the line as quoted
      const use = Math.max(0, effectiveRetail(product) - unitPriceFor({ plan: priceAs, product })) * item.quantity;
      if (allowanceUsed + use <= allowanceLeft) allowanceUsed += use;
      else wholesale = false;
    }
    const unitPricePaisa = wholesale ? unitPriceFor({ plan: priceAs, product, applyCoins: coinsApplied }) : unitPriceFor({ plan: null, product, applyCoins: coinsApplied });
    const priceBasis: PriceBasis = wholesale ? 'wholesale' : coinsApplied ? 'discounted' : 'retail';
    weight += product.weightKg * item.quantity;
    return {
      productId: item.productId,
      name: product.name,
      image: product.image,
      quantity: item.quantity,
      stock: product.stock,
      weightKg: product.weightKg,
      priceBasis,
      unitPricePaisa,
      retailPricePaisa: effectiveRetail(product),
      profitAmountPaisa: item.profitAmountPaisa,
      lineTotalPaisa: unitPricePaisa * item.quantity + item.profitAmountPaisa,
      coinCost: formatCoinUnits(cost),
      coinsApplicable,
      coinsApplied,
      problem,
    };
  });

  const itemsPaisa = lines.reduce((sum, l) => sum + l.unitPricePaisa * l.quantity, 0);
  const totalProfitPaisa = lines.reduce((sum, l) => sum + l.profitAmountPaisa, 0);

  const unlockedOffers: UnlockedOffer[] = offers
    .filter((o) => o.isActive !== false && itemsPaisa >= o.minOrderThresholdPaisa)
    .sort((a, b) => a.minOrderThresholdPaisa - b.minOrderThresholdPaisa)
    .map((o) => ({
      offerId: o.id,
      name: o.name,
      minOrderThresholdPaisa: o.minOrderThresholdPaisa,
      maxUnitsPerOrder: o.maxUnitsPerOrder,
      products: o.products.map((p) => ({ productId: p.id, name: p.name, image: p.image, worthPaisa: p.wholesalePricePaisa, stock: byId.get(p.id.toLowerCase())?.stock ?? 0 })),
    }));

  const gifts: QuoteGiftLine[] = [];
  const unitsPerOffer = new Map<string, number>();
  let giftsInStock = true;
  for (const choice of request.gifts ?? []) {
    const offer = offers.find((o) => o.id.toLowerCase() === choice.offerId);
    if (!offer) return { ok: false, field: 'gifts', message: ORDER_MSG.giftOfferGone };
    if (!unlockedOffers.some((o) => o.offerId === offer.id)) {
      return { ok: false, field: 'gifts', message: fillMessage(ORDER_MSG.giftOfferLocked, { offer: offer.name, threshold: rupees(offer.minOrderThresholdPaisa) }) };
    }
    const offered = offer.products.find((p) => p.id.toLowerCase() === choice.productId);
    if (!offered) return { ok: false, field: 'gifts', message: fillMessage(ORDER_MSG.giftNotInOffer, { offer: offer.name }) };
    const units = (unitsPerOffer.get(offer.id) ?? 0) + choice.quantity;
    if (units > offer.maxUnitsPerOrder) return { ok: false, field: 'gifts', message: fillMessage(ORDER_MSG.giftTooMany, { offer: offer.name, max: offer.maxUnitsPerOrder }) };
    unitsPerOffer.set(offer.id, units);
    const product = byId.get(choice.productId);
    if (!product) return { ok: false, field: 'gifts', message: ORDER_MSG.giftGone };
    if ((demand.get(choice.productId) ?? 0) > product.stock) giftsInStock = false;
    weight += product.weightKg * choice.quantity;
    gifts.push({ ...choice, name: product.name, image: product.image });
  }

  const totalWeightKg = roundKg(weight);
  const shippingPaisa = shippingCost(totalWeightKg);
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
      coinBalance: formatCoinUnits(balance),
      unlockedOffers,
      orderable: lines.length > 0 && lines.every((l) => l.problem === null) && giftsInStock,
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

function rupees(paisa: number): string {
  return Math.floor(paisa / 100).toLocaleString('en-US');
}

/** The units each product of a quote takes from stock (lines and gifts together), as catalog.reserveStock wants them. */
export function stockLinesOf(quote: OrderQuote): Array<{ productId: string; quantity: number }> {
  const units = new Map<string, number>();
  for (const l of quote.lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  for (const g of quote.gifts) units.set(g.productId, (units.get(g.productId) ?? 0) + g.quantity);
  return [...units].map(([productId, quantity]) => ({ productId, quantity }));
}

