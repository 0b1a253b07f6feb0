import type { ProductView } from '@resellpk/contracts';

/** localStorage key of the browser cart (PRODUCT.md: the cart lives in the browser; the server re-prices it). */
export const CART_KEY = 'cart';
/** Window event fired after this tab changed the cart (other tabs get the `storage` event). */
export const CART_CHANGED_EVENT = 'cart:changed';

export interface CartItem {
  productId: string;
  /** snapshot for display only; the server re-prices and re-checks stock at checkout */
  product: ProductView;
  quantity: number;
  /** the reseller's own margin on the whole line, integer paisa */
  profitAmountPaisa: number;
  /** free users: spend coins on this line for the discounted price */
  applyCoins?: boolean;
}
export interface Cart {
  items: CartItem[];
}

const EMPTY: Cart = { items: [] };

function isItem(value: unknown): value is CartItem {
  const v = value as CartItem | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.productId === 'string' &&
    !!v.product &&
    typeof v.product === 'object' &&
    Number.isInteger(v.quantity) &&
    v.quantity >= 1
  );
}

/** Parses the stored value; tolerates a missing or corrupt value and the older bare-array format. */
export function parseCart(raw: string | null | undefined): Cart {
  if (!raw) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : (parsed as Cart | null)?.items;
    if (!Array.isArray(list)) return EMPTY;
    return {
      items: list.filter(isItem).map((item) => ({
        ...item,
        profitAmountPaisa: Number.isInteger(item.profitAmountPaisa) && item.profitAmountPaisa > 0 ? item.profitAmountPaisa : 0,
      })),
    };
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
      items: cart.items.map((item) =>
        item.productId === product.id ? { ...item, product, quantity: item.quantity + qty } : item,
      ),
    };
  }
  return { items: [...cart.items, { productId: product.id, product, quantity: qty, profitAmountPaisa: 0 }] };
}

/** Sets a line's quantity; it never goes below 1 (the minus button stops there). */
export function withQuantity(cart: Cart, productId: string, quantity: number): Cart {
  const qty = Math.max(1, Math.floor(quantity) || 1);
  return { items: cart.items.map((item) => (item.productId === productId ? { ...item, quantity: qty } : item)) };
}

export function withProfit(cart: Cart, productId: string, profitAmountPaisa: number): Cart {
  const profit = Math.max(0, Math.round(profitAmountPaisa) || 0);
  return { items: cart.items.map((item) => (item.productId === productId ? { ...item, profitAmountPaisa: profit } : item)) };
}

export function withApplyCoins(cart: Cart, productId: string, applyCoins: boolean): Cart {
  return { items: cart.items.map((item) => (item.productId === productId ? { ...item, applyCoins } : item)) };
}

export function withoutProduct(cart: Cart, productId: string): Cart {
  return { items: cart.items.filter((item) => item.productId !== productId) };
}

/** Sum of quantities (the top bar badge). */
export function cartCount(cart: Cart): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}
