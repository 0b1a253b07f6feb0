import { expect, test, type APIRequestContext, type ConsoleMessage } from '@playwright/test';

/**
 * The shell's HTML declares every script the page's Module Federation start-up loads (apps/web-server/src/server.ts,
 * apps/web-server/src/web-preload.ts, from the builds' preload-manifest.json): the browser requests them all at once
 * instead of discovering them one round trip after another. A page the server did not draw has them as
 * preload links in its head; a page it drew lists them for its first script, which adds the links right
 * after the first paint (apps/shell/src/start/after-paint-preloads.ts). Each preload must be for a file
 * that exists, be used by the page (Chrome warns about a preload that is not used, or not usable
 * because its mode differs, and then downloads the file twice), and name nothing another route needs.
 */

function preloadHrefs(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
}

/** The drawn page's list (a JSON data block), or null on a page with links in its head. */
function afterPaintList(html: string): string[] | null {
  const block = /<script type="application\/json" id="after-paint-preloads">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]) as string[]) : null;
}

/** What the page declares, whichever way. */
const declaredPreloads = (html: string): string[] => afterPaintList(html) ?? preloadHrefs(html);

/** The page's own script tags (main.js, session-start.js): declared by the HTML, loaded without a preload. */
function scriptTagSrcs(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)].map((m) => m[1]);
}

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/v1/products?limit=1');
  expect(res.status(), await res.text()).toBe(200);
  return `/product/${(await res.json()).items[0].id}`;
}

/** An Urdu visit is drawn by the scripts (apps/web-server/src/web-first-paint.ts): its preloads are head links. */
const URDU = 'rpk-lang=ur';

const PAGES: { name: string; path: (request: APIRequestContext) => Promise<string>; content: string; cookie?: string }[] = [
  { name: '/products', path: async () => '/products', content: 'main h2, main h3' },
  { name: '/login', path: async () => '/login', content: 'main h2, main h3' },
  { name: '/product/:id', path: firstProductPath, content: 'main h2' },
  { name: '/', path: async () => '/', content: 'main h1' },
  { name: '/products in Urdu', path: async () => '/products', content: 'main h2, main h3', cookie: URDU },
];

