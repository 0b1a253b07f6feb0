import type { CartLineInput, GiftChoice } from '@resellpk/contracts';
import type { Cart, CartItem } from './cart';

/**
 * What a cart is made of as the server keeps it (PRODUCT.md "Pricing and the cart"): products,
 * quantities, margins, Apply Coins and gifts, never a price or a product's details.
 */
export interface CartChoices {
  items: CartLineInput[];
  gifts: GiftChoice[];
}

/** The server's limits (orders.saveCart): a local cart is cut to them rather than refused. */
const MAX_LINES = 50;
const MAX_GIFTS = 20;
const MAX_QUANTITY = 99;
const MAX_PROFIT_PAISA = 10_000_000;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(Number.isFinite(n) ? n : min)));
const giftKey = (g: GiftChoice) => `${g.offerId}/${g.productId}`.toLowerCase();

function line(item: CartLineInput): CartLineInput {
  return {
    productId: item.productId.toLowerCase(),
    quantity: clamp(item.quantity, 1, MAX_QUANTITY),
    profitAmountPaisa: clamp(item.profitAmountPaisa, 0, MAX_PROFIT_PAISA),
    ...(item.applyCoins ? { applyCoins: true } : {}),
  };
}

/** The choices of a cart (or of a saved cart), within the server's limits, each product and gift once. */
export function choicesOf(cart: { items: readonly CartLineInput[]; gifts?: readonly GiftChoice[] }): CartChoices {
  const items: CartLineInput[] = [];
  const seen = new Set<string>();
  for (const item of cart.items) {
    // a line the server would refuse whole (not a product id) is not sent; the rest still is
    if (!UUID_RE.test(item.productId)) continue;
    const l = line(item);
    if (seen.has(l.productId) || items.length >= MAX_LINES) continue;
    seen.add(l.productId);
    items.push(l);
  }
  const gifts: GiftChoice[] = [];
  const chosen = new Set<string>();
  for (const g of cart.gifts ?? []) {
    if (!UUID_RE.test(g.offerId) || !UUID_RE.test(g.productId)) continue;
    const gift = { offerId: g.offerId.toLowerCase(), productId: g.productId.toLowerCase(), quantity: clamp(g.quantity, 1, MAX_QUANTITY) };
    if (chosen.has(giftKey(gift)) || gifts.length >= MAX_GIFTS) continue;
    chosen.add(giftKey(gift));
    gifts.push(gift);
  }
  return { items, gifts };
}

export function sameChoices(a: CartChoices, b: CartChoices): boolean {
  return JSON.stringify(choicesOf(a)) === JSON.stringify(choicesOf(b));
}

/**
 * Sign-in: the browser's cart (filled as a visitor) joins the reseller's saved one. A product in
 * both keeps the larger quantity, not the sum: merging is then harmless to repeat (a retried
 * sign-in, two tabs, a save whose answer was lost), and the same product added on both sides is
 * most likely the same intent. The saved line's margin and Apply Coins win (a visitor cannot set
 * them: the bag needs sign-in). Products only in the browser are added after the saved ones.
 */
export function mergeAtSignIn(saved: CartChoices, browser: CartChoices): CartChoices {
  const fromBrowser = new Map(choicesOf(browser).items.map((l) => [l.productId, l]));
  const items = choicesOf(saved).items.map((l) => {
    const other = fromBrowser.get(l.productId);
    fromBrowser.delete(l.productId);
    return other && other.quantity > l.quantity ? { ...l, quantity: other.quantity } : l;
  });
  const savedGifts = choicesOf(saved).gifts;
  const known = new Set(savedGifts.map(giftKey));
  return choicesOf({
    items: [...items, ...fromBrowser.values()],
    gifts: [...savedGifts, ...choicesOf(browser).gifts.filter((g) => !known.has(giftKey(g)))],
  });
}

/**
 * Another device saved since this browser last read the cart (the server answered 409): a
 * three-way merge against the version both started from. What this browser changed (a line added,
 * removed, or its quantity, margin or Apply Coins) wins over the other device's change to the same
 * line; everything else is the other device's. Nothing either side added is lost.
 */
export function mergeConcurrent(base: CartChoices, local: CartChoices, server: CartChoices): CartChoices {
  const pick = <T>(key: (t: T) => string, b: readonly T[], l: readonly T[], s: readonly T[]): T[] => {
    const baseOf = new Map(b.map((x) => [key(x), JSON.stringify(x)]));
    const localOf = new Map(l.map((x) => [key(x), x]));
    const serverOf = new Map(s.map((x) => [key(x), x]));
    const changedHere = (k: string) => (localOf.has(k) ? JSON.stringify(localOf.get(k)) : undefined) !== baseOf.get(k);
    const out: T[] = [];
    // the other device's order first, then what only this browser added
    for (const k of [...serverOf.keys(), ...[...localOf.keys()].filter((k) => !serverOf.has(k))]) {
      const chosen = changedHere(k) ? localOf.get(k) : serverOf.get(k);
      if (chosen) out.push(chosen);
    }
    return out;
  };
  const [b, l, s] = [choicesOf(base), choicesOf(local), choicesOf(server)];
  return choicesOf({
    items: pick((x) => x.productId, b.items, l.items, s.items),
    gifts: pick(giftKey, b.gifts, l.gifts, s.gifts),
  });
}

/** The cart to show for some choices: the product details this browser already has are kept for display. */
export function cartOfChoices(choices: CartChoices, previous: Cart): Cart {
  const known = new Map(previous.items.map((item) => [item.productId.toLowerCase(), item]));
  const items: CartItem[] = choices.items.map((l) => {
    const product = known.get(l.productId)?.product;
    return { productId: l.productId, quantity: l.quantity, profitAmountPaisa: l.profitAmountPaisa, ...(l.applyCoins ? { applyCoins: true } : {}), ...(product ? { product } : {}) };
  });
  return choices.gifts.length ? { items, gifts: choices.gifts } : { items };
}
