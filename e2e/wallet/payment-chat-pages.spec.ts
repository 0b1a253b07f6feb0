import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { apiLogin } from '../helpers';
import { DEMO, DEMO_PASSWORD, newReseller, personPage } from './wallet-helpers';

/**
 * Issue 34 (16): Topup Chats was one grid of every chat (hundreds after a busy day). It is paged by
 * the server (12 a page), newest first or waiting longest first, filtered by status on the server,
 * and the page on screen stays live. "Last message:" keeps its colon; the products table says
 * which price it shows.
 */
const SHOTS = '/tmp/shots-adminlists';
const PAGE_SIZE = 12;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface TopUp {
  id: string;
  referenceCode: string;
}

/** A new reseller's top-up through the API, as Add Funds sends it (each its own amount: the same one within a minute is the same request). */
async function topUp(request: APIRequestContext, rupees: number, admin: string): Promise<TopUp & { token: string }> {
  const reseller = await newReseller(request, 'pages');
  const token = await apiLogin(request, reseller.email, DEMO_PASSWORD);
  let methods = await (await request.get('/api/v1/payment-methods', { headers: auth(token) })).json();
  if (!methods.some((m: { available: boolean }) => m.available)) {
    const res = await request.post('/api/v1/admin/payment-methods/wallets', { headers: auth(admin), data: { paymentMethodId: methods[0].id, walletTitle: 'ResellPK e2e', walletAddress: '03001234567' } });
    expect(res.status(), await res.text()).toBe(201);
    methods = await (await request.get('/api/v1/payment-methods', { headers: auth(token) })).json();
  }
  const method = methods.find((m: { available: boolean }) => m.available);
  const res = await request.post('/api/v1/payment-requests', {
    headers: { ...auth(token), 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { paymentMethodId: method.id, amountPaisa: rupees * 100 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()) as TopUp), token };
}

/** Which of our top-ups the cards on screen show. */
const oursOn = async (cards: Locator, made: TopUp[]) => {
  const texts = await cards.allInnerTexts();
  return made.filter((m) => texts.some((t) => t.includes(m.referenceCode))).map((m) => m.referenceCode);
};
const indexOfRef = (texts: string[], ref: string) => texts.findIndex((t) => t.includes(ref));

async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
}

