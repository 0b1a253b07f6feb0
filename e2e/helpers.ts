import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Logs in through the storefront's /login form (fields Email and Password, button Login). */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // /login redirects away once the session exists (staff to /admin, resellers to /products)
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
}

/** Full-page screenshot saved as e2e/screenshots/<name>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  const dir = path.join(__dirname, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A fresh reseller through the public signup API: its email, password and access token. */
export async function apiSignup(request: APIRequestContext, label: string): Promise<{ email: string; password: string; token: string; name: string }> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `e2e-${label}-${tag}@example.pk`;
  const password = 'Lahore#2025';
  const name = `Shop ${label} ${tag}`;
  const res = await request.post('/api/v1/auth/signup', { data: { name, email, whatsappNumber: '03001234567', password } });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password, name, token: (await res.json()).accessToken as string };
}

/** Access token of an existing account through the login API (staff steps done by API). */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(res.status(), `login ${email}`).toBe(200);
  return (await res.json()).accessToken as string;
}

/**
 * Signs the browser context of `page` in through the login API: the session cookies land in the
 * context's own jar (page.request shares it), so the next page opens signed in. For tests about
 * what comes after signing in; the login form itself has its own specs (auth, admin-login).
 */
export async function signInByApi(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/v1/auth/login', { data: { email, password } });
  expect(res.status(), `login ${email}: ${await res.text()}`).toBe(200);
}
