import { expect, test } from '@playwright/test';
import { DEMO, newReseller, personPage, pickAvailableMethod } from './wallet-helpers';

/**
 * I Have Paid, a refused upload and a rejection with a reason: the reseller's page follows the
 * staff decision live and the chat input is disabled once the request is rejected.
 */
test('I Have Paid, then a helper rejects with a reason: the reseller sees it live, input disabled', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const reseller = await newReseller(request, 'reject');
  const page = await personPage(browser, reseller.email);
  await page.goto('/wallet/add-funds');
  await pickAvailableMethod(page);
  await page.getByTestId('top-up-amount').fill('750');
  await page.getByTestId('create-request').click();
  await expect(page).toHaveURL(/\/wallet\/chat\/[0-9a-f-]{36}$/);
  const roomId = page.url().split('/').pop()!;
  await expect(page.getByTestId('countdown')).toBeVisible();

  // a text file named like an image: the browser calls it image/png, the server checks the content
  await page.getByTestId('screenshot-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(page.getByText('Failed to upload screenshot')).toBeVisible();
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Pending');
  // a file the browser itself knows is not an image never leaves the page
  await page.getByTestId('screenshot-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select an image file', { exact: true })).toBeVisible();

  await page.getByTestId('i-have-paid').click();
  await expect(page.getByTestId('toast').getByText('Payment Marked as Paid')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Under Review');
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await expect(page.getByTestId('i-have-paid')).toHaveCount(0);

  const helper = await personPage(browser, DEMO.helper, 1280);
  await helper.goto(`/admin/chat/${roomId}`);
  await expect(helper.getByTestId('payment-status')).toHaveText('Under Review');
  await helper.getByLabel('Rejection reason (optional)').fill('No payment received for this reference');
  await helper.getByTestId('reject').click();
  await expect(helper.getByTestId('payment-status')).toHaveText('Rejected');
  await expect(helper).toHaveURL(/\/admin\/topup-chats$/, { timeout: 6000 });

  await expect(page.getByTestId('payment-status')).toHaveText('Rejected', { timeout: 10_000 });
  await expect(page.getByTestId('chat-system-message').filter({ hasText: 'Your payment request has been rejected. Reason: No payment received for this reference' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByTestId('chat-input')).toBeDisabled();
  await expect(page.getByTestId('chat-send')).toBeDisabled();

  // the list's status filter finds it among the rejected
  await helper.locator('.ant-segmented').getByText('Rejected', { exact: true }).click();
  await expect(helper.getByTestId('payment-chat').getByTestId('payment-status').first()).toHaveText('Rejected');
  await expect(helper.getByTestId('payment-chat').filter({ hasText: reseller.name })).toContainText('Rejected');
  await helper.context().close();
  await page.context().close();
});
