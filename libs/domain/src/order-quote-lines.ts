import type { CartLineInput, LineProblem, PlanCode, PriceBasis, ProductPricing, QuoteLine } from '@resellpk/contracts';
import { formatCoinUnits } from './coin-amount';
import { coinCostFor, effectiveRetail, normalizePlanAccess, unitPriceFor } from './pricing';

/** Who is buying, as far as a line's price is concerned (quoteOrder works it out once per quote). */
export interface Buyer {
  premiumAccess: boolean;
  /** signed in without premium access: the only buyer who can spend coins */
  freeUser: boolean;
  /** the plan wholesale prices are read for; null for retail buyers */
  priceAs: PlanCode | null;
  /** coin balance in 1/10000 units (0 for a visitor) */
  coinBalance: bigint;
  /** paisa left of a limited wholesale allowance; null = no limit (or no premium access) */
  allowanceLeft: number | null;
}

/** What the lines before this one have already taken, in cart order. */
export interface LineTally {
  coinsUsed: bigint;
  allowanceUsed: number;
}

const ZERO_COINS = formatCoinUnits(0n);

/** Coins as exact 1/10000 units: coinDiscount x quantity, never a float sum. */
function coinUnitsFor(product: ProductPricing, quantity: number): bigint {
  return BigInt(Math.round(coinCostFor(product, 1) * 10_000)) * BigInt(quantity);
}

/** Plan access, then stock: why a line cannot be ordered as it stands (coins are looked at after). */
export function availabilityProblem(product: ProductPricing, quantity: number, premiumAccess: boolean): LineProblem | null {
  if (normalizePlanAccess(product.planAccess) === 'premium' && !premiumAccess) return 'PREMIUM_ONLY';
  if (quantity > product.stock) return 'OUT_OF_STOCK';
  return null;
}

/**
 * The coins step: a line spends its coins when they can apply, are asked for and the line has no
 * problem, and only while the balance still covers them after the lines before it; else the line
 * is INSUFFICIENT_COINS.
 */
export function coinsStep(
  coinsUsed: bigint,
  balance: bigint,
  line: { cost: bigint; applicable: boolean; asked: boolean; problem: LineProblem | null },
): { applied: boolean; coinsUsed: bigint; problem: LineProblem | null } {
  if (!line.applicable || !line.asked || line.problem !== null) return { applied: false, coinsUsed, problem: line.problem };
  if (coinsUsed + line.cost > balance) return { applied: false, coinsUsed, problem: 'INSUFFICIENT_COINS' };
  return { applied: true, coinsUsed: coinsUsed + line.cost, problem: null };
}

/**
 * The allowance step: with a limited allowance a line is at wholesale only while what is left
 * covers its saving ((retail - wholesale) x quantity) after the lines before it; every line counts,
 * problems or not (the cart fixes a problem and orders the line as quoted). No limit: wholesale.
 */
export function allowanceStep(allowanceUsed: number, allowanceLeft: number | null, savingPaisa: number): { wholesale: boolean; allowanceUsed: number } {
  if (allowanceLeft === null) return { wholesale: true, allowanceUsed };
  if (allowanceUsed + savingPaisa <= allowanceLeft) return { wholesale: true, allowanceUsed: allowanceUsed + savingPaisa };
  return { wholesale: false, allowanceUsed };
}

/** The pricing step: the unit price of a line and what it is based on. */
export function pricingStep(product: ProductPricing, priceAs: PlanCode | null, wholesale: boolean, coinsApplied: boolean): { unitPricePaisa: number; priceBasis: PriceBasis } {
  const unitPricePaisa = unitPriceFor({ plan: wholesale ? priceAs : null, product, applyCoins: coinsApplied });
  return { unitPricePaisa, priceBasis: wholesale ? 'wholesale' : coinsApplied ? 'discounted' : 'retail' };
}

/** A line whose product the catalog does not know: no price, only the reseller's profit, NOT_FOUND. */
function unknownLine(item: CartLineInput): QuoteLine {
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

/** One line priced for the buyer, after what the lines before it took. */
function quoteLine(item: CartLineInput, product: ProductPricing, buyer: Buyer, tally: LineTally): { line: QuoteLine; tally: LineTally } {
  const cost = coinUnitsFor(product, item.quantity);
  const coinsApplicable = buyer.freeUser && cost > 0n;
  const coins = coinsStep(tally.coinsUsed, buyer.coinBalance, { cost, applicable: coinsApplicable, asked: Boolean(item.applyCoins), problem: availabilityProblem(product, item.quantity, buyer.premiumAccess) });
  let allowance = { wholesale: buyer.premiumAccess, allowanceUsed: tally.allowanceUsed };
  if (buyer.premiumAccess) {
    const savingPaisa = Math.max(0, effectiveRetail(product) - unitPriceFor({ plan: buyer.priceAs, product })) * item.quantity;
    allowance = allowanceStep(tally.allowanceUsed, buyer.allowanceLeft, savingPaisa);
  }
  const { unitPricePaisa, priceBasis } = pricingStep(product, buyer.priceAs, allowance.wholesale, coins.applied);
  const line: QuoteLine = {
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
    coinsApplied: coins.applied,
    problem: coins.problem,
  };
  return { line, tally: { coinsUsed: coins.coinsUsed, allowanceUsed: allowance.allowanceUsed } };
}

/** Every line of the cart priced in cart order, with the coins and allowance they take together. */
export function quoteLines(items: readonly CartLineInput[], byId: ReadonlyMap<string, ProductPricing>, buyer: Buyer): { lines: QuoteLine[] } & LineTally {
  let tally: LineTally = { coinsUsed: 0n, allowanceUsed: 0 };
  const lines = items.map((item) => {
    const product = byId.get(item.productId);
    if (!product) return unknownLine(item);
    const priced = quoteLine(item, product, buyer, tally);
    tally = priced.tally;
    return priced.line;
  });
  return { lines, ...tally };
}
