import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createHash } from 'node:crypto';
// the guard must read the storage key the browser's cart writes: the spec checks it against the web lib
// (a test-only import; the server itself carries the key as text)
// eslint-disable-next-line @nx/enforce-module-boundaries
import { CART_KEY } from '@resellpk/web-cart';

const { firstPaintRenderer, warmFirstPaint, withFirstPaint, wantsFirstPaint, pageTokenOf, EMPTY_CART_GUARD, EMPTY_CART_GUARD_HASH } = require('./web-first-paint');

interface Paint {
  markup: string;
  state: unknown;
  leadImage?: string | null;
  user?: string | null;
  title?: string;
}
type Render = (url: string, apiOrigin: string, pageToken?: string) => Promise<Paint | null>;

const PAGE = '<!doctype html><html><head><meta charset=utf-8></head><body><div id=root><div id=boot>ResellPK</div></div></body></html>';
const API = 'http://127.0.0.1:3000';

/** A renderer as firstPaintRenderer returns it, around a jest mock. */
function fakeRenderer(render: Render, warmPaths: string[] = []) {
  const current = {
    render: jest.fn(render),
    warmPaths,
    drawings: new Map(),
    signedIn: (path: string) => ['/wallet', '/coins', '/cart'].includes(path),
    emptyCart: (path: string) => path === '/cart',
  };
  return { renderer: () => current, render: current.render };
}

const served = (renderer: () => unknown, url = '/login', cookie?: string) => withFirstPaint(PAGE, { url, cookie, apiOrigin: API }, renderer);
const page = async (renderer: () => unknown, url = '/login', cookie?: string) => (await served(renderer, url, cookie)).html as string;

