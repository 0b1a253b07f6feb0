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
    // an English visit never downloads an Urdu bundle (the storefront's, the shared one, antd's)
    expect(scripts.filter((u) => /-ur\./.test(u))).toEqual([]);

    await languageSelect(page).selectOption('ur');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ur');
    expect(scripts.filter((u) => /storefront-ur/.test(u))).toHaveLength(1);
    expect(scripts.filter((u) => /shared-ur/.test(u))).toHaveLength(1);
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

/**
 * The fonts Chromium really drew an element's text with (DevTools protocol): family, whether it is
 * a web font, and how many glyphs each drew.
 */
async function renderedFonts(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** Characters of the text outside the Arabic script (spaces, Latin, digits): the only ones another font may draw. */
const nonArabicCount = (text: string) => [...text].filter((c) => !/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/.test(c)).length;

test.describe('the Urdu web font', () => {
  test('an English visit downloads no font at all', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fonts.push(req.url());
    });
    for (const path of ['/login', '/products', '/']) {
      await page.goto(path);
      await expect(main(page).locator('h1, h2, h3').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(fonts).toEqual([]);
  });

  test('Urdu text is drawn with Noto Naskh Arabic, kit and antd pages alike', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('rpk-lang', 'ur'));
    const fonts: { url: string; status: number }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'font') fonts.push({ url: res.url(), status: res.status() });
    });
    // kit page: the login heading and its intro line
    await page.goto('/login');
    const heading = main(page).getByRole('heading', { name: 'لاگ ان' });
    await expect(heading).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    for (const selector of ['main h2', 'main p']) {
      const text = await page.locator(selector).first().innerText();
      const drawn = await renderedFonts(page, selector);
      const naskh = drawn.find((f) => f.familyName === 'Noto Naskh Arabic' && f.isCustomFont);
      expect(naskh, `${selector} "${text}" drawn with ${JSON.stringify(drawn)}`).toBeTruthy();
      // every Urdu letter comes from the web font: other fonts drew at most the spaces and Latin
      const others = drawn.filter((f) => f !== naskh).reduce((n, f) => n + f.glyphCount, 0);
      expect(others).toBeLessThanOrEqual(nonArabicCount(text));
    }
    // the subset file of the regular weight, hashed (cached for a year) and served
    expect(fonts.some((f) => /\/fonts\/noto-naskh-arabic-arabic-400-normal\.[0-9a-f]{10}\.woff2$/.test(f.url) && f.status === 200)).toBe(true);

    // antd page: antd components take the font from the theme, in Urdu too
    await page.goto('/pricing');
    await expect(main(page).locator('h2.ant-typography').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const title = await renderedFonts(page, 'main h2.ant-typography');
    expect(title.find((f) => f.familyName === 'Noto Naskh Arabic' && f.isCustomFont)?.glyphCount ?? 0).toBeGreaterThan(0);
    expect(fonts.every((f) => f.status === 200)).toBe(true);
  });
});
