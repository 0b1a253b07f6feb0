import type { GiftChoice, ProductView, QuoteRequest } from '@resellpk/contracts';

/** localStorage key of the browser cart (PRODUCT.md: the cart lives in the browser; the server re-prices it). */
export const CART_KEY = 'cart';
/** Window event fired after this tab changed the cart (other tabs get the `storage` event). */
export const CART_CHANGED_EVENT = 'cart:changed';

export interface CartItem {
  productId: string;
  /**
   * snapshot for display only, while the quote loads; the server re-prices and re-checks stock at
   * checkout. Absent on a line that came from the saved cart of another device (the quote names it).
   */
  product?: ProductView;
  quantity: number;
  /** the reseller's own margin on the whole line, integer paisa */
  profitAmountPaisa: number;
  /** free users: spend coins on this line for the discounted price */
  applyCoins?: boolean;
}
export interface Cart {
  items: CartItem[];
  /** free gifts the reseller chose from offers the order unlocks (the server checks them on every quote) */
  gifts?: GiftChoice[];
}

const EMPTY: Cart = { items: [] };

const PRODUCT_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isItem(value: unknown): value is CartItem {
  const v = value as CartItem | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.productId === 'string' &&
    // a line without the product's details (from the saved cart) must at least name a product
    (v.product === undefined ? PRODUCT_ID_RE.test(v.productId) : !!v.product && typeof v.product === 'object') &&
    Number.isInteger(v.quantity) &&
    v.quantity >= 1
  );
}

function isGift(value: unknown): value is GiftChoice {
  const v = value as GiftChoice | null;
  return !!v && typeof v === 'object' && typeof v.offerId === 'string' && typeof v.productId === 'string' && Number.isInteger(v.quantity) && v.quantity >= 1;
}

/** Parses the stored value; tolerates a missing or corrupt value and the older bare-array format. */
export function parseCart(raw: string | null | undefined): Cart {
  if (!raw) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : (parsed as Cart | null)?.items;
    if (!Array.isArray(list)) return EMPTY;
    const items = list.filter(isItem).map((item) => ({
      ...item,
      profitAmountPaisa: Number.isInteger(item.profitAmountPaisa) && item.profitAmountPaisa > 0 ? item.profitAmountPaisa : 0,
    }));
    const gifts = Array.isArray(parsed) ? [] : ((parsed as Cart).gifts ?? []);
    const validGifts = Array.isArray(gifts) ? gifts.filter(isGift) : [];
    return validGifts.length ? { items, gifts: validGifts } : { items };
  } catch {
    return EMPTY;
  }
}

/** Adds a product; a product already in the cart has its quantity raised instead of a second line. */
export function withProduct(cart: Cart, product: ProductView, quantity = 1): Cart {
  const qty = Math.max(1, Math.floor(quantity));
  const existing = cart.items.find((item) => item.productId === product.id);
  if (existing) {
    return {
      ...cart,
      items: cart.items.map((item) =>
        item.productId === product.id ? { ...item, product, quantity: item.quantity + qty } : item,
      ),
    };
  }
  return { ...cart, items: [...cart.items, { productId: product.id, product, quantity: qty, profitAmountPaisa: 0 }] };
}

/** Sets a line's quantity; it never goes below 1 (the minus button stops there). */
export function withQuantity(cart: Cart, productId: string, quantity: number): Cart {
  const qty = Math.max(1, Math.floor(quantity) || 1);
  return { ...cart, items: cart.items.map((item) => (item.productId === productId ? { ...item, quantity: qty } : item)) };
}

export function withProfit(cart: Cart, productId: string, profitAmountPaisa: number): Cart {
  const profit = Math.max(0, Math.round(profitAmountPaisa) || 0);
  return { ...cart, items: cart.items.map((item) => (item.productId === productId ? { ...item, profitAmountPaisa: profit } : item)) };
}

export function withApplyCoins(cart: Cart, productId: string, applyCoins: boolean): Cart {
  return { ...cart, items: cart.items.map((item) => (item.productId === productId ? { ...item, applyCoins } : item)) };
}

export function withoutProduct(cart: Cart, productId: string): Cart {
  return { ...cart, items: cart.items.filter((item) => item.productId !== productId) };
}

/**
 * Sets how many units of a gift product the reseller takes from an offer (0 removes it). The
 * offer's limit is the server's (maxUnitsPerOrder, summed over its products); `maxUnits` only keeps
 * the stepper honest between quotes.
 */
export function withGift(cart: Cart, choice: GiftChoice, maxUnits: number): Cart {
  const others = (cart.gifts ?? []).filter((g) => !(g.offerId === choice.offerId && g.productId === choice.productId));
  const usedByOthers = others.filter((g) => g.offerId === choice.offerId).reduce((sum, g) => sum + g.quantity, 0);
  const quantity = Math.max(0, Math.min(Math.floor(choice.quantity) || 0, maxUnits - usedByOthers));
  const gifts = quantity > 0 ? [...others, { offerId: choice.offerId, productId: choice.productId, quantity }] : others;
  return { ...cart, gifts };
}

/** Keeps only gifts of offers (and their products) the latest quote still unlocks. */
export function withGiftsAllowed(cart: Cart, allowed: ReadonlyArray<{ offerId: string; productIds: readonly string[] }>): Cart {
  const gifts = (cart.gifts ?? []).filter((g) => allowed.some((o) => o.offerId === g.offerId && o.productIds.includes(g.productId)));
  return gifts.length === (cart.gifts ?? []).length ? cart : { ...cart, gifts };
}

/** What the server prices: product, quantity, margin and Apply Coins of each line, the chosen gifts; never a price. */
export function quoteRequestOf(cart: Cart): QuoteRequest {
  return {
    items: cart.items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      profitAmountPaisa: item.profitAmountPaisa,
      ...(item.applyCoins ? { applyCoins: true } : {}),
    })),
    gifts: (cart.gifts ?? []).map(({ offerId, productId, quantity }) => ({ offerId, productId, quantity })),
  };
}

/** Sum of quantities (the top bar badge). */
export function cartCount(cart: Cart): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}
