import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminLogin, DEMO, DEMO_PASSWORD, pathnameIs } from '../admin/admin-helpers';

/** A valid 1x1 PNG, enough for the gateway's content check and resize. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await adminLogin(page, DEMO.admin);
  await expect(page).toHaveURL(pathnameIs('/admin'));
}

export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** No page-level horizontal scroll (the 360 px rule). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
