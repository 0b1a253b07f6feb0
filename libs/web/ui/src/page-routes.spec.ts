import type { RouteObject } from 'react-router-dom';
import { ADMIN } from '@resellpk/web-pages/admin';
import { STOREFRONT } from '@resellpk/web-pages/storefront';
import { pageRoutes } from './page-routes';

// each layout loader answers a component named after its module, so the tree can be read back
const layoutNamed = (name: string) => async () => Object.assign(() => null, { displayName: name });
const loaders = (remote: typeof ADMIN) => ({
  page: async (module: string) => ({ [module]: true }),
  layouts: Object.fromEntries(remote.pages.flatMap((p) => remote.layoutsOf(p)).map((m) => [m, layoutNamed(m)])),
  queries: { 'free-offers': () => undefined },
});

/** Each page path with the chain of layout routes above it (a module's name, or 'RequireAuth'). */
async function chains(routes: RouteObject[], above: string[] = []): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const route of routes) {
    if (route.children) {
      let name = 'RequireAuth';
      if (typeof route.lazy === 'function') name = ((await route.lazy()) as { Component: { displayName: string } }).Component.displayName;
      Object.assign(out, await chains(route.children, [...above, name]));
    } else out[route.index ? '' : (route.path ?? '?')] = above;
  }
  return out;
}

describe('pageRoutes: the router from the page declarations', () => {
  it('puts the staff panel\'s pages in their layouts: login in the antd outlet only, staff pages in the staff area, admin pages in AdminOnly too', async () => {
    const tree = await chains(pageRoutes(ADMIN, loaders(ADMIN)));
    expect(tree['login']).toEqual(['shared/antd-outlet']);
    expect(tree['topup-chats']).toEqual(['shared/antd-outlet', 'access/staff-area']);
    expect(tree['orders']).toEqual(['shared/antd-outlet', 'access/staff-area', 'access/admin-only']);
    expect(tree['*']).toEqual(['shared/antd-outlet', 'access/staff-area']);
  });

  it('puts signed-in storefront pages behind the session check, antd pages in the antd outlet, kit pages for anyone at the top', async () => {
    const tree = await chains(pageRoutes(STOREFRONT, loaders(STOREFRONT)));
    expect(tree['login']).toEqual([]);
    expect(tree['coins']).toEqual([]);
    expect(tree['wallet']).toEqual(['RequireAuth']);
    expect(tree['pricing']).toEqual(['shared/antd-outlet']);
    expect(tree['wallet/history']).toEqual(['shared/antd-outlet', 'RequireAuth']);
    // an alias is a route of its own to the same page
    expect(tree['products/:id']).toEqual([]);
    expect(Object.keys(tree)).toHaveLength(STOREFRONT.pages.reduce((n, p) => n + 1 + (p.aliases?.length ?? 0), 0));
  });

  it("loads a page's declared component with its first-screen queries, and names what is missing", async () => {
    const [landing] = pageRoutes(STOREFRONT, { ...loaders(STOREFRONT), page: async () => ({ LandingPage: 'the page' }) });
    let asked = 0;
    const withQuery = pageRoutes(STOREFRONT, { ...loaders(STOREFRONT), page: async () => ({ LandingPage: 'the page' }), queries: { 'free-offers': () => asked++ } })[0];
    expect(await (withQuery.lazy as () => Promise<unknown>)()).toEqual({ Component: 'the page' });
    expect(asked).toBe(1);
    await expect((landing.lazy as () => Promise<unknown>)()).resolves.toEqual({ Component: 'the page' });
    const missing = pageRoutes(STOREFRONT, { ...loaders(STOREFRONT), page: async () => ({}) })[0];
    await expect((missing.lazy as () => Promise<unknown>)()).rejects.toThrow('page landing: pages/landing/landing-page has no export LandingPage');
    const noQuery = pageRoutes(STOREFRONT, { ...loaders(STOREFRONT), queries: {} })[0];
    await expect((noQuery.lazy as () => Promise<unknown>)()).rejects.toThrow('no first-screen query named free-offers');
  });
});