describe('the first screen in the HTML (web-first-paint.ts)', () => {
  it('puts the drawing in an inert closed shadow root before #root, and its data in a JSON block', async () => {
    const { renderer, render } = fakeRenderer(async () => ({ markup: '<h2>Login</h2>', state: { queries: [{ name: '</script><script>alert(1)</script>' }] } }));
    const html = await page(renderer);
    expect(render).toHaveBeenCalledWith('/login', API);
    expect(html).toContain('<body><div id="first-paint" inert><template shadowrootmode="closed"><h2>Login</h2></template></div>');
    const data = html.match(/<script type="application\/json" id="first-paint-data">(.*?)<\/script><div id=root>/)?.[1];
    // the data cannot close its tag: every `<` is escaped, and it reads back the same
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect(JSON.parse(data as string)).toEqual({ queries: [{ name: '</script><script>alert(1)</script>' }] });
  });

  it('asks for the lead image of the page first in the head, before the scripts', async () => {
    const { renderer } = fakeRenderer(async () => ({ markup: '<img src="/api/media/a.webp" fetchPriority="high"/>', state: { queries: [] }, leadImage: '/api/media/a.webp?w=1&amp;h=2' }));
    const html = await page(renderer, '/products');
    expect(html.startsWith('<!doctype html><html><head><meta charset=utf-8><link rel="preload" as="image" href="/api/media/a.webp?w=1&amp;h=2" fetchpriority="high"></head>')).toBe(true);
  });

  it("sends the drawn page's own title instead of the brand alone (issue 34, 10), escaped", async () => {
    const titled = '<!doctype html><html><head><meta charset=utf-8><title>ResellPK</title></head><body><div id=root></div></body></html>';
    const { renderer } = fakeRenderer(async () => ({ markup: '<h2>Lamp</h2>', state: null, title: 'Lamp <&> · ResellPK' }));
    const { html } = await withFirstPaint(titled, { url: '/product/p1', apiOrigin: API }, renderer);
    expect(html).toContain('<title>Lamp &lt;&amp;&gt; · ResellPK</title>');
    expect(html).not.toContain('<title>ResellPK</title>');
  });

  it('says whether the page holds a drawing (its preloads then wait for the first paint: server.ts)', async () => {
    const { renderer } = fakeRenderer(async () => ({ markup: '<h2>Login</h2>', state: null }));
    expect(await served(renderer)).toMatchObject({ drawn: true, personal: false });
    expect(await served(renderer, '/login', 'rpk-lang=ur')).toEqual({ html: PAGE, drawn: false, personal: false });
    expect(await served(() => null)).toEqual({ html: PAGE, drawn: false, personal: false });
  });

  it('leaves the page alone for a signed-in browser, an Urdu visit, or a page without a drawing', async () => {
    const { renderer, render } = fakeRenderer(async () => ({ markup: '<h2>Login</h2>', state: null }));
    expect(await page(renderer, '/login', 'rpk_device=a; rpk_session=1')).toBe(PAGE);
    expect(await page(renderer, '/login', 'rpk-lang=ur')).toBe(PAGE);
    expect(render).not.toHaveBeenCalled();
    expect(wantsFirstPaint('rpk-lang=en; other=1')).toBe(true);
    expect(wantsFirstPaint('rpk_session=10')).toBe(true);

    const none = fakeRenderer(async () => null);
    expect(await page(none.renderer, '/wallet')).toBe(PAGE);
    expect(await page(() => null)).toBe(PAGE); // not built
  });

  it('draws a signed-in user\'s page with their page token, for every request, marked as theirs', async () => {
    const { renderer, render } = fakeRenderer(async (url, _api, token) => ({ markup: `<p>${url} of ${token}</p>`, state: { queries: [{ owner: token }] }, user: `user-of-${token}` }));
    const one = await served(renderer, '/wallet', 'rpk_session=1; rpk_page=token.a-1');
    expect(one.personal).toBe(true);
    expect(one.html).toContain('<template shadowrootmode="closed"><p>/wallet of token.a-1</p></template>');
    expect(one.html).toContain('<script type="application/json" id="first-paint-data" data-user="user-of-token.a-1">{"queries":[{"owner":"token.a-1"}]}</script>');
    // two users at once, and the first again: each gets their own drawing, none is kept or shared
    const [two, again] = await Promise.all([served(renderer, '/wallet', 'rpk_page=token_b; rpk_session=1'), served(renderer, '/wallet', 'rpk_session=1; rpk_page=token.a-1')]);
    expect(two.html).toContain('of token_b</p>');
    expect(two.html).not.toContain('token.a-1');
    expect(again.html).toContain('of token.a-1</p>');
    expect(render.mock.calls).toEqual([
      ['/wallet', API, 'token.a-1'],
      ['/wallet', API, 'token_b'],
      ['/wallet', API, 'token.a-1'],
    ]);
  });

  it('draws no signed-in page without the hint and the token, in Urdu, or outside the signed-in list', async () => {
    const { renderer, render } = fakeRenderer(async () => ({ markup: '<p>mine</p>', state: { queries: [] }, user: 'u' }));
    for (const [url, cookie] of [
      ['/wallet', 'rpk_session=1'], // an expired page token: the browser dropped it
      ['/wallet', 'rpk_session=1; rpk_page=t; rpk-lang=ur'],
      ['/orders', 'rpk_session=1; rpk_page=t'],
      ['/products', 'rpk_session=1; rpk_page=t'],
    ]) {
      expect(await served(renderer, url, cookie)).toEqual({ html: PAGE, personal: false, drawn: false });
    }
    expect(render).not.toHaveBeenCalled();
    expect(pageTokenOf('rpk_page=t')).toBeNull(); // a token without the hint is left over from a session that ended
    expect(pageTokenOf('rpk_session=1; rpk_page=a"b')).toBeNull();
    expect(pageTokenOf('rpk_session=1; xrpk_page=t')).toBeNull();
  });

  it('puts the check that takes the drawing away when the browser holds a cart right after the empty cart, and only there', async () => {
    const { renderer } = fakeRenderer(async (url) => ({ markup: `<p>${url}</p>`, state: { queries: [] }, user: 'u' }));
    const cart = await page(renderer, '/cart', 'rpk_session=1; rpk_page=t');
    expect(cart).toContain(`<p>/cart</p></template></div><script>${EMPTY_CART_GUARD}</script><script type="application/json" id="first-paint-data"`);
    for (const url of ['/wallet', '/coins']) expect(await page(renderer, url, 'rpk_session=1; rpk_page=t')).not.toContain('<script>');
    // allowed by exactly this hash in the page's CSP, and it reads the cart lib's own key
    expect(EMPTY_CART_GUARD_HASH).toBe(`'sha256-${createHash('sha256').update(EMPTY_CART_GUARD).digest('base64')}'`);
    expect(EMPTY_CART_GUARD).toContain(`localStorage.getItem(${JSON.stringify(CART_KEY)})`);
  });

  it('the check removes the drawing when a cart is stored, keeps it when none is, and never throws', () => {
    const run = (getItem: () => string | null) => {
      const remove = jest.fn();
      const document = { getElementById: (id: string) => (id === 'first-paint' ? { remove } : null) };
      new Function('localStorage', 'document', EMPTY_CART_GUARD)({ getItem }, document);
      return remove.mock.calls.length;
    };
    expect(run(() => JSON.stringify({ items: [{ productId: 'p' }] }))).toBe(1);
    expect(run(() => '{"items":[]}')).toBe(1); // a stored cart the page will read: drawn by its scripts
    expect(run(() => null)).toBe(0);
    expect(
      run(() => {
        throw new Error('storage disabled');
      }),
    ).toBe(0); // the cart lib reads unreadable storage as an empty cart too
  });

  it('draws a page without data once, and one with data (or none) for every request', async () => {
    const { renderer, render } = fakeRenderer(async (url) => (url === '/product/gone' ? null : { markup: `<p>${url}</p>`, state: url === '/products' ? { queries: [] } : null }));
    for (let i = 0; i < 3; i++) {
      expect(await page(renderer, '/login')).toContain('<p>/login</p>');
      expect(await page(renderer, '/products')).toContain('<p>/products</p>');
      expect(await page(renderer, '/product/gone')).toBe(PAGE);
    }
    const calls = render.mock.calls.map(([url]) => url);
    expect(calls.filter((url) => url === '/login')).toHaveLength(1);
    expect(calls.filter((url) => url === '/products')).toHaveLength(3);
    expect(calls.filter((url) => url === '/product/gone')).toHaveLength(3);
  });

  it('draws the pages without data when the server starts, so the first visitor gets them at once', async () => {
    const { renderer, render } = fakeRenderer(async (url) => ({ markup: `<p>${url}</p>`, state: null }), ['/login', '/signup']);
    await warmFirstPaint(renderer, API);
    expect(render.mock.calls).toEqual([
      ['/login', API],
      ['/signup', API],
    ]);
    expect(await page(renderer, '/signup')).toContain('<p>/signup</p>');
    expect(render).toHaveBeenCalledTimes(2);
    await warmFirstPaint(() => null, API); // not built: nothing to do
  });

  it('does not hold the HTML for a slow drawing, which the next visitor then gets', async () => {
    let finish: (paint: Paint) => void = () => undefined;
    const { renderer, render } = fakeRenderer(() => new Promise((resolve) => (finish = resolve)));
    const started = Date.now();
    expect(await page(renderer)).toBe(PAGE);
    expect(Date.now() - started).toBeLessThan(2000);
    // a second visitor meanwhile shares the drawing under way instead of starting another
    const second = page(renderer);
    finish({ markup: '<h2>Login</h2>', state: null });
    expect(await second).toContain('<h2>Login</h2>');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('sends the page without a drawing when the renderer fails, and tries again next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let fail = true;
      const { renderer, render } = fakeRenderer(async () => {
        if (fail) throw new Error('boom');
        return { markup: '<h2>Login</h2>', state: null };
      });
      expect(await page(renderer)).toBe(PAGE);
      expect(error).toHaveBeenCalledWith('[serve-web] first paint of /login failed:', expect.any(Error));
      fail = false;
      expect(await page(renderer)).toContain('<h2>Login</h2>');
      expect(render).toHaveBeenCalledTimes(2);
    } finally {
      error.mockRestore();
    }
  });

  it('loads the built renderer, and loads it again when a new build replaces it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rpk-first-paint-'));
    try {
      const file = path.join(dir, 'render.js');
      const build = (text: string, mtime: number) => {
        writeFileSync(file, `exports.renderFirstPaint = async () => ({ markup: ${JSON.stringify(text)}, state: null });`);
        utimesSync(file, mtime, mtime);
      };
      build('<p>first build</p>', 1_700_000_000);
      const renderer = firstPaintRenderer(dir);
      expect(await page(renderer)).toContain('<p>first build</p>');
      build('<p>second build</p>', 1_700_000_100);
      // jest keeps its own module registry beside require.cache, which the server clears in Node
      jest.resetModules();
      expect(await page(renderer)).toContain('<p>second build</p>');
      expect(firstPaintRenderer(path.join(dir, 'missing'))()).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