for (const target of PAGES) {
  test(`${target.name}: the HTML preloads every start-up script, each exists, is used once and none is wasted`, async ({ page, request, baseURL }) => {
    const path = await target.path(request);
    const html = await (await request.get(path, { headers: target.cookie ? { cookie: target.cookie } : {} })).text();
    const drawn = afterPaintList(html) !== null;
    // a visitor's page is drawn by the server, and its preloads wait for the first paint; in Urdu, not
    expect(drawn).toBe(!target.cookie);
    if (drawn) expect(preloadHrefs(html)).toEqual([]);
    if (target.cookie) {
      const [name, value] = target.cookie.split('=');
      await page.context().addCookies([{ name, value, url: baseURL! }]);
    }
    const hrefs = declaredPreloads(html);
    const urls = hrefs.map((h) => new URL(h, baseURL).href);
    // the shell's chunks, the remote's entry and the remote's own chunks (routes module, page)
    expect(urls.filter((u) => u.startsWith(baseURL!)).length, hrefs.join('\n')).toBeGreaterThan(1);
    expect(urls.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    expect(urls.filter((u) => !u.startsWith(baseURL!) && !u.endsWith('/remoteEntry.js')).length, hrefs.join('\n')).toBeGreaterThan(0);
    for (const url of urls) expect((await request.get(url)).status(), url).toBe(200);

    const warnings: string[] = [];
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
    });
    // when the page's own content is first in the document (checked in every animation frame)
    await page.addInitScript((selector) => {
      const tick = () => {
        if (document.querySelector(selector)) (window as unknown as { __contentAt: number }).__contentAt = performance.now();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, target.content);
    await page.goto(path);
    await expect(page.locator(target.content).first()).toBeVisible({ timeout: 15_000 });
    // the watcher notes the content in its next animation frame, which may come after the locator saw it
    await page.waitForFunction(() => (window as unknown as { __contentAt?: number }).__contentAt !== undefined);
    // every script requested before the page's content was there was declared by the HTML (a preload,
    // or one of its script tags); what a page requests after its first paint on purpose (the landing
    // page's antd sections) is not
    const { scripts, contentAt, manifestRequests, firstPaint } = await page.evaluate(() => ({
      contentAt: (window as unknown as { __contentAt: number }).__contentAt,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => ({ name: e.name, initiator: e.initiatorType, start: e.startTime })),
      manifestRequests: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/mf-manifest.json')).length,
    }));
    expect(contentAt).toBeGreaterThan(0);
    // the remote config came with the page (its JSON data block), not one round trip after main.js
    expect(manifestRequests).toBe(0);
    const tags = scriptTagSrcs(html).map((src) => new URL(src, baseURL).href);
    expect(tags).toEqual(expect.arrayContaining([`${new URL(baseURL!).origin}/main.js`, `${new URL(baseURL!).origin}/session-start.js`]));
    const undeclared = scripts.filter((s) => s.start < contentAt && !urls.includes(s.name) && !tags.includes(s.name)).map((s) => s.name);
    expect(undeclared, 'start-up scripts the HTML did not preload').toEqual([]);
    // ... each downloaded once: by its preload, or on a drawn page by main.js when it asked before the
    // links were added (they are added only for what it has not asked for)
    for (const url of urls) {
      const entries = scripts.filter((s) => s.name === url);
      expect(entries.map((s) => s.initiator), url).toEqual(drawn ? [expect.stringMatching(/^(link|script)$/)] : ['link']);
    }
    if (drawn) {
      // ... and on a drawn page no preload starts before the first paint
      expect(firstPaint).toBeGreaterThan(0);
      const early = scripts.filter((s) => s.initiator === 'link' && s.start < firstPaint!);
      expect(early, 'preloads requested before the first paint').toEqual([]);
      expect(scripts.filter((s) => s.initiator === 'link').length).toBeGreaterThan(0);
    }
    // Chrome warns 3 s after the load event about a preload nothing used (and at once about one it could not use)
    await page.waitForLoadState('load');
    await page.waitForTimeout(4_000);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  });
}

test("a page's preloads name no chunk that only another route uses", async ({ request }) => {
  const loginUrls = new Set(declaredPreloads(await (await request.get('/login')).text()));
  const productsUrls = declaredPreloads(await (await request.get('/products')).text());
  const onlyProducts = productsUrls.filter((u) => !loginUrls.has(u));
  // the catalogue page's own chunks are there on /products and not on /login
  expect(onlyProducts.length).toBeGreaterThan(0);
  const manifestUrl = productsUrls.find((u) => u.endsWith('/remoteEntry.js'))!.replace('remoteEntry.js', 'preload-manifest.json');
  const manifest = (await (await request.get(manifestUrl)).json()) as { routes: { path: string; files: string[] }[] };
  const base = manifestUrl.replace('preload-manifest.json', '');
  const filesOf = (p: string) => manifest.routes.find((r) => r.path === p)!.files.map((f) => base + f);
  const loginFiles = new Set(filesOf('login'));
  const productsOnly = filesOf('products').filter((f) => !loginFiles.has(f));
  expect(productsOnly.length).toBeGreaterThan(0);
  expect(productsOnly.filter((f) => loginUrls.has(f))).toEqual([]);
  expect(productsOnly.every((f) => productsUrls.includes(f))).toBe(true);
  // an antd page's layout chunk is not preloaded for a kit page
  const antdOnly = filesOf('pricing').filter((f) => !loginFiles.has(f) && !new Set(filesOf('products')).has(f));
  expect(antdOnly.length).toBeGreaterThan(0);
  expect(antdOnly.filter((f) => loginUrls.has(f) || productsUrls.includes(f))).toEqual([]);
});
