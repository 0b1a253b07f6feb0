import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../admin/admin-helpers';
import { apiLogin, apiSignup, login } from '../helpers';
import { auth, main, shot, topUp } from './partner-helpers';

/**
 * Issue 38, "Premium, really paid": /pricing's Upgrade to Premium opens the request dialog, which
 * says what Premium costs and what to top up; staff approval takes Rs. 2,500 once, however many
 * approvals race (the real gateway, identity and wallet-payments), and Premium's shipping is a
 * quarter cheaper on the same quote the cart shows.
 */
const balanceOf = async (request: APIRequestContext, token: string): Promise<number> =>
  (await (await request.get('/api/v1/wallet', { headers: auth(token) })).json()).balancePaisa;

for (const width of [360, 1280]) {
  test(`/pricing's Upgrade to Premium opens the request dialog with the price and the top-up needed (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const me = await apiSignup(request, `premium-dialog-${width}`);
    await topUp(request, me.token, 1000_00);
    await login(page, me.email, me.password);
    await page.goto('/pricing');
    await main(page).getByTestId('upgrade-premium').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Rs. 2,500 is paid from your wallet when our team approves your request. Premium then lasts 30 days.');
    await expect(dialog.getByTestId('premium-wallet-balance')).toHaveText('Your wallet: Rs. 1,000');
    await expect(dialog.getByTestId('top-up-needed')).toContainText('Your wallet has Rs. 1,000, not enough for this plan.');
    await expect(dialog.getByRole('link', { name: 'Top up Rs. 1,500 more' })).toHaveAttribute('href', '/wallet/add-funds?amount=1500');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, 'premium-dialog');
    await dialog.getByRole('button', { name: 'Request Upgrade' }).click();
    await expect(page.getByText('Upgrade Request Submitted').first()).toBeVisible();
    const mine = await (await request.get('/api/v1/admin/plan-upgrade-requests', { headers: auth(await apiLogin(request, DEMO.admin, DEMO_PASSWORD)), params: { status: 'pending' } })).json();
    expect(mine.filter((r: { resellerEmail: string }) => r.resellerEmail === me.email)).toHaveLength(1);
  });
}

test('a visitor who picks Premium logs in and lands on the request dialog', async ({ page, request }) => {
  const me = await apiSignup(request, 'premium-visitor');
  await page.goto('/pricing');
  await main(page).getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(me.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing\?upgrade=premium$/);
  await expect(page.getByRole('dialog')).toContainText('Upgrade Your Plan');
});

test('8 approvals at once take Rs. 2,500 once; Premium then pays a quarter less for shipping', async ({ request }) => {
  const me = await apiSignup(request, 'premium-race');
  await topUp(request, me.token, 5000_00);
  const asked = await request.post('/api/v1/plan-upgrade-requests', { headers: auth(me.token), data: { requestedPlan: 'premium' } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = await asked.json();

  // the quote before: the normal fee for a product of up to 1 kg
  const products = await (await request.get('/api/v1/products', { headers: auth(me.token), params: { limit: 50 } })).json();
  const light = (products.items as Array<{ id: string; weightKg: number; stock: number; planAccess: string }>).find((p) => p.weightKg > 0 && p.weightKg <= 1 && p.stock > 0 && p.planAccess === 'free');
  expect(light, 'a demo product of up to 1 kg in stock').toBeTruthy();
  const quote = async (token: string) =>
    (await (await request.post('/api/v1/orders/quote', { headers: auth(token), data: { items: [{ productId: light?.id, quantity: 1, profitAmountPaisa: 0 }] } })).json()) as { plan: string; shippingPaisa: number };
  expect(await quote(me.token)).toMatchObject({ plan: 'free', shippingPaisa: 200_00 });

  const admin = auth(await apiLogin(request, DEMO.admin, DEMO_PASSWORD));
  const answers = await Promise.all(Array.from({ length: 8 }, () => request.post(`/api/v1/admin/plan-upgrade-requests/${id}/approve`, { headers: admin })));
  const statuses = answers.map((a) => a.status());
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(7);
  expect(await balanceOf(request, me.token)).toBe(2500_00);
  const history = await (await request.get('/api/v1/wallet/transactions', { headers: auth(me.token), params: { limit: 50 } })).json();
  expect((history.items as Array<{ type: string; amountPaisa: number }>).filter((t) => t.type === 'plan_subscription').map((t) => t.amountPaisa)).toEqual([-2500_00]);

  // Premium now (a fresh token carries the plan): Rs. 200 -> Rs. 150
  const fresh = await apiLogin(request, me.email, me.password);
  expect(await quote(fresh)).toMatchObject({ plan: 'premium', shippingPaisa: 150_00 });
});
