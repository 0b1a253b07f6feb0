import { expect, test, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { apiLogin } from '../helpers';
import { auth, topUp } from '../partner/partner-helpers';
import { DEMO, DEMO_PASSWORD, newReseller, personPage, requestWithdrawal } from './wallet-helpers';

const SHOTS = path.resolve(__dirname, '..', '..', 'tmp', 'wallet-history');
async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
}

async function inLanguage(page: Page, lng: 'en' | 'ur'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('rpk-lang', l), lng);
  await page.goto('/wallet/history');
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}

/**
 * Issue 34, 14: each history line says what it is now, in the reader's language. A reseller tops
 * up, withdraws three times; staff pay one and reject one. In Urdu at 360 px every line is Urdu
 * (only reference codes and digits stay Latin) and the paid withdrawal's line says paid, not
 * "held until paid".
 */
test('wallet history at 360 px in Urdu: Urdu lines, and a paid withdrawal shows paid', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const seller = await newReseller(request, 'history');
  const token = await apiLogin(request, seller.email, DEMO_PASSWORD);
  await topUp(request, token, 500_000);
  const paid = await requestWithdrawal(request, token, 100_000);
  const rejected = await requestWithdrawal(request, token, 60_000);
  const pending = await requestWithdrawal(request, token, 50_000);
  const admin = auth(await apiLogin(request, DEMO.admin, DEMO_PASSWORD));
  const pay = await request.post(`/api/v1/admin/withdrawals/${paid.id}/paid`, { headers: admin, data: { transferReference: 'EP-TID-4411' } });
  expect(pay.status(), await pay.text()).toBe(200);
  const reject = await request.post(`/api/v1/admin/withdrawals/${rejected.id}/reject`, { headers: admin, data: { reason: 'Account name does not match' } });
  expect(reject.status(), await reject.text()).toBe(200);

  const page = await personPage(browser, seller.email, 360);
  await inLanguage(page, 'ur');
  const rows = page.getByTestId('transaction-row');
  // top-up, three holds, the rejected one's return
  await expect(rows).toHaveCount(5);
  const lineOf = (reference: string, type: 'hold' | 'return' = 'hold') =>
    rows.filter({ hasText: reference }).filter(type === 'return' ? { hasText: 'واپس آ گئی' } : { hasNotText: 'واپس آ گئی' });

  const paidLine = lineOf(paid.referenceCode);
  await expect(paidLine).toContainText('ایزی پیسہ •••• 4321 میں رقم نکلوانا: ادا کر دی گئی');
  await expect(paidLine).not.toContainText('held until paid');
  await expect(paidLine.getByTestId('transaction-text')).toHaveText('ایزی پیسہ •••• 4321 میں رقم نکلوانا: ادا کر دی گئی');
  await expect(paidLine.getByTestId('withdrawal-status')).toHaveText('ادا شدہ');
  await expect(lineOf(pending.referenceCode).getByTestId('transaction-text')).toHaveText('ایزی پیسہ •••• 4321 میں رقم نکلوانا: ادائیگی کا انتظار ہے');
  await expect(lineOf(rejected.referenceCode).getByTestId('transaction-text')).toHaveText('ایزی پیسہ •••• 4321 میں رقم نکلوانا: مسترد، رقم واپس کر دی گئی');
  await expect(lineOf(rejected.referenceCode, 'return').getByTestId('transaction-text')).toHaveText(
    `رقم نکلوانے کی درخواست ${rejected.referenceCode} مسترد: رقم آپ کے والیٹ میں واپس آ گئی`,
  );
  await expect(rows.last().getByTestId('transaction-text')).toHaveText(/کے ذریعے والیٹ ٹاپ اپ$/);
  // no English prose on any line: without the reference codes, no Latin word is left
  await expect(page.getByTestId('transaction-text')).toHaveCount(5);
  for (const text of await page.getByTestId('transaction-text').allTextContents()) {
    expect(text.replace(/\b(WD|TOP)-[A-Z0-9]+\b/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  }
  await expect(page.getByTestId('transactions')).not.toContainText('held until paid');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'history-ur');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'history-ur');

  // the same lines in English
  await inLanguage(page, 'en');
  await expect(lineOf(paid.referenceCode).getByTestId('transaction-text')).toHaveText('Withdrawal to Easypaisa •••• 4321: paid');
  await expect(lineOf(paid.referenceCode).getByTestId('withdrawal-status')).toHaveText('Paid');
  await shot(page, 'history-en');
  await page.setViewportSize({ width: 360, height: 844 });
  await shot(page, 'history-en');
  await page.context().close();
});

/**
 * The coin history had the same fault (its lines were the server's English, shown through t() as
 * they were): a pack bought from the wallet reads in Urdu on /coins and on /wallet/history.
 */
test('coin history at 360 px in Urdu: the lines are Urdu, as is the pack on the wallet history', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const seller = await newReseller(request, 'coinlines');
  const token = await apiLogin(request, seller.email, DEMO_PASSWORD);
  await topUp(request, token, 100_000);
  const bought = await request.post('/api/v1/coins/packs/starter/purchase', { headers: { ...auth(token), 'Idempotency-Key': `e2e-lines-${Date.now().toString(36)}` } });
  expect(bought.status(), await bought.text()).toBe(200);

  const page = await personPage(browser, seller.email, 360);
  await page.evaluate(() => localStorage.setItem('rpk-lang', 'ur'));
  await page.goto('/coins?tab=history');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  const rows = page.getByTestId('coin-history-row');
  await expect(rows.filter({ hasText: '1000' }).first()).toContainText('Rs. 250 میں 1000 کوائنز خریدے (پہلی خریداری کا بونس)');
  await expect(rows.filter({ hasText: 'خوش آمدید بونس' })).toHaveCount(1);
  const texts = page.getByTestId('coin-history-text');
  await expect(texts).not.toHaveCount(0);
  for (const text of await texts.allTextContents()) expect(text.replace(/Rs\./g, '')).not.toMatch(/[A-Za-z]{2,}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'coins-ur');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'coins-ur');

  await page.goto('/wallet/history');
  await expect(page.getByTestId('transaction-row').filter({ hasText: '-Rs. 250' })).toContainText('اسٹارٹر سکوں کا پیک (500 سکے)');

  await page.evaluate(() => localStorage.setItem('rpk-lang', 'en'));
  await page.goto('/coins?tab=history');
  await expect(rows.filter({ hasText: '1000' }).first()).toContainText('Purchased 1000 coins for Rs. 250 (First purchase bonus)');
  await shot(page, 'coins-en');
  await page.setViewportSize({ width: 360, height: 844 });
  await shot(page, 'coins-en');
  await page.context().close();
});