test('Topup Chats at 360 px: pages of 12, newest or waiting longest first, the status filter on the server, live on the page shown', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request, DEMO.admin, DEMO_PASSWORD);
  // 14 top-ups, oldest first; the first and the sixth are marked paid (under review)
  const made: Array<TopUp & { token: string }> = [];
  for (let i = 0; i < 14; i++) made.push(await topUp(request, 1_101 + i, admin));
  for (const i of [0, 5]) {
    const paid = await request.post(`/api/v1/payment-requests/${made[i].id}/paid`, { headers: auth(made[i].token) });
    expect(paid.status(), await paid.text()).toBe(200);
  }

  const helper = await personPage(browser, DEMO.helper, 360);
  const listCalls: string[] = [];
  helper.on('request', (r) => {
    if (r.url().includes('/api/v1/admin/topup-chats')) listCalls.push(r.url());
  });
  await helper.goto('/admin/topup-chats');
  const cards = helper.getByTestId('payment-chat');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  // "Last message:" on one line, its colon with it (it wrapped to "Last / message" with the colon alone)
  const label = cards.first().locator('.ant-descriptions-item-label').filter({ hasText: 'Last message' });
  const lines = await label.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
  expect(lines).toBeLessThan(1.5);
  // one page, not every chat: newest request first
  await expect(cards).toHaveCount(PAGE_SIZE, { timeout: 15_000 });
  // other specs running beside this one may add top-ups meanwhile: ours are looked up by reference
  await expect(cards.filter({ hasText: made[13].referenceCode })).toHaveCount(1);
  const pager = helper.getByTestId('payment-chat-pages');
  await expect(pager).toBeVisible();
  await expect(helper.getByTestId('payment-chat-total')).toHaveText(/^\d+ chats$/);
  const total = Number((await helper.getByTestId('payment-chat-total').innerText()).split(' ')[0]);
  expect(total).toBeGreaterThanOrEqual(14);
  expect(listCalls.at(-1)).toContain('page=1');
  await noSidewaysScroll(helper, 360);

  fs.mkdirSync(SHOTS, { recursive: true });
  await helper.screenshot({ path: `${SHOTS}/topup-chats-360.png`, fullPage: true });
  await helper.screenshot({ path: `${SHOTS}/topup-chats-top-360.png` });
  await pager.scrollIntoViewIfNeeded();
  await helper.screenshot({ path: `${SHOTS}/payment-chats-pager-360.png` });

  // page 2 holds the next ones, none repeated or skipped: our newest on page 1 (all 12 unless another
  // spec's top-ups came in between), the ones just older on page 2
  const refs = made.map((m) => m.referenceCode);
  const firstPage = await oursOn(cards, made);
  expect(firstPage.length).toBeGreaterThan(0);
  expect(firstPage).toEqual(refs.slice(refs.length - firstPage.length));
  const older = refs.length - firstPage.length;
  await pager.locator('.ant-pagination-next').click();
  await expect(helper).toHaveURL(/[?&]page=2/);
  await expect(cards.filter({ hasText: refs[older - 1] })).toHaveCount(1);
  const secondPage = await oursOn(cards, made);
  expect(secondPage).toEqual(refs.slice(older - secondPage.length, older));
  expect(listCalls.at(-1)).toContain('page=2');
  await noSidewaysScroll(helper, 360);

  // under review only, filtered by the server: the newer of the two first, then waiting longest first
  await helper.getByTestId('payment-chat-status-filter').getByText('Under Review', { exact: true }).click();
  await expect(helper).not.toHaveURL(/[?&]page=2/);
  await expect(cards.filter({ hasText: made[5].referenceCode })).toHaveCount(1);
  expect(listCalls.at(-1)).toContain('status=under_review');
  for (const status of await cards.getByTestId('payment-status').allInnerTexts()) expect(status).toBe('Under Review');
  let order = await cards.allInnerTexts();
  expect(indexOfRef(order, made[5].referenceCode)).toBeLessThan(indexOfRef(order, made[0].referenceCode));

  await helper.getByTestId('payment-chat-sort').click();
  // antd's list of options (its role=option twins are for screen readers only)
  await helper.locator('.ant-select-item-option').filter({ hasText: 'Waiting longest first' }).click();
  await expect(helper).toHaveURL(/[?&]sort=waiting/);
  await expect.poll(async () => {
    order = await cards.allInnerTexts();
    return indexOfRef(order, made[0].referenceCode) >= 0 && indexOfRef(order, made[0].referenceCode) < indexOfRef(order, made[5].referenceCode);
  }).toBe(true);
  expect(listCalls.at(-1)).toMatch(/sort=waiting/);
  await noSidewaysScroll(helper, 360);
  await helper.screenshot({ path: `${SHOTS}/topup-chats-review-waiting-360.png`, fullPage: true });

  // back to every chat, newest first: a new request shows on the page without a reload
  await helper.goto('/admin/topup-chats');
  await expect(cards).toHaveCount(PAGE_SIZE);
  let reloaded = false;
  helper.on('framenavigated', (frame) => {
    if (frame === helper.mainFrame()) reloaded = true;
  });
  const fresh = await topUp(request, 1_199, admin);
  const freshCard = cards.filter({ hasText: fresh.referenceCode });
  await expect(freshCard).toHaveCount(1, { timeout: 15_000 });
  await expect(cards).toHaveCount(PAGE_SIZE);
  // and its status change too
  expect((await request.post(`/api/v1/payment-requests/${fresh.id}/paid`, { headers: auth(fresh.token) })).status()).toBe(200);
  await expect(freshCard.getByTestId('payment-status')).toHaveText('Under Review', { timeout: 15_000 });
  expect(reloaded).toBe(false);

  await helper.setViewportSize({ width: 1280, height: 900 });
  await expect(pager.locator('.ant-pagination-item-2')).toBeVisible();
  await helper.screenshot({ path: `${SHOTS}/topup-chats-1280.png`, fullPage: true });
  await helper.evaluate(() => window.scrollTo(0, 0));
  await helper.screenshot({ path: `${SHOTS}/topup-chats-top-1280.png` });
  await helper.context().close();
});

test('the products table names its price: Wholesale price', async ({ browser }) => {
  const admin = await personPage(browser, DEMO.admin, 1280);
  await admin.goto('/admin/products');
  await expect(admin.getByRole('columnheader', { name: 'Wholesale price' })).toBeVisible({ timeout: 15_000 });
  await expect(admin.getByRole('columnheader', { name: 'Price', exact: true })).toHaveCount(0);
  await admin.screenshot({ path: `${SHOTS}/admin-products-1280.png` });
  await admin.setViewportSize({ width: 360, height: 800 });
  await expect(admin.getByTestId('product-wholesale-price').first()).toContainText('Wholesale price');
  await admin.screenshot({ path: `${SHOTS}/admin-products-360.png` });
  await admin.context().close();
});

test('GET /admin/topup-chats through the gateway: staff only, the page size capped at 50, sort and status checked', async ({ request }) => {
  const helper = auth(await apiLogin(request, DEMO.helper, DEMO_PASSWORD));
  const page = await request.get('/api/v1/admin/topup-chats?status=pending&sort=waiting&page=1&pageSize=50', { headers: helper });
  expect(page.status(), await page.text()).toBe(200);
  const body = await page.json();
  expect(body).toMatchObject({ page: 1, pageSize: 50, sort: 'waiting' });
  expect(body.items.length).toBeLessThanOrEqual(50);
  expect(body.items.every((r: { payment: { status: string } }) => r.payment.status === 'pending')).toBe(true);
  for (const query of ['pageSize=51', 'pageSize=0', 'page=0', 'sort=oldest', 'status=lost']) {
    expect((await request.get(`/api/v1/admin/topup-chats?${query}`, { headers: helper })).status(), query).toBe(400);
  }
  const reseller = await newReseller(request, 'pages-403');
  const token = await apiLogin(request, reseller.email, DEMO_PASSWORD);
  expect((await request.get('/api/v1/admin/topup-chats', { headers: auth(token) })).status()).toBe(403);
  expect((await request.get('/api/v1/admin/topup-chats')).status()).toBe(401);
});
