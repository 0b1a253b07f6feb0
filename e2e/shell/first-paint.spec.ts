import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiSignup, screenshot } from '../helpers';

/**
 * A visitor's first screen comes in the HTML (apps/web-server/src/web-first-paint.ts, apps/first-paint): the page
 * is drawn before any script has run, and the live page replaces it once React has drawn the same.
 */

const PHONE = { width: 360, height: 640 };

async function firstProduct(page: Page): Promise<{ id: string; shortName: string; name: string }> {
  const res = await page.request.get('/api/v1/products?limit=1');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).items[0];
}

/** Waits for the page's load and for the images in view of the live page (the first screen's load with them). */
async function imagesLoaded(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete && i.naturalWidth > 0));
}

/** The page as the HTML alone draws it: every script blocked (with the cookies of a signed-in browser, when given). */
async function htmlOnly(browser: Browser, url: string, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<Buffer> {
  const context = await browser.newContext({ viewport: PHONE, storageState });
  try {
    const page = await context.newPage();
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(url);
    await imagesLoaded(page);
    expect(await page.evaluate(() => document.getElementById('first-paint')?.getBoundingClientRect().height ?? 0)).toBeGreaterThan(300);
    return await page.screenshot();
  } finally {
    await context.close();
  }
}

/** Share of the pixels that differ between two screenshots of the same size. */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all([sharp(a).raw().toBuffer({ resolveWithObject: true }), sharp(b).raw().toBuffer({ resolveWithObject: true })]);
  expect([ra.info.width, ra.info.height]).toEqual([rb.info.width, rb.info.height]);
  const channels = ra.info.channels;
  let differing = 0;
  for (let i = 0; i < ra.data.length; i += channels) {
    const delta = Math.abs(ra.data[i] - rb.data[i]) + Math.abs(ra.data[i + 1] - rb.data[i + 1]) + Math.abs(ra.data[i + 2] - rb.data[i + 2]);
    if (delta > 30) differing++;
  }
  return differing / (ra.info.width * ra.info.height);
}

const PAGES: { path: string; content: (page: Page) => Promise<void> }[] = [
  { path: '/', content: (page) => expect(page.getByTestId('free-gifts')).toBeVisible() },
  { path: '/login', content: (page) => expect(page.getByRole('heading', { name: 'Login' })).toBeVisible() },
  { path: '/signup', content: (page) => expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible() },
  { path: '/forgot-password', content: (page) => expect(page.locator('main h2')).toBeVisible() },
  { path: '/products', content: (page) => expect(page.locator('main img').first()).toBeVisible() },
  { path: '/product/:first', content: (page) => expect(page.locator('main h2')).toBeVisible() },
];

for (const { path, content } of PAGES) {
  test(`${path}: the HTML draws the first screen, and the live page takes its place unchanged`, async ({ browser, page }) => {
    const url = path === '/product/:first' ? `/product/${(await firstProduct(page)).id}` : path;
    const before = await htmlOnly(browser, url);

    await page.setViewportSize(PHONE);
    await page.goto(url);
    await content(page);
    // gone once the live page is drawn, with the data block the live page read
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('#first-paint-data')).toHaveCount(0);
    await imagesLoaded(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const after = await page.screenshot();
    await screenshot(page, `first-paint${path.replace(/\W+/g, '-')}`);
    // the same pixels: nothing moves, nothing changes when the scripts take over (0.5 % leaves
    // room for the caret-less anti-aliasing of a focus ring or an icon's edge)
    expect(await differingShare(before, after)).toBeLessThan(0.005);
  });
}

test('the first screen cannot be used: it is inert until the live page replaces it', async ({ page }) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/login');
  const host = page.locator('#first-paint');
  await expect(host).toHaveJSProperty('inert', true);
  // nothing of it is in the document for a script or an assistive technology: a closed shadow root
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
  expect(await page.evaluate(() => document.getElementById('first-paint')?.shadowRoot ?? null)).toBeNull();
});

