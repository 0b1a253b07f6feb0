import { test, expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { screenshot } from '../helpers';

/**
 * A visitor's first screen comes in the HTML (tools/web-first-paint.js, apps/first-paint): the page
 * is drawn before any script has run, and the live page replaces it once React has drawn the same.
 */

const PHONE = { width: 360, height: 640 };

async function firstProduct(page: Page): Promise<{ id: string; shortName: string }> {
  const res = await page.request.get('/api/v1/products?limit=1');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).items[0];
}

/** Waits for the page's load and for the images in view of the live page (the first screen's load with them). */
async function imagesLoaded(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete && i.naturalWidth > 0));
}

/** The page as the HTML alone draws it: every script blocked. */
async function htmlOnly(browser: Browser, url: string): Promise<Buffer> {
  const context = await browser.newContext({ viewport: PHONE });
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
