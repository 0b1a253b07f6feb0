import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../admin/admin-helpers';
import { expectNoHorizontalScroll } from '../admin-catalog/catalog-helpers';
import { DEMO, newReseller, personPage, pickAvailableMethod } from './wallet-helpers';

async function settle(page: Page): Promise<void> {
  await expect(page.locator('.ant-skeleton, .rpk-skeleton')).toHaveCount(0, { timeout: 15_000 });
  await expectNoHorizontalScroll(page);
}

for (const width of [360, 1280]) {
  test(`wallet, chats and notifications screens at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const reseller = await newReseller(request, `screens${width}`);
    const page = await personPage(browser, reseller.email, width);

    await page.goto('/wallet/history');
    await expect(page.getByText('No transactions yet')).toBeVisible();
    await settle(page);
    await screenshot(page, 'wallet-history-empty');

    await page.goto('/my-chats');
    await expect(page.getByRole('link', { name: 'Add Funds to Wallet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Menu' })).toBeVisible();
    await settle(page);
    await screenshot(page, 'wallet-my-chats-empty');

    await page.goto('/notifications');
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await expect(page.getByText("We'll notify you about important updates and activities")).toBeVisible();
    await settle(page);
    await screenshot(page, 'wallet-notifications-empty');

    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('Rs. 0');
    await settle(page);
    await screenshot(page, 'wallet-overview');

    await page.goto('/wallet/add-funds');
    await expect(page.getByText('Currently unavailable').first()).toBeVisible();
    await pickAvailableMethod(page);
    await page.getByTestId('top-up-amount').fill('2500');
    await settle(page);
    await screenshot(page, 'wallet-add-funds');

    await page.getByTestId('create-request').click();
    await expect(page.getByTestId('countdown')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('chat-system-message').first()).toBeVisible();
    await settle(page);
    await screenshot(page, 'wallet-payment-chat');
    const roomId = page.url().split('/').pop()!;

    await page.goto('/my-chats');
    await expect(page.getByTestId('chat-card').first()).toBeVisible();
    await settle(page);
    await screenshot(page, 'wallet-my-chats');

    const staff = await personPage(browser, DEMO.helper, width);
    await staff.goto('/admin/topup-chats');
    await expect(staff.getByTestId('payment-chat').first()).toBeVisible();
    await settle(staff);
    await screenshot(staff, 'admin-topup-chats');
    await staff.goto(`/admin/chat/${roomId}`);
    await expect(staff.getByTestId('request-card')).toBeVisible();
    await expect(staff.getByTestId('approve')).toBeVisible();
    await settle(staff);
    await screenshot(staff, 'admin-topup-chat');
    await staff.goto('/admin/topup-helper');
    await expect(staff.getByTestId('method-card').first()).toBeVisible();
    await settle(staff);
    await screenshot(staff, 'admin-topup-management');
    await staff.getByRole('tab', { name: 'Chat Templates' }).click();
    await expect(staff.getByTestId('chat-template').first()).toBeVisible();
    await settle(staff);
    await screenshot(staff, 'admin-topup-templates');
    // the add form refuses missing fields with the spec's message
    await staff.getByRole('tab', { name: 'Wallet Details' }).click();
    await staff.getByTestId('add-wallet').click();
    await expect(staff.getByText('Please fill in all required fields')).toBeVisible();
    await staff.context().close();
    await page.context().close();
  });
}

test('a top-up helper sees exactly Topup Chats and Topup Management', async ({ browser }) => {
  const staff = await personPage(browser, DEMO.helper, 1280);
  await staff.goto('/admin');
  const items = staff.getByRole('menuitem');
  await expect(items).toHaveText(['Topup Chats', 'Topup Management']);
  // an admin-only page sends the helper back to their home
  await staff.goto('/admin/products');
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.context().close();
});

test('the wallet in Urdu at 360 px: right to left, translated', async ({ browser, request }) => {
  const reseller = await newReseller(request, 'urdu');
  const page = await personPage(browser, reseller.email, 360);
  await page.evaluate(() => localStorage.setItem('rpk-lang', 'ur'));
  await page.goto('/wallet');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('میرا والیٹ')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('Rs. 0');
  await settle(page);
  await screenshot(page, 'wallet-overview-ur');
  await page.goto('/notifications');
  await expect(page.getByText('ابھی کوئی اطلاع نہیں')).toBeVisible();
  await settle(page);
  await page.context().close();
});
