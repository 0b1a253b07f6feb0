import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../helpers';
import { main } from '../storefront/helpers';

/** The footer's native language select; its accessible name is translated too. */
const languageSelect = (page: Page) => page.getByTestId('site-footer').getByRole('combobox');
const html = (page: Page) => page.locator('html');
const cards = (page: Page) => main(page).getByTestId('product-card');

async function noHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('Urdu', () => {
  test('the footer switch turns /login and /products into right-to-left Urdu and back', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/login');
    await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    // an English visit never downloads the storefront's Urdu strings
    expect(scripts.filter((u) => /storefront-ur/.test(u))).toEqual([]);

    await languageSelect(page).selectOption('ur');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ur');
    expect(scripts.filter((u) => /storefront-ur/.test(u))).toHaveLength(1);
    const form = main(page);
    await expect(form.getByRole('heading', { name: 'لاگ ان' })).toBeVisible();
    await expect(form.getByText('دوبارہ خوش آمدید! ری سیلنگ جاری رکھنے کے لیے لاگ ان کریں۔')).toBeVisible();
    await expect(form.getByLabel('ای میل', { exact: true })).toBeVisible();
    await expect(form.getByLabel('پاس ورڈ', { exact: true })).toBeVisible();
    await expect(form.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' })).toBeVisible();
    await expect(languageSelect(page)).toHaveAccessibleName('زبان');
    // the spec's validation message, in Urdu
    await form.getByRole('button', { name: 'لاگ ان', exact: true }).click();
    await expect(form.getByRole('alert')).toContainText('براہ کرم ای میل اور پاس ورڈ دونوں درج کریں');

    // the chrome and the catalogue follow (client-side navigation keeps the language)
    await page.getByRole('navigation', { name: 'مرکزی نیویگیشن' }).getByRole('link', { name: 'مصنوعات' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cards(page).first()).toBeVisible();
    await expect(main(page).getByPlaceholder('مصنوعات تلاش کریں...')).toBeVisible();
    await expect(cards(page).first().getByRole('button', { name: 'خریداری کے لیے لاگ ان کریں' })).toBeVisible();
    await expect(main(page).getByText(/^(مفت رسائی|صرف پریمیم)$/).first()).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');

    // a reload starts in Urdu (the choice is kept) and shows no English page first
    await page.reload();
    await expect(main(page).getByPlaceholder('مصنوعات تلاش کریں...')).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');

    // back to English
    await languageSelect(page).selectOption('en');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(main(page).getByPlaceholder('Search products...')).toBeVisible();
    await expect(cards(page).first().getByRole('button', { name: 'Login to Purchase' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products' })).toBeVisible();
    await page.goto('/login');
    await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(main(page).getByText('Welcome back! Log in to continue reselling.')).toBeVisible();
  });

  for (const width of [360, 1280]) {
    test(`Urdu pages at ${width} px: translated, right to left, nothing overflows sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await page.addInitScript(() => localStorage.setItem('rpk-lang', 'ur'));
      const pages: { path: string; name: string; text: string }[] = [
        { path: '/login', name: 'urdu-login', text: 'دوبارہ خوش آمدید! ری سیلنگ جاری رکھنے کے لیے لاگ ان کریں۔' },
        { path: '/signup', name: 'urdu-signup', text: 'اپنا اکاؤنٹ بنائیں' },
        { path: '/products', name: 'urdu-products', text: 'خریداری کے لیے لاگ ان کریں' },
        { path: '/', name: 'urdu-landing', text: 'پاکستان میں بغیر کسی سرمایہ کاری کے اپنا کاروبار شروع کریں' },
      ];
      for (const p of pages) {
        await page.goto(p.path);
        await expect(main(page).getByText(p.text).first()).toBeVisible();
        await expect(html(page)).toHaveAttribute('dir', 'rtl');
        await expect(page.getByTestId('site-footer').getByText('جملہ حقوق محفوظ ہیں۔', { exact: false })).toBeVisible();
        await noHorizontalScroll(page);
        await screenshot(page, p.name);
      }
    });
  }
});
