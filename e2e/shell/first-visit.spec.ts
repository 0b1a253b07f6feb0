import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { FIRST_VISIT_PATHS } from '@resellpk/web-pages';
import { apiSignup, login } from '../helpers';

/**
 * The first-visit budget (docs/web-performance.md) rests on the kit pages never loading antd.
 * The federation runtime records every shared module it has loaded; a page that starts using an
 * antd component would show up here long before the benchmark is run again.
 */
async function loadedSharedModules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Versions = Record<string, { loaded?: boolean; loading?: unknown }>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } })
      .__FEDERATION__.__SHARE__;
    const names = new Set<string>();
    for (const scopes of Object.values(share))
      for (const modules of Object.values(scopes))
        for (const [name, versions] of Object.entries(modules))
          if (Object.values(versions).some((v) => v.loaded || v.loading)) names.add(name);
    return [...names].sort();
  });
}

// the pages declared `firstVisit` (libs/web/pages)
for (const path of FIRST_VISIT_PATHS) {
  test(`a cold visit to ${path} loads no antd module`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h2, main h3').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await loadedSharedModules(page);
    expect(loaded).toContain('react');
    expect(loaded.filter((name) => name.startsWith('antd'))).toEqual([]);
  });
}

// a product's page is opened cold from shared links: nothing on it needs antd until a click
test('a cold visit to /product/:id loads no antd module', async ({ page, request }) => {
  const res = await request.get('/api/v1/products?limit=1');
  expect(res.status(), await res.text()).toBe(200);
  const product = (await res.json()).items[0] as { id: string; shortName: string };
  await page.goto(`/product/${product.id}`);
  await expect(page.locator('main h2', { hasText: product.shortName })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await loadedSharedModules(page);
  expect(loaded).toContain('react');
  expect(loaded.filter((name) => name.startsWith('antd'))).toEqual([]);
});

// the wallet is all kit, its withdrawals card included: a reseller checking a balance on a phone loads no antd
test('a signed-in visit to /wallet loads no antd module, the withdrawals card included', async ({ page, request }) => {
  const user = await apiSignup(request, 'walletkit');
  await login(page, user.email, user.password);
  await page.goto('/wallet');
  await expect(page.getByTestId('withdrawals-card')).toContainText('Minimum Rs. 500.');
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await loadedSharedModules(page);
  expect(loaded).toContain('react');
  expect(loaded.filter((name) => name.startsWith('antd') || name.startsWith('@ant-design/icons'))).toEqual([]);
});

/**
 * Pages whose first screen is kit-built but which load antd for a part of the page afterwards
 * (`/`: the sections under the hero; the cart and the orders: their lines and cards, not shown to
 * a new reseller; a product: its image viewer, on a click; the coins page: its other tabs and the
 * buy dialog). Their largest paint must not wait for antd: an init script watches every animation
 * frame and notes when the page's main content first is in the document and when the first antd
 * module starts loading. If antd comes back into the page's own chunk, it starts loading before the
 * page can render at all.
 */
const KIT_FIRST: { path: string; content: string }[] = [
  { path: '/', content: 'main h1' },
  { path: '/wallet', content: '[data-testid="wallet-card"]' },
  { path: '/cart', content: '[data-testid="browse-products"]' },
  { path: '/orders', content: 'main .rpk-empty' },
  // a product's page: its image, the largest paint (the catalogue's first product)
  { path: '/product/:id', content: 'main img' },
  // the coins page: a new reseller's first-purchase offer in the Buy Coins tab, its largest paint
  { path: '/coins', content: '[data-testid="first-purchase-offer"]' },
];

/** Loads `path` in a new tab (a full load: empty share table) and tells whether antd started loading before `content` was in the document. */
async function antdBeforeContent(context: BrowserContext, path: string, content: string): Promise<boolean> {
  const tab = await context.newPage();
  await tab.addInitScript((selector) => {
    const seen: { content: number | null; antd: number | null } = { content: null, antd: null };
    (window as unknown as { __kitFirst: typeof seen }).__kitFirst = seen;
    type Versions = Record<string, { loaded?: boolean; loading?: unknown }>;
    const antdStarted = () => {
      const share = (window as unknown as { __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } }).__FEDERATION__?.__SHARE__;
      for (const scopes of Object.values(share ?? {}))
        for (const modules of Object.values(scopes))
          for (const [name, versions] of Object.entries(modules))
            // optional chaining, and the try below: with the start-up scripts preloaded
            // (apps/web-server/src/web-preload.ts) the watch stopped in some runs (content "never seen"), most
            // likely a TypeError on an entry not filled yet, which ended the frame loop
            if (name.startsWith('antd') && Object.values(versions).some((v) => v?.loaded || v?.loading)) return true;
      return false;
    };
    /** False while the share table is still being filled (an entry read mid-write may throw). */
    const antdStartedYet = () => {
      try {
        return antdStarted();
      } catch {
        return false;
      }
    };
    const check = () => {
      if (seen.content !== null) return;
      // antd first: a check that finds both counts as antd before the content
      if (seen.antd === null && antdStartedYet()) seen.antd = performance.now();
      if (document.querySelector(selector)) seen.content = performance.now();
    };
    // every change of the document (the content's insertion, and the <script> of any chunk, antd's
    // included) and every frame. Frames alone missed the content in some CI runs (content and
    // antd both null: no frame ran after the page was drawn); a mutation observer runs whether or
    // not the tab gets frames.
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    const tick = () => {
      check();
      if (seen.content === null) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, content);
  await tab.goto(path);
  await expect(tab.locator(content).first()).toBeVisible();
  const seen = await tab.evaluate(() => (window as unknown as { __kitFirst: { content: number | null; antd: number | null } }).__kitFirst);
  await tab.close();
  expect(seen.content, `${path}: ${content} never seen (${JSON.stringify(seen)})`).not.toBeNull();
  return seen.antd !== null;
}

test('the kit-first pages paint their content before any antd module is requested', async ({ context, page, request }) => {
  const user = await apiSignup(request, 'kitfirst');
  await login(page, user.email, user.password);
  const products = await request.get('/api/v1/products?limit=1');
  expect(products.status(), await products.text()).toBe(200);
  const productId: string = (await products.json()).items[0].id;
  for (const { path: pattern, content } of KIT_FIRST) {
    const path = pattern.replace(':id', productId);
    expect(await antdBeforeContent(context, path, content), `${path}: antd was requested before the page's content was in the document`).toBe(false);
  }
  // the watcher does see antd first on a page built with it (the account page's title is antd Typography)
  expect(await antdBeforeContent(context, '/account', 'main h2')).toBe(true);
});

test('an antd page loads antd through the shared scope (the check above can see it)', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: /pricing|plans/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loadedSharedModules(page)).toContain('antd/es/config-provider');
});

