import { expect, test } from '@playwright/test';
import { DEMO, newReseller, personPage, pngImage } from './wallet-helpers';

/**
 * Topup Management: a helper uploads a QR code for the Easypaisa account (a private image, shown
 * through the access token), a reseller sees it on Add Funds, and the helper removes it again.
 */
test('a QR code uploaded in Topup Management shows on Add Funds, then is removed', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const helper = await personPage(browser, DEMO.helper, 1280);
  await helper.goto('/admin/topup-helper');
  const easypaisa = helper.getByTestId('method-card').filter({ hasText: 'Easypaisa' });
  const account = easypaisa.getByTestId('wallet-account').first();
  await expect(account).toBeVisible();
  await account.getByTestId('qr-input').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: pngImage(96) });
  const thumb = account.getByRole('img', { name: 'QR code' });
  await expect(thumb).toBeVisible({ timeout: 10_000 });
  expect(await thumb.getAttribute('src')).toMatch(/^blob:/);

  const reseller = await newReseller(request, 'qr');
  const page = await personPage(browser, reseller.email);
  await page.goto('/wallet/add-funds');
  await page.getByTestId('method-easypaisa').click();
  const qr = page.getByTestId('account-qr');
  await expect(qr).toBeVisible({ timeout: 10_000 });
  expect(await qr.getAttribute('src')).toMatch(/^blob:/);

  await account.getByRole('button', { name: 'Remove QR' }).click();
  await expect(thumb).toHaveCount(0, { timeout: 10_000 });
  await helper.context().close();
  await page.context().close();
});
