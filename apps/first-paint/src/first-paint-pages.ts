/**
 * The pages whose first screen the server draws into the HTML: for a visitor, the ones a new visitor
 * lands on (the landing page, the catalogue and a product shared on WhatsApp, the account forms);
 * for a signed-in reseller, the pages of their money and orders, drawn with their own data. The kit
 * draws them, so their markup needs no antd and no script to look right.
 */

/** The drawn pages that need no data: drawn when the server starts (apps/web-server/src/web-first-paint.ts). */
export const STATIC_FIRST_PAINT_PATHS: readonly string[] = ['/login', '/signup', '/forgot-password'];

// the landing page (its gifts), the catalogue and a product
const DATA_PAGES: readonly RegExp[] = [/^\/$/, /^\/products$/, /^\/products?\/[^/]+$/];

// the wallet, the coins and the orders, from the user's own answers; and the cart, drawn empty
const SIGNED_IN_PAGES: readonly string[] = ['/wallet', '/coins', '/orders', '/cart'];

// The cart's lines live in the browser's storage, which the server cannot see: its page is drawn as
// the empty bag (the server has no lines), and the HTML carries a check that takes the drawing away
// before the first paint when the browser holds a cart (apps/web-server/src/web-first-paint.ts).
const EMPTY_CART_PAGES: readonly string[] = ['/cart'];

const normalized = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);

/** Whether a visitor's page is drawn. */
export function hasFirstPaint(urlPath: string): boolean {
  const path = normalized(urlPath);
  return STATIC_FIRST_PAINT_PATHS.includes(path) || DATA_PAGES.some((pattern) => pattern.test(path));
}

/** Whether a signed-in user's page is drawn (with their session: apps/web-server/src/web-first-paint.ts). */
export function hasSignedInFirstPaint(urlPath: string): boolean {
  return SIGNED_IN_PAGES.includes(normalized(urlPath));
}

/** Whether a drawn page shows the empty cart, which is right only while the browser holds no cart. */
export function drawnWithEmptyCart(urlPath: string): boolean {
  return EMPTY_CART_PAGES.includes(normalized(urlPath));
}
