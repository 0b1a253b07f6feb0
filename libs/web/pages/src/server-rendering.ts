import { pageAt, pathsOf, fullPath } from './page-declaration';
import { STOREFRONT, STOREFRONT_PAGES } from './storefront-pages';

/**
 * Which storefront pages the server renders first (server-side rendering, apps/first-paint), from
 * each page's `drawing`. The admin renders nothing on the server.
 */

/** A visitor's pages with no data: rendered when the web server starts (apps/web-server/src/web-first-paint.ts). */
export const STATIC_FIRST_PAINT_PATHS: readonly string[] = STOREFRONT_PAGES.filter((page) => page.drawing === 'static').flatMap((page) =>
  pathsOf(page).map((path) => fullPath(STOREFRONT, path)),
);

const drawingAt = (urlPath: string) => pageAt(STOREFRONT, urlPath)?.drawing ?? 'none';

/** Whether a visitor's page is rendered on the server. */
export function hasFirstPaint(urlPath: string): boolean {
  const drawing = drawingAt(urlPath);
  return drawing === 'static' || drawing === 'visitor';
}

/** Whether a signed-in user's page is rendered on the server (with their session and their own data). */
export function hasSignedInFirstPaint(urlPath: string): boolean {
  return drawingAt(urlPath) === 'signed-in';
}

/**
 * Whether a rendered page shows the empty cart, which is right only while the browser holds no cart:
 * the cart's lines live in the browser's storage, which the server cannot see, so the HTML carries a
 * check that takes the rendering away before the first paint when the browser holds a cart.
 */
export function drawnWithEmptyCart(urlPath: string): boolean {
  return pageAt(STOREFRONT, urlPath)?.drawsEmptyCart === true;
}

/** Whether the rendered page asks the browser for an image first (the first product card, the product's photo). */
export function hasLeadImage(urlPath: string): boolean {
  return pageAt(STOREFRONT, urlPath)?.leadImage === true;
}