/** Who created each refresh request of `tab`: the scripts of its (async) stack, innermost first. */
async function refreshInitiators(context: BrowserContext, tab: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  const initiators: string[] = [];
  type Frame = { url: string };
  type Stack = { callFrames: Frame[]; parent?: Stack };
  cdp.on('Network.requestWillBeSent', (e: { request: { url: string }; initiator: { stack?: Stack } }) => {
    if (!e.request.url.endsWith('/api/v1/auth/refresh')) return;
    const scripts: string[] = [];
    for (let s = e.initiator.stack; s; s = s.parent) for (const f of s.callFrames) if (f.url) scripts.push(new URL(f.url).pathname);
    initiators.push(scripts.join(' < '));
  });
  return initiators;
}

/**
 * The page's first script (session-start.js, deferred before main.js in the shell's HTML) sends the silent refresh
 * while main.js and the shared modules download, and the session lib adopts its answer
 * (libs/web/api/src/early-refresh.ts); main.js would send it only if that script had not. Three
 * bundles: if the hand-off broke, a cold visit would refresh twice (the second rotating the cookie
 * again) and the page would wait for the late one.
 */
test('a cold signed-in visit sends the silent refresh once, from the page`s first script', async ({ context, page, request }) => {
  const user = await apiSignup(request, 'earlyrefresh');
  await login(page, user.email, user.password);
  const tab = await context.newPage();
  const initiators = await refreshInitiators(context, tab);
  await tab.goto('/wallet');
  await expect(tab.locator('[data-testid="wallet-card"]').first()).toBeVisible();
  await tab.waitForLoadState('networkidle');
  expect(initiators).toHaveLength(1);
  // from session-start.js, not from main.js after its download nor from the session lib's shared chunk after the waterfall
  expect(initiators[0]).toMatch(/^\/session-start\.js( <|$)/);
  await tab.close();
});

/**
 * session-start.js is an optimisation, not a dependency: where it fails to load, main.js sends the
 * refresh itself, still once, and the signed-in page works.
 */
test('without session-start.js the refresh leaves from main.js, once', async ({ context, page, request }) => {
  const user = await apiSignup(request, 'nosessionstart');
  await login(page, user.email, user.password);
  const tab = await context.newPage();
  await tab.route('**/session-start.js', (route) => route.abort());
  const initiators = await refreshInitiators(context, tab);
  await tab.goto('/wallet');
  await expect(tab.locator('[data-testid="wallet-card"]').first()).toBeVisible();
  await tab.waitForLoadState('networkidle');
  expect(initiators).toHaveLength(1);
  expect(initiators[0]).toMatch(/^\/main\.js( <|$)/);
  await tab.close();
});

/**
 * A visitor's browser has no session hint (the readable rpk_session cookie the gateway sets and
 * clears with the refresh cookie), so the shell sends no refresh at all and the catalogue asks for
 * its products at once; after a login the hint is there and a reload restores the session.
 */
test('a cold visitor visit sends no silent refresh; after a login a reload restores the session', async ({ page, request }) => {
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/auth/refresh')) refreshes.push(r.url());
  });
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(refreshes).toEqual([]);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('rpk_session');

  const user = await apiSignup(request, 'hintvisitor');
  await login(page, user.email, user.password);
  const hint = (await page.context().cookies()).find((c) => c.name === 'rpk_session');
  expect(hint).toMatchObject({ value: '1', path: '/', httpOnly: false });
  await page.goto('/wallet');
  await expect(page.locator('[data-testid="wallet-card"]').first()).toBeVisible();
  expect(refreshes).toHaveLength(1);
});
