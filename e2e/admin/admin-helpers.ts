import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO = {
  admin: 'admin@demo.pk',
  helper: 'helper@demo.pk',
  free: 'free@demo.pk',
  premium: 'premium@demo.pk',
} as const;

/** Signs in through the admin door (/admin/login), as a staff member would. */
export async function adminLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Full-page screenshot named after the viewport width: e2e/screenshots/<name>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const dir = path.resolve(__dirname, '..', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
}

/** A brand-new reseller through the public signup API, so role changes never touch demo users. */
export async function createReseller(request: APIRequestContext): Promise<{ email: string; name: string }> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `e2e-admin-${tag}@example.pk`;
  const name = `E2E Shop ${tag}`;
  const res = await request.post('/api/v1/auth/signup', {
    data: { name, email, whatsappNumber: '03001234567', password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, name };
}

export function pathnameIs(expected: string) {
  return (url: URL) => url.pathname.replace(/\/+$/, '') === expected;
}
