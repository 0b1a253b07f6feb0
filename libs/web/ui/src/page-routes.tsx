import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '@resellpk/web-session';
import type { PageDeclaration, RemotePages } from '@resellpk/web-pages';

type PageModule = Record<string, unknown>;

export interface PageRouteLoaders {
  /**
   * A page's module by its declared `module` path: the remote's one `import()` with a template
   * literal, which webpack turns into one chunk per page (a lazy context module).
   */
  page(module: string): Promise<PageModule>;
  /** A layout route's component by its module path (RemotePages.layoutsOf). */
  layouts: Readonly<Record<string, () => Promise<ComponentType>>>;
  /** The named first-screen queries (PageDeclaration.firstQueries): started beside the page's code, awaited with it. */
  queries?: Readonly<Record<string, () => unknown>>;
}

// the layout step that is not a module: a signed-in page's session check
const SIGNED_IN: unique symbol = Symbol('signed-in');
type Layout = string | typeof SIGNED_IN;

function chainOf(remote: RemotePages, page: PageDeclaration): Layout[] {
  return page.auth === 'signed-in' ? [...remote.layoutsOf(page), SIGNED_IN] : [...remote.layoutsOf(page)];
}

function pageRoute(page: PageDeclaration, path: string, loaders: PageRouteLoaders): RouteObject {
  const lazy = async () => {
    const waits = (page.firstQueries ?? []).map((name) => {
      const query = loaders.queries?.[name];
      if (!query) throw new Error(`page ${page.id}: no first-screen query named ${name}`);
      return query();
    });
    const [module] = await Promise.all([loaders.page(page.module), ...waits]);
    const Component = module[page.component] as ComponentType | undefined;
    if (!Component) throw new Error(`page ${page.id}: ${page.module} has no export ${page.component}`);
    return { Component };
  };
  const handle = page.title ? { title: page.title } : undefined;
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy };
}

function layoutRoute(layout: Layout, children: RouteObject[], loaders: PageRouteLoaders): RouteObject {
  if (layout === SIGNED_IN) return { element: <RequireAuth />, children };
  const load = loaders.layouts[layout];
  if (!load) throw new Error(`no loader for the layout route ${layout}`);
  return { lazy: async () => ({ Component: await load() }), children };
}

/**
 * A remote's route objects, from its page declarations (@resellpk/web-pages): every page its own
 * chunk, inside the layout routes it declares (the antd outlet, staff areas) and, for a signed-in
 * page, the session check; pages that share a layout share its route, in declaration order.
 */
export function pageRoutes(remote: RemotePages, loaders: PageRouteLoaders): RouteObject[] {
  type Entry = { page: PageDeclaration; path: string; chain: Layout[] };
  const build = (entries: Entry[]): RouteObject[] => {
    // in declaration order; a layout takes the place of the first page declared inside it
    const slots: ({ route: RouteObject } | { layout: Layout; entries: Entry[] })[] = [];
    const groups = new Map<Layout, Entry[]>();
    for (const entry of entries) {
      const [first, ...rest] = entry.chain;
      if (first === undefined) {
        slots.push({ route: pageRoute(entry.page, entry.path, loaders) });
        continue;
      }
      let group = groups.get(first);
      if (!group) {
        group = [];
        groups.set(first, group);
        slots.push({ layout: first, entries: group });
      }
      group.push({ ...entry, chain: rest });
    }
    return slots.map((slot) => ('route' in slot ? slot.route : layoutRoute(slot.layout, build(slot.entries), loaders)));
  };
  const entries = remote.pages.flatMap((page) => [page.path, ...(page.aliases ?? [])].map((path) => ({ page, path, chain: chainOf(remote, page) })));
  return build(entries);
}
