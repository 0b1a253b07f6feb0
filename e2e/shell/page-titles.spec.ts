import { expect, test, type Page } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { loginAs, main } from '../storefront/helpers';

/**
 * Issue 34, 10: every tab was titled "ResellPK". Each page has its own title, "<page> · ResellPK",
 * in the page's language, and a product page is titled with the product's name.
 */
const urdu = (page: Page) => page.addInitScript(() => localStorage.setItem('rpk-lang', 'ur'));

async function firstProduct(request: APIRequestContext): Promise<{ id: string; shortName: string }> {
  const res = await request.get('/api/v1/products?limit=1');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { id: string; shortName: string }[] }).items[0];
}

test.describe('page titles', () => {
  test('a visitor, in English: each page its own title, a product its name', async ({ page, request }) => {
    const product = await firstProduct(request);
    for (const [path, title] of [
      ['/login', 'Login · ResellPK'],
      ['/signup', 'Sign Up · ResellPK'],
      ['/products', 'Products · ResellPK'],
      ['/about', 'About Us · ResellPK'],
      ['/faq', 'FAQ · ResellPK'],
      ['/no-such-page', 'Oops! Page not found · ResellPK'],
    ]) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    await page.goto(`/product/${product.id}`);
    await expect(main(page).getByRole('heading', { name: product.shortName })).toBeVisible();
    await expect(page).toHaveTitle(`${product.shortName} · ResellPK`);
    // client-side navigation follows: the top bar's Products link, the catalogue's title again
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page).toHaveTitle('Products · ResellPK');
  });

  test('the server sends the title with the first screen (before any script)', async ({ request }) => {
    const product = await firstProduct(request);
    for (const [path, title] of [
      ['/login', 'Login · ResellPK'],
      ['/products', 'Products · ResellPK'],
      [`/product/${product.id}`, `${product.shortName} · ResellPK`],
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<title>${title}</title>`);
    }
  });

  test('a reseller, in Urdu: the titles are Urdu, the product keeps its name', async ({ page, request }) => {
    const product = await firstProduct(request);
    await urdu(page);
    await page.goto('/products');
    await expect(page).toHaveTitle('مصنوعات · ResellPK');
    await page.goto('/about');
    await expect(page).toHaveTitle('ہمارے بارے میں · ResellPK');
    await page.goto(`/product/${product.id}`);
    await expect(page).toHaveTitle(`${product.shortName} · ResellPK`);
  });

  test('a signed-in reseller in English and Urdu', async ({ page }) => {
    await loginAs(page, 'free@demo.pk');
    for (const [path, title] of [
      ['/wallet', 'My Wallet · ResellPK'],
      ['/orders', 'My Orders · ResellPK'],
      ['/coins', 'Coins · ResellPK'],
      ['/wallet/history', 'Wallet History · ResellPK'],
    ]) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    await page.evaluate(() => localStorage.setItem('rpk-lang', 'ur'));
    await page.goto('/wallet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page).toHaveTitle('میرا والیٹ · ResellPK');
    await page.goto('/wallet/history');
    await expect(page).toHaveTitle('والیٹ کا تاریخچہ · ResellPK');
  });

  test('the admin pages, in English and Urdu', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page).toHaveTitle('Admin Login · ResellPK');
    await loginAs(page, 'admin@demo.pk');
    await page.goto('/admin/orders');
    await expect(page).toHaveTitle('Orders · ResellPK');
    await page.goto('/admin/audit-log');
    await expect(page).toHaveTitle('Audit Log · ResellPK');
    await page.evaluate(() => localStorage.setItem('rpk-lang', 'ur'));
    await page.goto('/admin/orders');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page).toHaveTitle('آرڈرز · ResellPK');
  });
});
