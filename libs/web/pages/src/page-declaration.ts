import type { Role } from '@resellpk/contracts';

/**
 * What a page is, declared once (docs/adding-a-page.md). The remote's router, the server-side
 * rendering tables, the preload table, the menus and the e2e, axe and Lighthouse lists are all
 * derived from these declarations; nothing else names a page.
 */

/**
 * The page's UI toolkit. `kit`: the light components of @resellpk/web-ui, no antd download (pages a
 * visitor may land on first, and the signed-in pages drawn on the server); `antd`: Ant Design, mounted
 * inside the remote's antd layout route, which brings antd's theme scope with it.
 */
export type Toolkit = 'kit' | 'antd';

/** Who may open the page: anyone, a signed-in user, or staff with one of these roles. */
export type PageAuth = 'anyone' | 'signed-in' | { roles: readonly Role[] };

/**
 * Server-side rendering of the page's first screen (apps/first-paint, apps/web-server):
 * `none`; `static` for a visitor, with no data, rendered once when the web server starts;
 * `visitor` for a visitor, with the public data its first screen asks for, on each request;
 * `signed-in` for a signed-in user, with their own data, on each request.
 */
export type Drawing = 'none' | 'static' | 'visitor' | 'signed-in';

/** A place in the storefront's or the staff panel's navigation; `label` is the English text key. */
export type MenuPlacement =
  | { menu: 'footer'; group: 'Company' | 'Reselling' | 'Support'; label: string }
  | { menu: 'tabs'; tab: 'products' | 'orders' | 'profile' | 'menu'; label: string; also?: readonly string[] }
  | { menu: 'admin'; key: string; label: string };

export interface PageDeclaration {
  /** unique in its remote; the name the generator, the tests and the menus use */
  id: string;
  /** relative to where the shell mounts the remote ('/' or '/admin'); '' is the index page; '*' the not-found page */
  path: string;
  /** more paths that open the same page (an old link, a spelling the spec used) */
  aliases?: readonly string[];
  /** the page's module, relative to the remote's src/, without extension; its name ends in `Page` */
  module: string;
  /** the module's export that draws the page */
  component: string;
  /** the tab title's English text key; none for a page that only redirects */
  title?: string;
  toolkit: Toolkit;
  auth: PageAuth;
  drawing: Drawing;
  /** drawn as the empty cart: right only while the browser holds no cart (the HTML carries the check) */
  drawsEmptyCart?: boolean;
  /**
   * Queries the first screen waits for beside its code (named in the remote's page-queries table),
   * so the page renders with them instead of pushing its content down when they arrive.
   */
  firstQueries?: readonly string[];
  /** the first screen has an image the server asks the browser to fetch first (fetchpriority high) */
  leadImage?: boolean;
  menus?: readonly MenuPlacement[];
  /** tested for accessibility by the axe suites (e2e/a11y) */
  axe?: boolean;
  /** measured by the Lighthouse benchmark (bench/lighthouse.mjs); a parameter is filled from the demo data */
  lighthouse?: boolean;
  /** a first visit loads no antd (e2e/shell/first-visit.spec.ts) */
  firstVisit?: boolean;
}

/** A remote's pages and the layout modules they are mounted in. */
export interface RemotePages {
  /** the remote's app: its page modules live under apps/<app>/src */
  app: 'storefront' | 'admin';
  /** where the shell mounts the remote */
  mount: '/' | '/admin';
  pages: readonly PageDeclaration[];
  /** the layout route modules (relative to src/, no extension) a page's route passes through, outermost first */
  layoutsOf(page: PageDeclaration): readonly string[];
}

/** Every path of a page, relative to its remote's mount. */
export function pathsOf(page: PageDeclaration): string[] {
  return [page.path, ...(page.aliases ?? [])];
}

/** A page's full URL path pattern ('/admin/orders', '/product/:id', '/'). */
export function fullPath(remote: Pick<RemotePages, 'mount'>, path: string): string {
  const base = remote.mount === '/' ? '' : remote.mount;
  return path ? `${base}/${path}` : base || '/';
}

/** Whether a URL path is one of a path pattern's (':name' is one segment; '*' the rest). */
export function pathMatches(pattern: string, urlPath: string): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const segments = urlPath.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === '*') return true;
    if (i >= segments.length) return false;
    if (!parts[i].startsWith(':') && parts[i] !== segments[i]) return false;
  }
  return parts.length === segments.length;
}

/** The page a URL path opens, static paths before parameters, the not-found page last. */
export function pageAt(remote: RemotePages, urlPath: string): PageDeclaration | null {
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  let best: { page: PageDeclaration; score: number } | null = null;
  for (const page of remote.pages) {
    for (const p of pathsOf(page)) {
      const pattern = fullPath(remote, p);
      if (!pathMatches(pattern, path)) continue;
      // a static segment beats a parameter, which beats the splat
      const score = pattern.split('/').reduce((sum, part) => sum + (part === '*' ? 0 : part.startsWith(':') ? 1 : 3), 0) + (pattern.endsWith('*') ? 0 : 100);
      if (!best || score > best.score) best = { page, score };
    }
  }
  return best?.page ?? null;
}
