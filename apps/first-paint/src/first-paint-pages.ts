/**
 * The pages whose first screen the server draws into the HTML for a visitor: the ones a new visitor
 * lands on (the landing page, the catalogue and a product shared on WhatsApp, the account forms).
 * The kit draws them, so their markup needs no antd and no script to look right.
 */

/** The drawn pages that need no data: drawn when the server starts (tools/web-first-paint.js). */
export const STATIC_FIRST_PAINT_PATHS: readonly string[] = ['/login', '/signup', '/forgot-password'];

// the landing page (its gifts), the catalogue and a product
const DATA_PAGES: readonly RegExp[] = [/^\/$/, /^\/products$/, /^\/products?\/[^/]+$/];

export function hasFirstPaint(urlPath: string): boolean {
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  return STATIC_FIRST_PAINT_PATHS.includes(path) || DATA_PAGES.some((pattern) => pattern.test(path));
}
