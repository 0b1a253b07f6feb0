import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../admin/admin-helpers';
import { topUp } from '../partner/partner-helpers';
import { apiToken, bearer, signInAsAdmin, uniqueTag } from './catalog-helpers';

test.describe('admin free offers and plan requests', () => {
  test('create an offer with the margin shown, toggle it, delete it', async ({ page, request }) => {
    const tag = uniqueTag();
    const giftName = `E2E Gift ${tag}`;
    const adminToken = await apiToken(request, DEMO.admin);
    const created = await request.post('/api/v1/admin/products', {
      headers: bearer(adminToken),
      data: {
        name: giftName, shortName: 'Gift', longName: `Gift ${tag}`, description: 'A gift', wholesalePricePaisa: 50000,
        retailPricePaisa: 75000, discountedPricePaisa: 60000, category: 'home', planAccess: 'premium', weightKg: 0.2, stock: 10, coinDiscount: 0,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const productId = ((await created.json()) as { id: string }).id;

    await signInAsAdmin(page);
    await page.getByRole('menuitem', { name: 'Free Offers' }).click();
    await expect(page.getByRole('heading', { name: 'Free Product Offers' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Offer' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Create Offer' });
    await drawer.getByRole('button', { name: 'Create Offer' }).click();
    await expect(drawer.getByText('Offer name is required', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Select at least one product', { exact: true })).toBeVisible();

    const offerName = `E2E Offer ${tag}`;
    await drawer.getByLabel('Offer name').fill(offerName);
    await drawer.getByLabel('Description').fill('Free gift for big orders');
    await expect(drawer.getByLabel('Minimum order threshold')).toHaveValue('2160');
    await expect(drawer.getByLabel('Max units per order')).toHaveValue('1');
    await drawer.getByLabel('Eligible products').fill(tag);
    await page.locator('.ant-select-item-option').filter({ hasText: giftName }).click();
    // (2160 - 500) / 2160 x 100 = 76.85 -> 76.9 %
    await expect(drawer.getByTestId('offer-margin')).toContainText('76.9%');
    await drawer.getByLabel('Minimum order threshold').fill('1000');
    await expect(drawer.getByTestId('offer-margin')).toContainText('50%');
    await drawer.getByRole('button', { name: 'Create Offer' }).click();
    await expect(page.getByText('Offer created', { exact: true })).toBeVisible();

    const card = page.getByTestId('offer-card').filter({ hasText: offerName });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Rs. 1,000');
    await expect(card).toContainText(giftName);
    await expect(card.locator('.ant-tag')).toHaveText('Active');
    // the public list has it while active
    const pub = async () => ((await (await request.get('/api/v1/free-offers')).json()) as { name: string }[]).map((o) => o.name);
    expect(await pub()).toContain(offerName);

    await card.getByRole('switch', { name: `Active: ${offerName}` }).click();
    await expect(page.getByText('Offer deactivated', { exact: true })).toBeVisible();
    await expect(card.locator('.ant-tag')).toHaveText('Inactive');
    expect(await pub()).not.toContain(offerName);

    await card.getByRole('button', { name: `Delete ${offerName}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this offer?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Offer deleted', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    await request.delete(`/api/v1/admin/products/${productId}`, { headers: bearer(adminToken) });
  });

  test('a reseller asks for premium; the admin cannot approve it until the wallet pays Rs. 2,500, then approves it once', async ({ page, playwright, baseURL, request }) => {
    // a separate API context so the reseller's refresh cookie is its own
    const reseller = await playwright.request.newContext({ baseURL });
    const tag = uniqueTag();
    const email = `e2e-upgrade-${tag}@example.pk`;
    const signup = await reseller.post('/api/v1/auth/signup', {
      data: { name: `Upgrade ${tag}`, email, whatsappNumber: '03001234567', password: DEMO_PASSWORD },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const token = await apiToken(reseller, email);
    const asked = await reseller.post('/api/v1/plan-upgrade-requests', { headers: bearer(token), data: { requestedPlan: 'premium' } });
    expect(asked.status(), await asked.text()).toBe(201);
    const again = await reseller.post('/api/v1/plan-upgrade-requests', { headers: bearer(token), data: { requestedPlan: 'premium' } });
    expect(again.status()).toBe(409);

    await signInAsAdmin(page);
    await page.getByRole('menuitem', { name: 'Plan Requests' }).click();
    await expect(page.getByRole('heading', { name: 'Plan Upgrade Requests' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(`Upgrade ${tag}`);
    // an empty wallet: refused, with what the reseller must top up; the request waits
    await row.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('will get Premium for 30 days, paid with Rs. 2,500 from their wallet.');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('wallet-short')).toHaveText(
      "The reseller's wallet holds Rs. 0, and Premium costs Rs. 2,500. The request stays pending: the reseller has been asked to top up Rs. 2,500. Approve it again once they have.",
    );
    await page.screenshot({ path: 'e2e/screenshots/admin-plan-request-wallet-short-1280.png' });
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(row).toContainText('Pending');
    // the reseller is told what to top up
    await expect
      .poll(async () => ((await (await reseller.get('/api/v1/notifications', { headers: bearer(token) })).json()) as { items?: Array<{ title: string; message: string }> }).items?.map((n) => n.title) ?? [])
      .toContain('Top up to activate Premium');

    // through another API context: the top-up helper signs staff in, which must not replace the reseller's cookie
    await topUp(request, token, 3000_00);
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Request approved', { exact: true })).toBeVisible();
    const wallet = (await (await reseller.get('/api/v1/wallet', { headers: bearer(token) })).json()) as { balancePaisa: number };
    expect(wallet.balancePaisa).toBe(500_00);
    // the pending list no longer has it; the approved filter does
    await expect(row).toHaveCount(0);
    await page.getByText('Approved', { exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Approved');

    // after a token refresh the reseller is premium
    const refreshed = await reseller.post('/api/v1/auth/refresh');
    expect(refreshed.status(), await refreshed.text()).toBe(200);
    const fresh = ((await refreshed.json()) as { accessToken: string }).accessToken;
    const me = await reseller.get('/api/v1/me', { headers: bearer(fresh) });
    expect(((await me.json()) as { plan: string }).plan).toBe('premium');
    await reseller.dispose();
  });
});
