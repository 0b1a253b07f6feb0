import { expect, test } from '@playwright/test';
import { apiLogin, apiSignup } from '../helpers';
import { resellerWithOrders } from '../orders/order-helpers';
import { topUp } from '../partner/partner-helpers';
import { adminLogin, DEMO, DEMO_PASSWORD, screenshot } from './admin-helpers';

for (const width of [360, 1280]) {
  test(`an approved top-up is in the audit log with who, whom and how much, found by filters, at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const seller = await apiSignup(request, `audit${width}`);
    // a distinctive amount, approved by the demo admin through the API
    const rupees = 1000 + Math.floor(Math.random() * 900);
    await topUp(request, seller.token, rupees * 100);

    // other specs approve top-ups at the same time: wait (through the API) until it is among the newest 50
    const adminToken = await apiLogin(request, DEMO.admin, DEMO_PASSWORD);
    await expect
      .poll(async () => {
        const res = await request.get('/api/v1/admin/audit-log?action=payment-request.approved&pageSize=50', { headers: { Authorization: `Bearer ${adminToken}` } });
        const body = (await res.json()) as { items: Array<{ target: { email: string } | null }> };
        return body.items.some((i) => i.target?.email === seller.email);
      }, { timeout: 20_000 })
      .toBe(true);

    await page.setViewportSize({ width, height: 900 });
    await adminLogin(page, DEMO.admin);
    // signed in (the session cookie set) before the next navigation
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await page.goto('/admin/audit-log?action=payment-request.approved&pageSize=50');
    const entry = page.getByTestId('audit-entry').filter({ hasText: seller.email });
    await expect(entry).toHaveCount(1, { timeout: 15_000 });
    await expect(entry).toContainText('Top-up approved');
    await expect(entry).toContainText(`Rs. ${rupees.toLocaleString('en-US')}`);
    await expect(entry).toContainText('admin@demo.pk');
    await screenshot(page, 'admin-audit-log');

    // another action filter leaves it out; clearing the filters brings the whole log back
    await page.goto('/admin/audit-log?action=withdrawal.paid');
    await expect(page.getByTestId('audit-entry').filter({ hasText: seller.email })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByTestId('audit-entry').first()).toBeVisible();
  });
}

test('staff moving orders is in the audit log: who, whose order, the profit credited and what a cancel gave back', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shop = await resellerWithOrders(request);
  const [delivered, cancelled] = shop.orders;
  const auth = { Authorization: `Bearer ${await apiLogin(request, DEMO.admin, DEMO_PASSWORD)}` };
  const move = async (id: string, data: object) => {
    const res = await request.post(`/api/v1/admin/orders/${id}/status`, { headers: auth, data });
    expect(res.status(), await res.text()).toBe(200);
  };
  await move(delivered.id, { status: 'shipped', courier: 'Leopards', trackingId: 'LP-77', trackingLink: 'https://leopardscourier.com/tracking?cn=LP-77' });
  await move(delivered.id, { status: 'delivered' });
  await move(cancelled.id, { status: 'cancelled' });
  // other specs move orders at the same time: wait (through the API) until both are among the newest 50 of their action
  for (const action of ['order.delivered', 'order.cancelled']) {
    await expect
      .poll(async () => {
        const body = (await (await request.get(`/api/v1/admin/audit-log?action=${action}&pageSize=50`, { headers: auth })).json()) as { items: Array<{ target: { email: string } | null }> };
        return body.items.some((i) => i.target?.email === shop.email);
      }, { timeout: 20_000 })
      .toBe(true);
  }

  await adminLogin(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await page.goto('/admin/audit-log?action=order.delivered&pageSize=50');
  const deliveredEntry = page.getByTestId('audit-entry').filter({ hasText: shop.email });
  await expect(deliveredEntry).toHaveCount(1, { timeout: 15_000 });
  await expect(deliveredEntry).toContainText('Order delivered');
  await expect(deliveredEntry).toContainText('admin@demo.pk');
  await expect(deliveredEntry).toContainText(`Order #${delivered.id.slice(-8).toUpperCase()}: Rs. 250 profit credited to the reseller`);

  await page.goto('/admin/audit-log?action=order.cancelled&pageSize=50');
  const cancelledEntry = page.getByTestId('audit-entry').filter({ hasText: shop.email });
  await expect(cancelledEntry).toHaveCount(1, { timeout: 15_000 });
  await expect(cancelledEntry).toContainText('Order cancelled');
  await expect(cancelledEntry).toContainText(`Order #${cancelled.id.slice(-8).toUpperCase()}: coins refunded 0.00, units restocked 1`);
});

test('a top-up helper has no audit log: not in the menu, and the API refuses', async ({ page, request }) => {
  await adminLogin(page, DEMO.helper);
  await expect(page.getByRole('menuitem', { name: 'Topup Chats' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Audit Log' })).toHaveCount(0);
  const login = await request.post('/api/v1/auth/login', { data: { email: DEMO.helper, password: 'Demo@12345' } });
  const token = (await login.json()).accessToken as string;
  expect((await request.get('/api/v1/admin/audit-log', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
});
