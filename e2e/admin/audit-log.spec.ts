import { expect, test } from '@playwright/test';
import { apiLogin, apiSignup } from '../helpers';
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

test('a top-up helper has no audit log: not in the menu, and the API refuses', async ({ page, request }) => {
  await adminLogin(page, DEMO.helper);
  await expect(page.getByRole('menuitem', { name: 'Topup Chats' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Audit Log' })).toHaveCount(0);
  const login = await request.post('/api/v1/auth/login', { data: { email: DEMO.helper, password: 'Demo@12345' } });
  const token = (await login.json()).accessToken as string;
  expect((await request.get('/api/v1/admin/audit-log', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
});
