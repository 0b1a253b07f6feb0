// The first screen of a visitor's page in the HTML (docs/web-performance.md, *The first screen in
// the HTML*). apps/first-paint renders the shell's chrome and the storefront's page in Node, with
// the same components the browser runs; server.ts puts that markup in the page, where the
// browser paints it as soon as the HTML has arrived, before any script. React draws the live page
// into #root meanwhile (hidden while the first screen is there) and the shell removes the first
// screen once the page has committed (apps/shell/src/first-paint).
//
// The markup sits in a closed declarative shadow root: its ids, its styles and its text stay out of
// the live page's document (no duplicate ids, nothing for a script or a test to find twice). The
// host is inert: nothing in it can be focused, clicked or typed into, so nothing done before the
// scripts have run is lost in the swap.
import crypto from 'node:crypto';
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { jsonDataBlock } from './json-data-block';

/** A drawing of apps/first-paint (its renderFirstPaint's answer, apps/first-paint/src/render.tsx). */
export interface FirstPaint {
  markup: string;
  /** the answers it was drawn from, for the browser's query cache; null when it holds no data */
  state?: unknown;
  /** whose data it holds (a signed-in user's page); null for a visitor's */
  user?: string | null;
  leadImage?: string | null;
  title?: string;
}

/** What dist/apps/first-paint/render.js exports (apps/first-paint/src/render.tsx). */
interface RendererModule {
  renderFirstPaint(url: string, apiOrigin: string, pageToken?: string | null): Promise<FirstPaint | null>;
  hasSignedInFirstPaint?(pathname: string): boolean;
  drawnWithEmptyCart?(pathname: string): boolean;
  STATIC_FIRST_PAINT_PATHS?: readonly string[];
}

/** The loaded renderer of a build and its cache of drawings. */
export interface LoadedRenderer {
  mtimeMs: number;
  render: RendererModule['renderFirstPaint'];
  signedIn: RendererModule['hasSignedInFirstPaint'];
  emptyCart: RendererModule['drawnWithEmptyCart'];
  warmPaths: readonly string[] | undefined;
  drawings: Map<string, Promise<FirstPaint | null>>;
}
export type Renderer = () => LoadedRenderer | null;

export const FIRST_PAINT_ID = 'first-paint';
// the readable session hint the gateway sets with the refresh cookie (apps/gateway/src/auth/refresh-cookie.ts)
const SESSION_HINT = /(?:^|;\s*)rpk_session=1(?:;|$)/;
// the access token the gateway sets beside it for this server (PAGE_TOKEN_COOKIE, httpOnly): a
// signed-in user's wallet, coins and orders are drawn with their own answers
const PAGE_TOKEN = /(?:^|;\s*)rpk_page=([A-Za-z0-9_.-]{1,2048})(?:;|$)/;
// the language cookie of @resellpk/web-i18n (LANGUAGE_COOKIE): the markup is English
const URDU = /(?:^|;\s*)rpk-lang=ur(?:;|$)/;
const CACHE_LIMIT = 200;
// a page drawn from the API (the catalogue, a product, the gifts on the landing page) is drawn for
// every request: the browser keeps its answers as fresh as if it had asked itself (its query cache
// starts from them), so a drawing may not be older than the request; the others hold no data and
// stay until the next build
// the HTML never waits longer than this for a drawing: without it the page is drawn by its scripts,
// as before (a loaded server or a slow gateway costs the first screen, never the page).
// FIRST_PAINT_WAIT_MS: the e2e stack waits longer, its tests are about what is drawn
const RENDER_WAIT_MS = Number(process.env.FIRST_PAINT_WAIT_MS || 250);
export const DATA_ID = 'first-paint-data';

// The check that goes with a drawing of the empty cart (drawnWithEmptyCart): the cart lives in the
// browser's storage (CART_KEY of @resellpk/web-cart), so the server draws the bag empty and this
// takes the drawing away, while the page is parsed and before anything is painted, when the browser
// holds a cart; the page is then drawn by its scripts as before. Storage that cannot be read counts
// as no cart, as it does for the cart itself. Inline, so it runs before the first paint; allowed by
// its hash in the page's Content-Security-Policy (server.ts), which allows no other inline script.
export const EMPTY_CART_GUARD = `try{if(localStorage.getItem("cart")!==null)document.getElementById("${FIRST_PAINT_ID}").remove()}catch(e){}`;
export const EMPTY_CART_GUARD_HASH = `'sha256-${crypto.createHash('sha256').update(EMPTY_CART_GUARD).digest('base64')}'`;

/**
 * The renderer of a build folder (dist/apps/first-paint/render.js), loaded again when a new build
 * replaces it, with a cache of its drawings. Loaded with Node's own require (not the bundle's):
 * it is another build's file, found at run time.
 */
export function firstPaintRenderer(dir: string): Renderer {
  const file = path.join(dir, 'render.js');
  const nodeRequire = Module.createRequire(file);
  let loaded: LoadedRenderer | null = null;
  return function current() {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return null; // not built: pages are drawn by their scripts, as before
    }
    if (!loaded || loaded.mtimeMs !== stat.mtimeMs) {
      for (const key of Object.keys(nodeRequire.cache)) if (key.startsWith(dir + path.sep)) delete nodeRequire.cache[key];
      const mod = nodeRequire(file) as RendererModule;
      loaded = {
        mtimeMs: stat.mtimeMs,
        render: mod.renderFirstPaint,
        signedIn: mod.hasSignedInFirstPaint,
        emptyCart: mod.drawnWithEmptyCart,
        warmPaths: mod.STATIC_FIRST_PAINT_PATHS,
        drawings: new Map(),
      };
    }
    return loaded;
  };
}

