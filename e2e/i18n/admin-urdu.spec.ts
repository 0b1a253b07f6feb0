import { expect, test, type Page } from '@playwright/test';
import { adminLogin, DEMO, pathnameIs, screenshot } from '../admin/admin-helpers';

const html = (page: Page) => page.locator('html');
const sidebar = (page: Page) => page.getByRole('navigation', { name: /Admin Panel|ایڈمن پینل/ }).first();

/** The staff panel in Urdu: its own strings (the admin-ur chunk), the shared ones and antd's. */
test.describe('the admin in Urdu', () => {
  test('the sidebar switch turns the staff panel into right-to-left Urdu and back, and the choice is kept', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await adminLogin(page, DEMO.admin);
    await expect(page).toHaveURL(pathnameIs('/admin'));
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    // an English visit never downloads an Urdu bundle
    expect(scripts.filter((u) => /-ur\./.test(u))).toEqual([]);

    await sidebar(page).getByRole('combobox', { name: 'Language' }).selectOption('ur');
    await expect(html(page)).toHaveAttribute('lang', 'ur');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ڈیش بورڈ', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ایڈمن پینل', exact: true })).toBeVisible();
    // the admin's and the shared strings each arrive once, as their own chunks
    expect(scripts.filter((u) => /admin-ur\./.test(u))).toHaveLength(1);
    expect(scripts.filter((u) => /shared-ur\./.test(u))).toHaveLength(1);
    const menu = sidebar(page);
    for (const item of ['مصنوعات', 'آرڈرز', 'ری سیلرز', 'ٹاپ اپ چیٹس', 'آڈٹ لاگ']) await expect(menu.getByRole('link', { name: item })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'لاگ آؤٹ' })).toBeVisible();

    // a page with antd's own texts (the table's pagination) and a server message shown through t()
    await menu.getByRole('link', { name: 'مصنوعات' }).click();
    await expect(page).toHaveURL(pathnameIs('/admin/products'));
    await expect(page.getByRole('button', { name: 'پروڈکٹ شامل کریں' }).first()).toBeVisible();
    // antd's own words come from its Urdu locale (the antd-ur chunk): the pager's "Previous Page"
    await expect(page.getByRole('listitem', { name: 'پچھلا صفحہ' })).toBeVisible();
    await screenshot(page, 'admin-urdu-products');

    // a reload starts in Urdu (the choice is kept): the login door too
    await page.reload();
    await expect(page.getByRole('button', { name: 'پروڈکٹ شامل کریں' }).first()).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');

    // back to English
    await sidebar(page).getByRole('combobox', { name: 'زبان' }).selectOption('en');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'Add Product' }).first()).toBeVisible();
  });

  test('the admin login door offers the switch and speaks Urdu, its validation message included', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/login');
    // what was typed before the switch survives it (the page is re-rendered, not remounted)
    await page.getByLabel('Email', { exact: true }).fill('someone@example.pk');
    const antdUrdu = page.waitForResponse(/antd-ur\./);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ur');
    // antd's Urdu texts arrive last, after the page is already in Urdu; give React the moment to apply them
    await antdUrdu;
    await page.waitForTimeout(500);
    await expect(page.getByLabel('ای میل', { exact: true })).toHaveValue('someone@example.pk');
    await page.getByLabel('ای میل', { exact: true }).fill('');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ایڈمن لاگ ان' })).toBeVisible();
    await expect(page.getByText('یہ حصہ صرف ایڈمنز کے لیے ہے')).toBeVisible();
    await page.getByRole('button', { name: 'لاگ ان', exact: true }).click();
    await expect(page.getByText('براہ کرم ای میل اور پاس ورڈ دونوں درج کریں')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await screenshot(page, 'admin-urdu-login');
  });
});
