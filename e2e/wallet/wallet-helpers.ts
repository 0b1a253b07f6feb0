import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import * as zlib from 'node:zlib';
import { DEMO, DEMO_PASSWORD } from '../admin/admin-helpers';

export { DEMO, DEMO_PASSWORD };

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG (size x size, a green square), as a payment screenshot would be. */
export function pngImage(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([22, 163, 74]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A brand-new reseller through the public signup API (its wallet is created from the event). */
export async function newReseller(request: APIRequestContext, tag: string): Promise<{ email: string; name: string }> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-${tag}-${id}@example.pk`;
  const name = `Wallet ${tag} ${id}`;
  const res = await request.post('/api/v1/auth/signup', { data: { name, email, whatsappNumber: '03001234567', password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  return { email, name };
}

/** Signs in through /login in a fresh browser context (its own cookies: a second person). */
export async function personPage(browser: Browser, email: string, width = 390): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  const main = page.locator('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
  return page;
}

/** Picks the first payment method that is not "Currently unavailable". */
export async function pickAvailableMethod(page: Page): Promise<void> {
  const available = page.locator('[role="radio"]:not([aria-disabled="true"])').first();
  await expect(available).toBeVisible();
  await available.click();
  await expect(page.getByTestId('receiving-account')).toBeVisible();
}

/** A pending withdrawal through the API (an Easypaisa payout account, then the request), as /wallet/withdraw sends it. */
export async function requestWithdrawal(request: APIRequestContext, token: string, amountPaisa: number): Promise<{ id: string; referenceCode: string }> {
  const headers = { Authorization: `Bearer ${token}` };
  const account = await request.post('/api/v1/wallet/payout-accounts', { headers, data: { kind: 'easypaisa', accountHolder: 'Axe Reseller', mobileNumber: '0300 7654321' } });
  expect(account.status(), await account.text()).toBe(201);
  const res = await request.post('/api/v1/wallet/withdrawals', {
    headers: { ...headers, 'Idempotency-Key': `e2e-wd-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` },
    data: { payoutAccountId: (await account.json()).id, amountPaisa },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; referenceCode: string };
}
