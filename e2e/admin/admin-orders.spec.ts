import { expect, test, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { resellerWithOrders } from '../orders/order-helpers';
import { adminLogin, DEMO, DEMO_PASSWORD, pathnameIs } from './admin-helpers';

const SHOTS = path.resolve(__dirname, '..', '..', 'tmp', 'screenshots');
/** For looking at (tmp/screenshots); a drawer or dialog is shot as the screen shows it, once it has slid in. */
async function shot(page: Page, name: string, { overlay = false } = {}) {
  fs.mkdirSync(SHOTS, { recursive: true });
  if (overlay) await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: !overlay });
}

/** Today in Pakistan as the date filters show and take it, 28-Nov-2026 (the server reads the range in Asia/Karachi). */
const todayInPakistan = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', day: '2-digit', month: 'short', year: 'numeric' }).format(new Date()).replace(/ /g, '-').replace('Sept', 'Sep');
/** How the pages name an order: # and the id's last 8 characters in upper case. */
const label = (id: string) => `#${id.slice(-8).toUpperCase()}`;
const rupees = (paisa: number) => `Rs. ${Math.floor(paisa / 100).toLocaleString('en-US')}`;

test.describe('admin orders and resellers', () => {
  test('an admin filters, searches, opens an order, ships it with tracking, delivers it and sees the history', async ({ page, request }) => {
    // one long journey: two orders placed, then every filter and both moves through the browser
    test.setTimeout(120_000);
    const shop = await resellerWithOrders(request);
    const [first] = shop.orders;
    await page.setViewportSize({ width: 1280, height: 900 });
    await adminLogin(page, DEMO.admin);
    await expect(page).toHaveURL(pathnameIs('/admin'));

    // the dashboard's New Orders card opens the orders in processing
    await page.getByRole('button', { name: 'View Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=processing$/);
    await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Processing' })).toBeChecked();

    // search by the shop's tag finds both orders; a customer's full name finds one
    const search = page.getByLabel('Search orders');
    const tag = shop.customers[0].split(' ')[1];
    await search.fill(tag);
    await search.press('Enter');
    const rows = page.locator('.ant-table-row');
    await expect(rows).toHaveCount(2);
    await search.fill(shop.customers[0]);
    await search.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(shop.name);
    await expect(rows.first()).toContainText(label(first.id));

    // a date range that excludes today empties the list; today brings the order back
    const day = async (name: string, value: string) => {
      const input = page.getByLabel(name);
      await input.click();
      await input.fill(value);
      await input.press('Enter');
    };
    await day('To date', '01-Jan-2020');
    await expect(page.getByText('No orders match these filters')).toBeVisible();
    await day('To date', todayInPakistan());
    await day('From date', todayInPakistan());
    await expect(rows).toHaveCount(1);
    await shot(page, 'admin-orders');

    // the Shipped filter does not show it yet
    const statusFilter = page.getByTestId('status-filter');
    await statusFilter.getByText('Shipped', { exact: true }).click();
    await expect(page.getByText('No orders match these filters')).toBeVisible();
    await statusFilter.getByText('All', { exact: true }).click();
    await expect(rows).toHaveCount(1);

    await rows.first().getByRole('button', { name: /^View order/ }).click();
    const drawer = page.getByRole('dialog', { name: `Order ${label(first.id)}` });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(shop.customers[0]);
    await expect(drawer).toContainText('Lahore');
    await expect(drawer.getByTestId('order-items').locator('li')).toHaveCount(1);
    await expect(drawer.getByTestId('order-totals')).toContainText(rupees(first.totalAmountPaisa));
    await expect(drawer.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0);
    await shot(page, 'admin-order-drawer', { overlay: true });

    // shipping asks for the three details and refuses a link that is not a web address
    await drawer.getByRole('button', { name: 'Mark as shipped' }).click();
    const ship = page.getByRole('dialog', { name: `Mark order ${label(first.id)} as shipped?` });
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(ship.getByText('Enter the courier to mark the order shipped.')).toBeVisible();
    await expect(ship.getByText('Enter the tracking id to mark the order shipped.')).toBeVisible();
    await ship.getByLabel('Courier').fill('TCS');
    await ship.getByLabel('Tracking ID').fill(`TCS-${tag}`);
    await ship.getByLabel('Tracking link').fill('tcs.com.pk/track');
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(ship.getByText('Enter the tracking link (http:// or https://) to mark the order shipped.')).toBeVisible();
    await ship.getByLabel('Tracking link').fill(`https://www.tcsexpress.com/track/TCS-${tag}`);
    await shot(page, 'admin-order-ship', { overlay: true });
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(page.getByText('Order marked as shipped', { exact: true })).toBeVisible();
    await expect(ship).toBeHidden();
    await expect(drawer.getByTestId('order-status')).toHaveText('Shipped');
    await expect(drawer.getByTestId('order-shipping')).toContainText(`TCS-${tag}`);
    await expect(drawer.getByRole('link', { name: `https://www.tcsexpress.com/track/TCS-${tag}` })).toBeVisible();
    // the list behind refreshed
    await expect(rows.first().getByTestId('order-status')).toHaveText('Shipped');

    // delivering is confirmed first; Back changes nothing
    await drawer.getByRole('button', { name: 'Mark as delivered' }).click();
    const deliver = page.getByRole('dialog', { name: `Mark order ${label(first.id)} as delivered?` });
    await expect(deliver).toContainText(rupees(first.totalProfitPaisa));
    await deliver.getByRole('button', { name: 'Back' }).click();
    await expect(drawer.getByTestId('order-status')).toHaveText('Shipped');
    await drawer.getByRole('button', { name: 'Mark as delivered' }).click();
    await deliver.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(page.getByText('Order marked as delivered', { exact: true })).toBeVisible();
    await expect(drawer.getByTestId('order-status')).toHaveText('Delivered');
    // nothing more to do with a delivered order
    await expect(drawer.getByRole('button', { name: /^Mark as|^Cancel order$/ })).toHaveCount(0);

    // the history: what, when, who
    const history = drawer.getByTestId('order-history');
    await expect(history.locator('.ant-timeline-item')).toHaveCount(3);
    await expect(history).toContainText('Processing');
    await expect(history).toContainText('Shipped');
    await expect(history).toContainText('Delivered');
    // who: the staff member by name (the reseller's own history says only "Staff")
    await expect(history).toContainText('by Ayesha Admin');
    await expect(history).toContainText('by Reseller');
    await history.scrollIntoViewIfNeeded();
    await shot(page, 'admin-order-history', { overlay: true });
  });

  test('cancel asks for an optional reason; the server refuses a move the status no longer allows', async ({ page, request }) => {
    const shop = await resellerWithOrders(request);
    const second = shop.orders[1];
    await page.setViewportSize({ width: 1280, height: 900 });
    await adminLogin(page, DEMO.admin);
    await expect(page).toHaveURL(pathnameIs('/admin'));
    await page.goto(`/admin/orders?search=${encodeURIComponent(shop.customers[1])}`);
    const row = page.locator('.ant-table-row');
    await expect(row).toHaveCount(1);
    await row.first().getByRole('button', { name: /^View order/ }).click();
    const drawer = page.getByRole('dialog', { name: `Order ${label(second.id)}` });

    // the reseller cancels the order meanwhile, so the staff's Mark as shipped is refused
    const login = await request.post('/api/v1/auth/login', { data: { email: shop.email, password: DEMO_PASSWORD } });
    const auth = { Authorization: `Bearer ${(await login.json()).accessToken as string}` };
    expect((await request.post(`/api/v1/orders/${second.id}/cancel`, { headers: auth })).status()).toBe(200);

    await drawer.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel order ${label(second.id)}?` });
    await cancel.getByLabel('Reason (optional)').fill('Customer asked twice');
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    // the server's reason, shown in the dialog, which stays open
    await expect(cancel.getByRole('alert')).toContainText('The order was not changed');
    await cancel.getByRole('button', { name: 'Back' }).click();
    await expect(drawer.getByTestId('order-status')).toHaveText('Cancelled');
  });

  test("a reseller's figures show on /admin/resellers", async ({ page, request }) => {
    const shop = await resellerWithOrders(request);
    const [first] = shop.orders;
    // staff deliver the first order through the API
    const admin = await request.post('/api/v1/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    const auth = { Authorization: `Bearer ${(await admin.json()).accessToken as string}` };
    const shipped = await request.post(`/api/v1/admin/orders/${first.id}/status`, {
      headers: auth,
      data: { status: 'shipped', courier: 'Leopards', trackingId: 'LP-1', trackingLink: 'https://leopardscourier.com/tracking?cn=LP-1' },
    });
    expect(shipped.status(), await shipped.text()).toBe(200);
    expect((await request.post(`/api/v1/admin/orders/${first.id}/status`, { headers: auth, data: { status: 'delivered' } })).status()).toBe(200);

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 1280) {
        await adminLogin(page, DEMO.admin);
        await expect(page).toHaveURL(pathnameIs('/admin'));
      }
      await page.goto('/admin/resellers');
      await expect(page.getByRole('heading', { name: 'Resellers', exact: true })).toBeVisible();
      const search = page.getByLabel('Search resellers');
      await search.fill(shop.email);
      await search.press('Enter');
      const entry = width === 1280 ? page.locator('.ant-table-row') : page.getByTestId('reseller-card');
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(shop.name);
      await expect(entry).toContainText('Free');
      // the wallet is credited by an event after delivery: reload until it shows
      await expect(async () => {
        await page.reload();
        await search.fill(shop.email);
        await search.press('Enter');
        await expect(entry).toHaveCount(1);
        await expect(entry).toContainText(rupees(first.totalProfitPaisa), { timeout: 1000 });
        await expect(entry).not.toContainText('—', { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(entry).toContainText(rupees(first.totalAmountPaisa));
      await expect(page.getByTestId('figures-unavailable')).toHaveCount(0);
      await shot(page, 'admin-resellers');
    }
  });

  test('the orders page at 360 px shows cards and the drawer fills the screen', async ({ page, request }) => {
    await resellerWithOrders(request);
    await page.setViewportSize({ width: 360, height: 800 });
    await adminLogin(page, DEMO.admin);
    await expect(page).toHaveURL(pathnameIs('/admin'));
    await page.goto('/admin/orders');
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'admin-orders');
    await page.getByTestId('order-card').first().locator('.ant-card').click();
    await expect(page.getByRole('dialog', { name: /^Order #/ })).toBeVisible();
    await shot(page, 'admin-order-drawer', { overlay: true });
  });
});
