import { expect, test, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DEMO, personPage } from './wallet-helpers';

const SHOTS = path.resolve(__dirname, '..', '..', 'tmp', 'withdrawals');
async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
}
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/**
 * Issue 13, withdrawals: a reseller with profit in the wallet (the demo seed gives premium@demo.pk
 * Rs. 7,500) adds an Easypaisa account and withdraws at 360 px; the amount is held at once; an admin
 * marks it paid on /admin/withdrawals with the transfer reference; the reseller's open /wallet shows
 * it paid without a reload.
 */
test('a reseller withdraws at 360 px, an admin marks it paid, the reseller sees it live', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await personPage(browser, DEMO.premium, 360);
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/Rs\. [\d,]+/);
  const before = rupees(await page.getByTestId('wallet-balance').textContent());
  expect(before).toBeGreaterThanOrEqual(1000);
  await expect(page.getByTestId('withdrawals-card')).toBeVisible();

  await page.getByTestId('withdraw').click();
  await expect(page).toHaveURL(/\/wallet\/withdraw$/);
  // with no saved account the form is open; otherwise it is one click away
  await expect(page.getByTestId('payout-account-form').or(page.getByTestId('add-payout-account'))).toBeVisible();
  if (!(await page.getByTestId('payout-account-form').isVisible())) await page.getByTestId('add-payout-account').click();
  // each bad field says what is wrong
  await page.getByTestId('payout-mobile').fill('042 1234567');
  await page.getByTestId('payout-save').click();
  await expect(page.getByTestId('error-mobileNumber')).toHaveText('Enter a Pakistani mobile number, e.g. 0300 1234567.');
  await expect(page.getByTestId('error-accountHolder')).toHaveText("Please enter the account holder's name.");
  await page.getByTestId('payout-mobile').fill('0300 7654321');
  await page.getByTestId('payout-holder').fill('Premium Reseller');
  await page.getByTestId('payout-save').click();
  const option = page.getByTestId('payout-option').filter({ hasText: '0300-7654321' });
  await expect(option).toHaveAttribute('aria-checked', 'true');

  await page.getByTestId('withdraw-amount').fill('400');
  await page.getByTestId('submit-withdrawal').click();
  await expect(page.getByTestId('amount-error')).toHaveText('The minimum withdrawal is Rs. 500.');
  await page.getByTestId('withdraw-amount').fill('1000');
  await shot(page, 'withdraw-form');
  await page.getByTestId('submit-withdrawal').click();

  // back on /wallet: held at once, listed as pending
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText(`Rs. ${(before - 1000).toLocaleString('en-US')}`);
  const row = page.getByTestId('withdrawal-row').filter({ hasText: '0300-7654321' }).first();
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row).toContainText('Rs. 1,000');
  const reference = /WD-[A-Z2-9]{6}/.exec((await row.textContent()) ?? '')?.[0];
  expect(reference).toBeTruthy();
  await expect(page.getByTestId('withdrawals-held')).toContainText('held until paid');
  await shot(page, 'wallet-pending');

  // the admin pays it outside the system and marks it paid with the reference
  const admin = await personPage(browser, DEMO.admin, 1280);
  await admin.goto('/admin/withdrawals');
  await expect(admin.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  const adminRow = admin.locator('tr').filter({ hasText: reference! });
  await expect(adminRow).toContainText('Rs. 1,000');
  await expect(adminRow).toContainText('0300-7654321');
  // who asked: the reseller's name and email from identity, beside the payout account
  await expect(adminRow.getByTestId('withdrawal-reseller')).toContainText('Sana Premium');
  await expect(adminRow.getByTestId('withdrawal-reseller')).toContainText(DEMO.premium);
  // searched by the reseller's email: this one is listed; a name nobody has lists nothing
  await admin.getByLabel('Search withdrawals by reseller').fill(DEMO.premium);
  await admin.getByLabel('Search withdrawals by reseller').press('Enter');
  await expect(admin.locator('tr').filter({ hasText: reference! })).toHaveCount(1);
  await admin.getByLabel('Search withdrawals by reseller').fill('no such reseller zzq');
  await admin.getByLabel('Search withdrawals by reseller').press('Enter');
  await expect(admin.getByText('No withdrawals of a reseller matching "no such reseller zzq".')).toBeVisible();
  await admin.getByLabel('Search withdrawals by reseller').fill('Sana Premium');
  await admin.getByLabel('Search withdrawals by reseller').press('Enter');
  await expect(adminRow).toBeVisible();
  // every column fits at 1280 px: the actions are not scrolled out of sight
  const markPaid = await adminRow.getByTestId('mark-paid').boundingBox();
  const table = await admin.getByTestId('withdrawals-table').boundingBox();
  expect(markPaid && table && markPaid.x + markPaid.width <= table.x + table.width).toBeTruthy();
  await shot(admin, 'admin-withdrawals');
  await adminRow.getByTestId('mark-paid').click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the transfer reference.');
  await dialog.getByTestId('decision-text').fill('EP-TID-558812');
  await shot(admin, 'admin-mark-paid');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.getByText('Withdrawal marked paid')).toBeVisible();
  // it leaves the pending list; under Paid it shows the reference
  await expect(admin.locator('tr').filter({ hasText: reference! })).toHaveCount(0);
  await admin.getByText('Paid', { exact: true }).click();
  await expect(admin.locator('tr').filter({ hasText: reference! })).toContainText('EP-TID-558812');

  // the reseller's open page changes without a reload; the balance stays as held
  await expect(row).toHaveAttribute('data-status', 'paid', { timeout: 10_000 });
  await expect(row).toContainText('EP-TID-558812');
  await expect(page.getByTestId('wallet-balance')).toHaveText(`Rs. ${(before - 1000).toLocaleString('en-US')}`);
  await shot(page, 'wallet-paid');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'wallet-paid');

  // admin at 360 px: cards instead of the table
  await admin.setViewportSize({ width: 360, height: 800 });
  await expect(admin.getByTestId('withdrawal-card').filter({ hasText: reference! })).toBeVisible();
  await expect(admin.getByTestId('withdrawal-card').filter({ hasText: reference! }).getByTestId('withdrawal-reseller')).toContainText('Sana Premium');
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(admin, 'admin-withdrawals-paid');
  await admin.context().close();
  await page.context().close();
});
