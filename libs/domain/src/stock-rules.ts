import { fillMessage } from './catalog-messages';

/** Texts of stock reservation at checkout (catalog answers them; the cart and checkout show them). */
export const STOCK_MSG = {
  onlyLeft: 'Only {n} left of {name}.',
  soldOut: '{name} is out of stock.',
  productGone: 'A product in your cart no longer exists.',
  orderReleased: 'This order was cancelled; its stock can no longer be reserved.',
  orderReservedOtherwise: 'This order already reserved other items.',
  badOrderId: 'orderId must be a uuid',
  badLines: `lines must list 1 to {max} products`,
  badProductId: 'productId must be a uuid',
  duplicateProduct: 'Each product may appear only once',
  badQuantity: 'quantity must be a whole number from 1 to {max}',
  badProductIds: 'productIds must be a list of at most {max} product ids',
} as const;

/** At most this many products per reservation and per pricing request. */
export const MAX_STOCK_LINES = 100;
/** A sanity bound on one line (stock is a 32-bit integer). */
export const MAX_LINE_QUANTITY = 100_000;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StockLine {
  productId: string;
  quantity: number;
}
export interface RuleError {
  field: string;
  message: string;
}

/**
 * The lines of a reservation checked and normalised: ids lower-case, sorted by product id (every
 * writer locks products in this one order, so two checkouts never deadlock). Either lines or the
 * first error.
 */
export function normalizeStockLines(input: unknown): { lines: StockLine[] } | { error: RuleError } {
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_STOCK_LINES) {
    return { error: { field: 'lines', message: fillMessage(STOCK_MSG.badLines, { max: MAX_STOCK_LINES }) } };
  }
  const seen = new Set<string>();
  const lines: StockLine[] = [];
  for (const raw of input as Array<Partial<StockLine> | null>) {
    const productId = raw?.productId;
    if (typeof productId !== 'string' || !UUID_RE.test(productId)) return { error: { field: 'productId', message: STOCK_MSG.badProductId } };
    const id = productId.toLowerCase();
    if (seen.has(id)) return { error: { field: id, message: STOCK_MSG.duplicateProduct } };
    const quantity = raw?.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      return { error: { field: id, message: fillMessage(STOCK_MSG.badQuantity, { max: MAX_LINE_QUANTITY }) } };
    }
    seen.add(id);
    lines.push({ productId: id, quantity });
  }
  lines.sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  return { lines };
}

/** Product ids of a pricing request: at most MAX_STOCK_LINES uuids, lower-case, each once; null when malformed. */
export function normalizeProductIds(input: unknown): string[] | null {
  if (!Array.isArray(input) || input.length > MAX_STOCK_LINES) return null;
  if (!input.every((id) => typeof id === 'string' && UUID_RE.test(id))) return null;
  return [...new Set((input as string[]).map((id) => id.toLowerCase()))];
}

/** What a checkout shows when a line asks for more than is left. */
export function outOfStockMessage(name: string, left: number): string {
  return left > 0 ? fillMessage(STOCK_MSG.onlyLeft, { n: left, name }) : fillMessage(STOCK_MSG.soldOut, { name });
}

/** Two reservations of one order are the same when they hold the same products and quantities. */
export function sameStockLines(a: StockLine[], b: StockLine[]): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(a.map((l) => [l.productId.toLowerCase(), l.quantity]));
  return b.every((l) => byId.get(l.productId.toLowerCase()) === l.quantity);
}