/**
 * Loads the renderer and draws the pages without data once, when the server starts: the first
 * visitor then gets them at once instead of waiting for the module to load (and, on a loaded
 * machine, going without). Failures are logged by drawing() and leave the pages to their scripts.
 */
export async function warmFirstPaint(renderer: Renderer, apiOrigin: string): Promise<void> {
  const current = renderer();
  if (!current) return;
  const paths = current.warmPaths ?? [];
  await Promise.all(paths.map((url) => drawing(current, url, apiOrigin)));
}

/** Whether a request gets the first screen: a visitor (no session hint) in English. */
export function wantsFirstPaint(cookieHeader = ''): boolean {
  return !SESSION_HINT.test(cookieHeader) && !URDU.test(cookieHeader);
}

/** The signed-in user's page token of an English request, or null (a visitor, an Urdu visit, an expired token). */
export function pageTokenOf(cookieHeader = ''): string | null {
  if (!SESSION_HINT.test(cookieHeader) || URDU.test(cookieHeader)) return null;
  return PAGE_TOKEN.exec(cookieHeader)?.[1] ?? null;
}

/**
 * A signed-in user's drawing: their own, every time. Never cached and never shared with another
 * request, not even one for the same URL (another user's, or this user's after a change).
 */
function signedInDrawing(current: LoadedRenderer, url: string, apiOrigin: string, pageToken: string): Promise<FirstPaint | null> {
  return current.render(url, apiOrigin, pageToken).catch((e) => {
    console.error(`[serve-web] first paint of ${url} for a signed-in user failed:`, e);
    return null;
  });
}

/** The drawing of a URL: cached when it holds no data, shared by the requests that come while it is drawn. */
function drawing(current: LoadedRenderer, url: string, apiOrigin: string): Promise<FirstPaint | null> {
  const known = current.drawings.get(url);
  if (known) return known;
  const result = current.render(url, apiOrigin).then(
    (paint) => {
      if (!paint || paint.state) current.drawings.delete(url);
      return paint;
    },
    (e) => {
      console.error(`[serve-web] first paint of ${url} failed:`, e);
      current.drawings.delete(url);
      return null;
    },
  );
  if (current.drawings.size >= CACHE_LIMIT) current.drawings.clear();
  current.drawings.set(url, result);
  return result;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);

const waitAtMost = <T>(promise: Promise<T>, ms: number): Promise<T | null> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)))]).finally(() => clearTimeout(timer));
};

/**
 * The page's HTML with its first screen before #root (and the answers it was drawn from, for the
 * browser's query cache), or unchanged when there is none: a page not in the renderer's lists, an
 * Urdu visit, a signed-in visit without a page token, no build, a drawing that failed or is not
 * ready within RENDER_WAIT_MS. `personal` says the HTML holds a user's own data (the caller must not
 * let any cache keep it); `drawn` that it holds a first screen.
 * `html` is the shell's index.html, `renderer` from firstPaintRenderer.
 */
export async function withFirstPaint(
  html: string,
  req: { url: string; cookie?: string; apiOrigin: string },
  renderer: Renderer,
): Promise<{ html: string; personal: boolean; drawn: boolean }> {
  const unchanged = { html, personal: false, drawn: false };
  const pageToken = pageTokenOf(req.cookie);
  if (!pageToken && !wantsFirstPaint(req.cookie)) return unchanged;
  const current = renderer();
  if (!current) return unchanged;
  const pathname = new URL(req.url, 'http://page.invalid').pathname;
  if (pageToken && !current.signedIn?.(pathname)) return unchanged;
  const pending = pageToken ? signedInDrawing(current, req.url, req.apiOrigin, pageToken) : drawing(current, req.url, req.apiOrigin);
  const paint = await waitAtMost(pending, RENDER_WAIT_MS);
  if (!paint) return unchanged;
  const guard = current.emptyCart?.(pathname) ? `<script>${EMPTY_CART_GUARD}</script>` : '';
  const host = `<div id="${FIRST_PAINT_ID}" inert><template shadowrootmode="closed">${paint.markup}</template></div>${guard}`;
  // a user's answers say whose they are: the browser takes them only for the same user (apps/shell/src/first-paint)
  const data = paint.state ? jsonDataBlock(DATA_ID, paint.state, paint.user ? { 'data-user': paint.user } : undefined) : '';
  // the page's first image requested before its scripts (whose preloads follow in the head): it is
  // the largest paint of the catalogue and of a product, and the scripts draw nothing on screen now
  const image = paint.leadImage ? `<link rel="preload" as="image" href="${paint.leadImage}" fetchpriority="high">` : '';
  // the tab's title of the drawn page (its route's, as the live page sets it), not the brand alone
  const paintTitle = paint.title;
  const title = paintTitle ? (page: string) => page.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(paintTitle)}</title>`) : (page: string) => page;
  return {
    html: title(html)
      .replace(/<meta charset="?utf-8"?>/i, (meta) => meta + image)
      .replace(/<div id="?root"?>/, (root) => host + data + root),
    personal: Boolean(paint.user),
    drawn: true,
  };
}
