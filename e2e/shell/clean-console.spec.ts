import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductPage } from '@resellpk/contracts';
import { adminLogin, DEMO, pathnameIs } from '../admin/admin-helpers';

/**
 * A new visitor's first look at the product: every main public page opened cold (fresh browser
 * context: no cookie, no cache), in English and in Urdu, must log no console error or warning and
 * make no request that fails or answers 4xx/5xx (the favicon included).
 */

interface Problem {
  kind: 'console' | 'pageerror' | 'requestfailed' | 'http';
  text: string;
}

function watch(page: Page): Problem[] {
  const problems: Problem[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push({ kind: 'console', text: `${msg.type()}: ${msg.text()} (${msg.location().url})` });
  });
  page.on('pageerror', (err) => problems.push({ kind: 'pageerror', text: err.message }));
  page.on('requestfailed', (req) => problems.push({ kind: 'requestfailed', text: `${req.method()} ${req.url()}: ${req.failure()?.errorText}` }));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push({ kind: 'http', text: `${res.status()} ${res.request().method()} ${res.url()}` });
  });
  return problems;
}

async function firstProductId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/v1/products?limit=1');
  expect(res.status(), await res.text()).toBe(200);
  const { items } = (await res.json()) as ProductPage;
  expect(items.length, 'the e2e stack has demo products').toBeGreaterThan(0);
  return items[0].id;
}

const PAGE_HEADING = 'main :is(h1, h2, h3, h4)';
const PAGES: { name: string; path: (request: APIRequestContext) => Promise<string>; ready?: string }[] = [
  { name: 'landing', path: async () => '/' },
  { name: 'products', path: async () => '/products' },
  { name: 'product detail', path: async (request) => `/product/${await firstProductId(request)}` },
  { name: 'login', path: async () => '/login' },
  { name: 'signup', path: async () => '/signup' },
  { name: 'pricing', path: async () => '/pricing' },
  // the admin panel has its own layout (no <main> on the login door): its form
  { name: 'admin login', path: async () => '/admin/login', ready: 'form#admin-login' },
];

for (const language of ['en', 'ur'] as const) {
  test.describe(`a cold first visit in ${language === 'en' ? 'English' : 'Urdu'}`, () => {
    for (const target of PAGES) {
      test(`${target.name}: clean console, no failed request`, async ({ page, request }) => {
        const path = await target.path(request);
        if (language === 'ur') await page.addInitScript(() => localStorage.setItem('rpk-lang', 'ur'));
        const problems = watch(page);
        await page.goto(path);
        // the page has rendered its own content (not only the shell's boot text) ...
        await expect(page.locator(target.ready ?? PAGE_HEADING).first()).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // ... and everything it started (API calls, images, fonts, the favicon) has settled
        await page.waitForLoadState('networkidle');
        expect(problems, `problems on ${path}`).toEqual([]);
      });
    }
  });
}

test('the favicon is the brand icon, linked from the page and served at /favicon.ico', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
  expect(href).toBeTruthy();
  const svg = await request.get(href!);
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  expect(await svg.text()).toContain('<svg');

  // browsers (and crawlers) that ignore <link rel="icon"> ask for /favicon.ico
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  const bytes = await ico.body();
  // ICO header: reserved 0, type 1 (icon), at least one image
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
});

test('a signed-in admin reloading an admin page: no React Router warning, no failed request', async ({ page }) => {
  await adminLogin(page, DEMO.admin);
  await expect(page).toHaveURL(pathnameIs('/admin'));
  await page.goto('/admin/management');
  await expect(page.getByRole('heading', { name: 'Admin Management', exact: true })).toBeVisible();
  // a reload rebuilds the router once the admin remote is there, while the page's chunk loads
  const problems = watch(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Management', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
