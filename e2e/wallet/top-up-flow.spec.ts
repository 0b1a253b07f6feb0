import { expect, test } from '@playwright/test';
import { screenshot } from '../admin/admin-helpers';
import { DEMO, newReseller, personPage, pickAvailableMethod, pngImage } from './wallet-helpers';

/**
 * The top-up flow through the shell, two people at once: a reseller adds funds, sees the
 * countdown and uploads a screenshot; a top-up helper (a second browser context) sees the room
 * appear and the messages arrive live and approves; the reseller's wallet card, history and bell
 * change without a reload, and the notification is listed.
 */
test('a reseller tops up, a helper approves, everything arrives live', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const reseller = await newReseller(request, 'topup');
  const helper = await personPage(browser, DEMO.helper, 1280);
  await expect(helper).toHaveURL(/\/admin$/);
  await helper.getByRole('menuitem', { name: 'Topup Chats' }).click();
  await expect(helper).toHaveURL(/\/admin\/topup-chats$/);
  await expect(helper.getByRole('heading', { name: 'Topup Chats' })).toBeVisible();

  const page = await personPage(browser, reseller.email);
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('Rs. 0');

  // add funds: the spec's message below Rs. 100, then a real request
  await page.getByTestId('add-funds').click();
  await expect(page).toHaveURL(/\/wallet\/add-funds$/);
  await page.getByTestId('create-request').click();
  await expect(page.getByTestId('add-funds-error')).toHaveText('Please select a payment method and enter a minimum amount of Rs. 100');
  await pickAvailableMethod(page);
  await page.getByTestId('top-up-amount').fill('50');
  await page.getByTestId('create-request').click();
  await expect(page.getByTestId('add-funds-error')).toBeVisible();
  await page.getByTestId('top-up-amount').fill('1500');
  await page.getByTestId('create-request').click();
  await expect(page).toHaveURL(/\/wallet\/chat\/[0-9a-f-]{36}$/);
  const roomId = page.url().split('/').pop()!;

  // the one-hour countdown ticks
  const countdown = page.getByTestId('countdown');
  await expect(countdown).toHaveText(/^(00:59:\d\d|01:00:00)$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 3000 });
  await expect(page.getByTestId('payment-status')).toHaveText('Pending');
  await expect(page.getByTestId('request-amount')).toHaveText('Rs. 1,500');
  // the welcome and payment-details system messages
  await expect(page.getByTestId('chat-system-message').first()).toBeVisible();

  // the helper's list shows the new room without a reload
  const card = helper.getByTestId('payment-chat').filter({ hasText: reseller.name });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('Rs. 1,500');
  await expect(card).toContainText(reseller.email);
  await card.getByTestId('view-chat').click();
  await expect(helper).toHaveURL(new RegExp(`/admin/chat/${roomId}$`));
  await expect(helper.getByTestId('request-card')).toContainText('Rs. 1,500');

  // a screenshot: pending -> under review, shown to the helper live
  await page.getByTestId('screenshot-input').setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.getByText('Screenshot uploaded successfully. Your request is now under review.')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Under Review');
  await expect(helper.getByTestId('payment-status')).toHaveText('Under Review', { timeout: 10_000 });
  await expect(helper.getByTestId('chat-image').first()).toBeVisible({ timeout: 10_000 });
  expect(await helper.getByTestId('chat-image').first().getAttribute('src')).toMatch(/^blob:/);

  // a text message arrives on the other side live, in both directions
  await page.getByTestId('chat-input').fill('Sent from my Easypaisa, please check');
  await page.getByTestId('chat-input').press('Enter');
  await expect(helper.getByTestId('chat-other-message').filter({ hasText: 'Sent from my Easypaisa, please check' })).toBeVisible({ timeout: 10_000 });
  await helper.getByTestId('chat-input').fill('Received, approving now');
  await helper.getByTestId('chat-input').press('Enter');
  await expect(page.getByTestId('chat-other-message').filter({ hasText: 'Received, approving now' })).toBeVisible({ timeout: 10_000 });

  // the reseller watches the wallet and the history (in a second tab) while the helper approves
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('Rs. 0');
  const history = await page.context().newPage();
  await history.goto('/wallet/history');
  await expect(history.getByText('No transactions yet')).toBeVisible();
  await expect(page.getByTestId('bell-badge-count')).toHaveCount(0);

  await helper.getByTestId('approve').click();
  await expect(helper.getByTestId('payment-status')).toHaveText('Approved');
  // back to the list 2 s later
  await expect(helper).toHaveURL(/\/admin\/topup-chats$/, { timeout: 6000 });

  await expect(page.getByTestId('wallet-balance')).toHaveText('Rs. 1,500', { timeout: 10_000 });
  const row = history.getByTestId('transaction-row').first();
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row.getByTestId('transaction-amount')).toHaveText('+Rs. 1,500');
  await expect(row).toContainText('Rs. 1,500');
  await expect(page.getByTestId('bell-badge-count')).toHaveText('1', { timeout: 10_000 });
  await screenshot(history, 'wallet-history');

  // the notification is listed, unread, then read
  await page.getByTestId('notifications-link').click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByTestId('unread-summary')).toHaveText('1 unread notification(s)');
  const note = page.getByTestId('notification').first();
  await expect(note.getByTestId('new-badge')).toBeVisible();
  await expect(note).toContainText(/just now|minute/);
  await screenshot(page, 'wallet-notifications');
  await page.getByTestId('mark-all-read').click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(page.getByTestId('unread-summary')).toHaveText('All caught up!');
  await expect(page.getByTestId('bell-badge-count')).toHaveCount(0);

  // My Chats lists the room, approved; the chat carries the spec's approval message
  await page.goto('/my-chats');
  const chatCard = page.getByTestId('chat-card').first();
  await expect(chatCard).toContainText('Approved');
  await chatCard.getByRole('button', { name: 'Open Chat' }).click();
  await expect(page).toHaveURL(new RegExp(`/wallet/chat/${roomId}$`));
  await expect(page.getByTestId('chat-system-message').filter({ hasText: 'Your payment request has been approved! Rs. ' })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await expect(page.getByTestId('i-have-paid')).toHaveCount(0);
  await helper.context().close();
});
