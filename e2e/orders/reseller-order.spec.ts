import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { apiSignup, login } from '../helpers';
import { adminLogin, DEMO } from '../admin/admin-helpers';
import { addFromCatalogue, openOrderDrawer } from './order-helpers';

/**
 * The reseller's order from the cart to the profit, through the shell against the real stack: a
 * fresh free reseller fills a cart on a 360 px phone, applies coins, picks the free gift, checks
 * out for a customer in Lahore and sees the order; staff ship it with a tracking link and deliver
 * it on /admin/orders in another browser; the reseller's /orders changes live (no reload), the
 * profit lands in /wallet/history with its notification, and the first-order coins on /coins.
 */
const SHOTS = path.resolve(__dirname, '..', '..', 'tmp', 'screenshots');
const PHONE = { width: 360, height: 740 };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  // the last toast gone, so it does not cover the page
  await expect(page.locator('.rpk-toasts > *')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: path.join(SHOTS, `orders-${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
}

/** The welcome bonus is credited by coins moments after signup. */
async function waitForWelcomeCoins(request: APIRequestContext, token: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/coins', { headers: auth(token) });
        return res.status() === 200 ? Number((await res.json()).balance) : 0;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(1000);
}

/** Staff in their own browser: the order's drawer on /admin/orders, found by its last 8 characters. */
async function openAdminOrder(browser: Browser, orderId: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await adminLogin(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin\/?$/);
  const drawer = await openOrderDrawer(admin, orderId);
  return { context, admin, drawer };
}

/** Staff ship it with courier, tracking id and link. */
async function ship(browser: Browser, orderId: string, tracking: { courier: string; id: string; link: string }): Promise<void> {
  const { context, admin, drawer } = await openAdminOrder(browser, orderId);
  try {
    const short = orderId.slice(-8);
    await drawer.getByRole('button', { name: 'Mark as shipped' }).click();
    const dialog = admin.getByRole('dialog', { name: `Mark order #${short} as shipped?` });
    await dialog.getByLabel('Courier').fill(tracking.courier);
    await dialog.getByLabel('Tracking ID').fill(tracking.id);
    await dialog.getByLabel('Tracking link').fill(tracking.link);
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(drawer.getByTestId('order-status')).toHaveText('Shipped');
  } finally {
    await context.close();
  }
}

/** Staff deliver it (confirmed in a dialog). */
async function deliver(browser: Browser, orderId: string): Promise<void> {
  const { context, admin, drawer } = await openAdminOrder(browser, orderId);
  try {
    const short = orderId.slice(-8);
    await drawer.getByRole('button', { name: 'Mark as delivered' }).click();
    await admin.getByRole('dialog', { name: `Mark order #${short} as delivered?` }).getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(drawer.getByTestId('order-status')).toHaveText('Delivered');
  } finally {
    await context.close();
  }
}