test('the catalogue, a product and the gifts are drawn from the answers in the HTML: the browser does not ask again', async ({ page }) => {
  const product = await firstProduct(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/v1/products') || pathname.startsWith('/api/v1/free-offers')) asked.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('free-gift-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/products');
  await expect(page.locator('main img').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto(`/product/${product.id}`);
  await expect(page.locator('main h2', { hasText: product.shortName })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('the catalogue HTML draws the first 8 cards; the live page draws the whole page of 24', async ({ page, request }) => {
  const html = await (await request.get('/products')).text();
  const drawing = html.slice(html.indexOf('<template shadowrootmode="closed">'), html.indexOf('</template>'));
  expect(drawing.match(/data-testid="product-card"/g)).toHaveLength(8);
  await page.goto('/products');
  await expect(page.getByTestId('product-card')).toHaveCount(24);
});

// a signed-in reseller's wallet, coins and orders, drawn from their own answers (the page cookie)
const SIGNED_IN_PAGES: { path: string; api: RegExp; content: (page: Page) => Promise<void> }[] = [
  { path: '/wallet', api: /\/api\/v1\/wallet$/, content: (page) => expect(page.getByTestId('wallet-balance')).toHaveText('Rs. 0', { timeout: 3000 }) },
  { path: '/coins', api: /\/api\/v1\/coins\/account$/, content: (page) => expect(page.getByTestId('coin-balance-live')).toBeVisible({ timeout: 3000 }) },
  { path: '/orders', api: /\/api\/v1\/orders(\?|$)/, content: (page) => expect(page.getByText("You haven't placed any orders yet.")).toBeVisible({ timeout: 3000 }) },
];

for (const { path, api, content } of SIGNED_IN_PAGES) {
  test(`${path} signed in: the HTML draws the user's own first screen, and the live page takes its place unchanged`, async ({ browser, page }) => {
    await apiSignup(page.request, `drawn${path.replace(/\W+/g, '')}`);
    // the same cookies in a browser that runs no script: the HTML alone (the refresh cookie is not used there)
    const before = await htmlOnly(browser, path, await page.context().storageState());

    await page.setViewportSize(PHONE);
    // the page's own answer held back for 5 s: the live page draws it at once from the HTML's data block
    await page.route(api, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(path);
    await content(page);
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('#first-paint-data')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const after = await page.screenshot();
    await screenshot(page, `first-paint-signed-in${path.replace(/\W+/g, '-')}`);
    expect(await differingShare(before, after)).toBeLessThan(0.005);
  });
}

test('/cart signed in with an empty bag: the HTML draws the empty bag, and the live page takes its place unchanged', async ({ browser, page }) => {
  await apiSignup(page.request, 'drawncart');
  const html = await (await page.request.get('/cart')).text();
  expect(html).toContain('<div id="first-paint" inert>');
  // the check that takes the drawing away when the browser holds a cart, right after it
  expect(html).toMatch(/<\/template><\/div><script>try\{if\(localStorage\.getItem\("cart"\)!==null\)/);
  const before = await htmlOnly(browser, '/cart', await page.context().storageState());

  await page.setViewportSize(PHONE);
  await page.goto('/cart');
  await expect(page.getByTestId('browse-products')).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  const after = await page.screenshot();
  await screenshot(page, 'first-paint-signed-in-cart');
  expect(await differingShare(before, after)).toBeLessThan(0.005);
});

test('/cart with a cart in the browser: the drawn empty bag is taken away before any script, and the page draws the lines', async ({ browser, page }) => {
  await apiSignup(page.request, 'drawncartlines');
  const product = await firstProduct(page);
  const cart = JSON.stringify({ items: [{ productId: product.id, product, quantity: 2, profitAmountPaisa: 0 }] });
  const state = await page.context().storageState();
  state.origins.push({ origin: new URL(test.info().project.use.baseURL!).origin, localStorage: [{ name: 'cart', value: cart }] });
  // the HTML alone (every script file blocked; the inline check runs): the server drew the empty bag,
  // the check removed it while the page was parsed, so the empty bag is never on screen
  const blocked = await browser.newContext({ viewport: PHONE, storageState: state });
  try {
    const tab = await blocked.newPage();
    await tab.route(/\.js(\?|$)/, (route) => route.abort());
    const response = await tab.goto('/cart');
    expect(await response!.text()).toContain('<div id="first-paint" inert>');
    await expect(tab.locator('#boot')).toHaveText('ResellPK');
    await expect(tab.locator('#first-paint')).toHaveCount(0);
    expect(await tab.getByTestId('browse-products').count()).toBe(0);
  } finally {
    await blocked.close();
  }
  // and the live page, from the same storage: the bag with its line
  await page.context().addInitScript((value) => {
    if (!localStorage.getItem('cart')) localStorage.setItem('cart', value);
  }, cart);
  await page.goto('/cart');
  await expect(page.getByText(product.name).first()).toBeVisible();
  await expect(page.getByTestId('browse-products')).toHaveCount(0);
});

test('signed-in drawings are each user\'s own: twenty at once for two users, none with the other\'s answers', async ({ browser }) => {
  const users = await Promise.all(
    ['a', 'b'].map(async (label) => {
      const context = await browser.newContext();
      await apiSignup(context.request, `iso${label}`);
      const me = await (await context.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${await pageTokenOf(context)}` } })).json();
      return { context, id: me.id as string };
    }),
  );
  try {
    const pages = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const user = users[i % 2];
        const res = await user.context.request.get(i % 4 < 2 ? '/wallet' : '/coins');
        expect(res.headers()['cache-control']).toBe('private, no-store');
        return { user, html: await res.text() };
      }),
    );
    for (const { user, html } of pages) {
      const other = users.find((u) => u !== user)!;
      expect(html).toContain(`id="first-paint-data" data-user="${user.id}"`);
      expect(html).toContain(user.id);
      expect(html).not.toContain(other.id);
    }
  } finally {
    await Promise.all(users.map((u) => u.context.close()));
  }
});

test('answers drawn for another account are not taken: the live page is the signed-in user\'s own', async ({ browser, page }) => {
  // a page cookie left from another account (the two cookies are set and cleared together, so only
  // a broken cookie jar could do this): the HTML is drawn for that account, the browser's session is B's
  const other = await browser.newContext();
  try {
    await apiSignup(other.request, 'othercookie');
    const othersToken = await pageTokenOf(other);
    const othersId = (await (await other.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${othersToken}` } })).json()).id as string;
    const own = await apiSignup(page.request, 'owncookie');
    // (read with the token: a refresh here would set this browser's own page cookie again)
    const ownId = (await (await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${own.token}` } })).json()).id as string;
    await page.context().addCookies([{ name: 'rpk_page', value: othersToken, url: new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin }]);
    const html = await (await page.request.get('/wallet')).text();
    expect(html).toContain(`data-user="${othersId}"`);
    expect(ownId).not.toBe(othersId);
    const walletReads: string[] = [];
    page.on('response', async (r) => {
      if (new URL(r.url()).pathname === '/api/v1/wallet') walletReads.push(((await r.json()) as { userId: string }).userId);
    });
    // the browser's own answer held back: until it comes, the card may show nothing but its skeleton
    await page.route(/\/api\/v1\/wallet$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-card')).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    expect(await page.getByTestId('wallet-balance').count(), 'no balance drawn from the other account\'s answers').toBe(0);
    await expect(page.getByTestId('wallet-balance')).toHaveText('Rs. 0', { timeout: 10_000 });
    expect(walletReads).toContain(ownId);
    expect(walletReads).not.toContain(othersId);
  } finally {
    await other.close();
  }
});

/** The page cookie of a signed-in context (httpOnly: read from the context, as the server sees it). */
async function pageTokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'rpk_page');
  expect(cookie, 'the gateway sets the page cookie with the session').toBeDefined();
  return cookie!.value;
}

test('a signed-in or Urdu visit gets the page without a first screen (it would show the wrong page)', async ({ request }) => {
  const visitor = await (await request.get('/login')).text();
  expect(visitor).toContain('Welcome back! Log in to continue reselling.');
  expect(visitor).toContain('<div id="first-paint" inert><template shadowrootmode="closed">');
  for (const cookie of ['rpk_session=1', 'rpk-lang=ur']) {
    const html = await (await request.get('/login', { headers: { cookie } })).text();
    expect({ cookie, drawn: html.includes('id="first-paint"') }).toEqual({ cookie, drawn: false });
  }
  const wallet = await (await request.get('/wallet')).text();
  expect(wallet).not.toContain('id="first-paint"');
});
