import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DEMO, DEMO_PASSWORD } from '../admin/admin-helpers';
import { apiLogin } from '../helpers';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
export const main = (page: Page) => page.locator('main');

/** Full-page screenshot saved as tmp/partner-<name>-<width>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = path.join(__dirname, '..', '..', 'tmp');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `partner-${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
}

/** A top-up the staff approve through the API, as the wallet specs do. */
export async function topUp(request: APIRequestContext, token: string, amountPaisa: number): Promise<void> {
  const methods: Array<{ id: string; available: boolean }> = await (await request.get('/api/v1/payment-methods', { headers: auth(token) })).json();
  const method = methods.find((m) => m.available);
  expect(method, 'an available payment method (demo data)').toBeTruthy();
  const created = await request.post('/api/v1/payment-requests', { headers: { ...auth(token), 'Idempotency-Key': `e2e-${randomUUID()}` }, data: { paymentMethodId: method?.id, amountPaisa } });
  expect(created.status(), await created.text()).toBe(201);
  const admin = await apiLogin(request, DEMO.admin, DEMO_PASSWORD);
  const approved = await request.post(`/api/v1/admin/payment-requests/${(await created.json()).id}/approve`, { headers: auth(admin) });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect.poll(async () => (await (await request.get('/api/v1/wallet', { headers: auth(token) })).json()).balancePaisa, { timeout: 10_000 }).toBe(amountPaisa);
}