test.describe('a reseller order, from the cart to the profit', () => {
  test('free reseller at 360 px: cart, coins, gift, checkout for Lahore; shipped and delivered by staff; live status, profit, notification, first-order coins', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const reseller = await apiSignup(request, 'orders');
    await waitForWelcomeCoins(request, reseller.token);

    await page.setViewportSize(PHONE);
    await login(page, reseller.email, reseller.password);

    // the cart: two units of Earbuds Pro (retail Rs. 2,499, with coins Rs. 1,999 for 150 coins each) and a cable
    await addFromCatalogue(page, 'Earbuds Pro', 'Earbuds Pro');
    await addFromCatalogue(page, 'Data Cable', 'USB-C Cable');
    await expect(page.getByTestId('cart-badge-count')).toHaveText('2');
    await page.getByTestId('cart-link').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'My Shopping Bag' })).toBeVisible();

    const earbuds = page.getByTestId('cart-line').filter({ hasText: 'Earbuds Pro' });
    const cable = page.getByTestId('cart-line').filter({ hasText: 'Data Cable' });
    // every figure is the server's: retail for a free user
    await expect(earbuds.getByTestId('unit-price')).toContainText('Rs. 2,499');
    await earbuds.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(earbuds.getByTestId('quantity-value')).toHaveText('2');
    await expect(page.getByTestId('cart-badge-count')).toHaveText('3');
    // the stepper stops at 1
    await expect(cable.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await earbuds.getByLabel('Your profit (Rs.)').fill('300');
    await expect(page.getByTestId('summary-profit')).toHaveText('Rs. 300');
    await expect(page.getByTestId('summary-items')).toHaveText('Rs. 5,348'); // 2 x 2,499 + 350
    await expect(page.getByTestId('summary-shipping')).toHaveText('Rs. 200'); // 0.35 kg
    await expect(page.getByTestId('summary-total')).toHaveText('Rs. 5,848');
    await expect(page.getByTestId('subscribe-now')).toHaveAttribute('href', '/coins');

    // Apply Coins on the earbuds: 300 coins, the 3-second highlight, the spec's toast
    await earbuds.getByTestId('apply-coins').click();
    await expect(page.getByText('Coins applied!', { exact: true })).toBeVisible();
    await expect(page.getByText('You saved Rs. 1,000!', { exact: true })).toBeVisible();
    await expect(earbuds).toHaveAttribute('data-highlighted', 'true');
    await expect(earbuds.getByTestId('coins-applied')).toHaveText('300.00 coins applied');
    await expect(page.getByTestId('summary-items')).toHaveText('Rs. 4,348');
    await expect(earbuds).not.toHaveAttribute('data-highlighted', 'true', { timeout: 5_000 });

    // the order's value unlocks the Rs. 2,160 gift offer: one free unit
    const gifts = page.getByTestId('free-gifts');
    await expect(gifts).toContainText('Free Gift over Rs. 2,160');
    await expect(gifts.getByTestId('gift-units-left').first()).toHaveText('You may add 1 more free item(s)');
    const mouse = gifts.getByTestId('gift-product').filter({ hasText: 'Gaming Mouse' });
    await mouse.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('summary-gifts')).toHaveText('1');
    await expect(gifts.getByTestId('gift-units-left').first()).toHaveText('You may add 0 more free item(s)');
    await expect(page.getByTestId('summary-total')).toHaveText(/^Rs\. /);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'cart');

    // checkout for a customer in Lahore; a wrong number is refused on its field first
    await page.getByTestId('proceed-to-checkout').click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await dialog.getByLabel('Customer Name').fill('Ayesha Khan');
    await dialog.getByLabel('Customer Mobile Number').fill('042-35761234');
    await dialog.getByLabel('Delivery Address').fill('House 12, Street 4, Gulberg III');
    await dialog.getByLabel('City').fill('Lahore');
    await dialog.getByTestId('place-order').click();
    await expect(dialog.getByText("Enter the customer's mobile number, e.g. 0300-1234567")).toBeVisible();
    await dialog.getByLabel('Customer Mobile Number').fill('0300 1234567');
    await shot(page, 'checkout');
    await dialog.getByTestId('place-order').click();
    await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
    const created = page.getByText(/^Order #[0-9A-F]{8} has been created$/);
    await expect(created).toBeVisible();
    const toastText = await created.textContent();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByTestId('cart-badge-count')).toHaveCount(0);

    // the order on /orders: last 8 characters of its id, processing, the customer in Lahore
    const card = page.getByTestId('order-card').first();
    const orderId = (await card.getAttribute('data-order-id')) as string;
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(card.getByTestId('order-number')).toHaveText(`Order #${orderId.slice(-8).toUpperCase()}`);
    // the toast named this same order, so the reseller can find it in the list
    expect(toastText).toBe(`Order #${orderId.slice(-8).toUpperCase()} has been created`);
    await expect(card.getByTestId('order-status')).toHaveText('Processing');
    await expect(card.getByTestId('order-customer')).toContainText('Ayesha Khan');
    await expect(card.getByTestId('order-customer')).toContainText('0300-1234567');
    await expect(card.getByTestId('order-customer')).toContainText('Lahore');
    await expect(card.getByTestId('order-items').locator('li')).toHaveCount(3);
    await expect(card.getByTestId('cancel-order')).toBeVisible();
    await shot(page, 'orders-processing');
    // the coins were spent at checkout
    const afterCheckout = await (await request.get('/api/v1/coins', { headers: auth(reseller.token) })).json();
    expect(Number(afterCheckout.totalSpent)).toBe(300);

    // staff ship it: the reseller's open page shows it without a reload
    const tracking = { courier: 'TCS', id: `TCS${Date.now()}`, link: `https://www.tcsexpress.com/track/TCS${Date.now()}` };
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await ship(browser, orderId, tracking);
    await expect(card.getByTestId('order-status')).toHaveText('Shipped', { timeout: 15_000 });
    await expect(card.getByTestId('order-tracking')).toContainText('TCS');
    await expect(card.getByTestId('tracking-link')).toHaveAttribute('href', tracking.link);
    await expect(card.getByTestId('cancel-order')).toHaveCount(0);
    // the customer gets the tracking link on WhatsApp
    const share = decodeURIComponent((await card.getByTestId('share-tracking').getAttribute('href')) ?? '');
    expect(share).toContain('https://wa.me/923001234567?text=');
    expect(share).toContain(tracking.link);
    await shot(page, 'orders-shipped');

    await deliver(browser, orderId);
    await expect(card.getByTestId('order-status')).toHaveText('Delivered', { timeout: 15_000 });
    expect(reloaded).toBe(false);

    // the detail view with the history
    await card.getByTestId('order-details').click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await expect(page.getByTestId('order-history')).toContainText('Processing');
    await expect(page.getByTestId('order-history')).toContainText('Shipped');
    await expect(page.getByTestId('order-history')).toContainText('Delivered');
    await shot(page, 'order-detail');

    // the profit in the wallet history, and its notification
    await page.goto('/wallet/history');
    const profitRow = page.getByTestId('transaction-row').filter({ hasText: 'Order profit' });
    await expect(profitRow).toHaveCount(1, { timeout: 20_000 });
    await expect(profitRow.getByTestId('transaction-amount')).toContainText('300');
    await page.goto('/notifications');
    await expect(page.getByTestId('notification').filter({ hasText: 'Amount: Rs. 300' })).toHaveCount(1, { timeout: 20_000 });

    // the first delivered order returns 30 % of its item value as coins (Rs. 4,348 -> 1,304.40)
    await page.goto('/coins');
    await page.locator('main').getByRole('tab', { name: 'History' }).click();
    const bonus = page.getByTestId('coin-history-row').filter({ hasText: 'First Order Bonus' });
    await expect(bonus).toHaveCount(1, { timeout: 20_000 });
    await expect(bonus).toContainText('1,304.40');
    await shot(page, 'coins-first-order');

    // the same screens on a desktop
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/orders');
    await expect(page.getByTestId('order-card').first().getByTestId('order-status')).toHaveText('Delivered');
    await shot(page, 'orders-delivered');
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByTestId('order-history')).toContainText('Delivered');
    await shot(page, 'order-detail');
  });

  test('the cart and orders at 1280 px, and a visitor is sent to /login', async ({ page, request }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login$/);

    const reseller = await apiSignup(request, 'orders-wide');
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, reseller.email, reseller.password);
    await page.goto('/orders');
    await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByText('Cart is empty')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    await shot(page, 'cart-empty');

    await addFromCatalogue(page, 'Earbuds Pro', 'Earbuds Pro');
    await page.goto('/cart');
    await expect(page.getByTestId('summary-total')).toHaveText('Rs. 2,699'); // 2,499 + 200 shipping
    await shot(page, 'cart');
    // remove with the spec's toast
    await page.getByTestId('remove-line').click();
    await expect(page.getByText('Removed from cart', { exact: true })).toBeVisible();
    await expect(page.getByText('Item removed from your cart.', { exact: true })).toBeVisible();
    await expect(page.getByText('Cart is empty')).toBeVisible();
  });
});
