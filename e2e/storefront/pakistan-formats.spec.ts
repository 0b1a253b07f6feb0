import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminLogin, DEMO, DEMO_PASSWORD, pathnameIs } from '../admin/admin-helpers';
import * as fs from 'node:fs';
import { apiLogin, login } from '../helpers';
import { resellerWithOrders } from '../orders/order-helpers';

/**
 * PRODUCT.md "Times, money and names on screen" (issue 34, items 12 and 13): on a phone whose clock
 * is New York's, every time is still Pakistan's in the one format (`28-Nov-2026, 11:39 am`), money is
 * `Rs. 1,250` and a phone number `0300-1234567`, in the storefront and in the admin alike.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');
/** The expected text, worked out here from the UTC instant: Pakistan is UTC+5 all year (no daylight saving). */
function pakistanText(iso: string): { dateTime: string; day: string } {
  const pk = new Date(Date.parse(iso) + 5 * 3600_000);
  const day = `${two(pk.getUTCDate())}-${MONTHS[pk.getUTCMonth()]}-${pk.getUTCFullYear()}`;
  const h = pk.getUTCHours();
  return { day, dateTime: `${day}, ${h % 12 || 12}:${two(pk.getUTCMinutes())} ${h < 12 ? 'am' : 'pm'}` };
}

/** When the server says the order was placed (its ISO instant). */
async function placedAt(request: APIRequestContext, email: string, orderId: string): Promise<string> {
  const token = await apiLogin(request, email, DEMO_PASSWORD);
  const res = await request.get(`/api/v1/orders/${orderId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).createdAt as string;
}

/** For looking at: /tmp/shots-formats (or E2E_SHOTS_DIR), at 360 px and again at 1280 px. */
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR || '/tmp/shots-formats';
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 780 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

test.use({ timezoneId: 'America/New_York', viewport: { width: 360, height: 780 } });

test('a reseller abroad sees order times in Pakistan time, money as Rs. and phones as 0300-1234567', async ({ page, request }) => {
  test.setTimeout(90_000);
  const shop = await resellerWithOrders(request);
  const createdAt = await placedAt(request, shop.email, shop.orders[0].id);
  const expected = pakistanText(createdAt);
  // the browser really runs on New York's clock: 5 hours or more behind Pakistan
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');

  await login(page, shop.email, DEMO_PASSWORD);
  await page.goto('/orders');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${shop.orders[0].id}"]`);
  await expect(card.locator('time')).toHaveText(expected.dateTime);
  // the customer's number as typed at checkout (03001000000), written the Pakistani way
  await expect(card.getByTestId('order-customer')).toContainText('0300-1000000');
  await expect(card).toContainText(`Rs. ${Math.floor(shop.orders[0].totalAmountPaisa / 100).toLocaleString('en-US')}`);
  await expect(card).not.toContainText('PKR');

  // the wallet writes its balance as every other screen writes money
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('Rs. 0');

  // the reseller's own WhatsApp number (signed up as 03001234567)
  await page.goto('/account');
  await expect(page.getByText('0300-1234567', { exact: true })).toBeVisible();
  await page.goto('/orders');
  await expect(card.locator('time')).toHaveText(expected.dateTime);
  await shots(page, 'storefront-orders');
});

test('an admin abroad sees orders in Pakistan time, phones as 0300-1234567 and date filters as 28-Nov-2026', async ({ page, request }) => {
  test.setTimeout(90_000);
  const shop = await resellerWithOrders(request);
  const first = shop.orders[0];
  const createdAt = await placedAt(request, shop.email, first.id);
  const expected = pakistanText(createdAt);

  await adminLogin(page, DEMO.admin);
  await expect(page).toHaveURL(pathnameIs('/admin'));
  await page.goto('/admin/orders');
  const search = page.getByLabel('Search orders');
  await search.fill(first.id.slice(-8));
  await search.press('Enter');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card.locator('time')).toHaveText(expected.dateTime);
  // stored as +923001000000 by checkout: shown as people write it
  await expect(card).toContainText('0300-1000000');
  await expect(card).toContainText(`Rs. ${Math.floor(first.totalAmountPaisa / 100).toLocaleString('en-US')}`);

  // the date filter shows and takes the one date format; the day typed is that day in Pakistan
  const from = page.getByLabel('From date');
  await from.click();
  await from.fill(expected.day);
  await from.press('Enter');
  await expect(from).toHaveValue(expected.day);
  await expect(page).toHaveURL(new RegExp(`from=${createdAtPakistanDay(createdAt)}`));
  await expect(card).toHaveCount(1);
  await shots(page, 'admin-orders');
});

/** YYYY-MM-DD of the Pakistan day, as the address and the server's filter carry it. */
function createdAtPakistanDay(iso: string): string {
  return new Date(Date.parse(iso) + 5 * 3600_000).toISOString().slice(0, 10);
}
