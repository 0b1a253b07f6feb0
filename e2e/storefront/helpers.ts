import { expect, type Locator, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

export const DEMO_PASSWORD = 'Demo@12345';
const ROOT = path.resolve(__dirname, '..', '..');
export const SCREENSHOT_DIR = path.join(ROOT, 'e2e', 'screenshots');

/** The page's own content, so the top bar's Login / Sign Up never clash with the page's buttons. */
export const main = (page: Page): Locator => page.locator('main');

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.resellpk.pk`;
}

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  const form = main(page);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

export interface NewUser {
  name: string;
  email: string;
  whatsappNumber: string;
  password: string;
}

export function newUser(prefix: string): NewUser {
  return { name: 'Ali Raza', email: uniqueEmail(prefix), whatsappNumber: '03001234567', password: 'Karachi#2025' };
}

export async function fillSignup(page: Page, user: NewUser, opts: { confirm?: string; acceptTerms?: boolean } = {}): Promise<void> {
  const form = main(page);
  await form.getByLabel('Full Name', { exact: true }).fill(user.name);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('WhatsApp Number', { exact: true }).fill(user.whatsappNumber);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(opts.confirm ?? user.password);
  if (opts.acceptTerms ?? true) await form.getByRole('checkbox').check();
}

/** Signs a fresh reseller up through the UI; ends signed in on /products. */
export async function signupFresh(page: Page, prefix: string): Promise<NewUser> {
  const user = newUser(prefix);
  await page.goto('/signup');
  await fillSignup(page, user);
  await main(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  return user;
}

/**
 * A fresh reseller through the signup API in the page's own cookie jar (page.request shares it):
 * the next page opens signed in. For tests about what a new reseller does next; the signup form
 * has its own specs (auth, signup-errors).
 */
export async function signupByApi(page: Page, prefix: string): Promise<NewUser> {
  const user = newUser(prefix);
  const { name, email, whatsappNumber, password } = user;
  const res = await page.request.post('/api/v1/auth/signup', { data: { name, email, whatsappNumber, password } });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

function mailDir(): string {
  return process.env.MAIL_DIR || path.join(ROOT, 'tmp', 'mail');
}

/** The newest password-reset link mailed to `email` after `since` (the dev mail transport writes JSON files). */
export async function waitForResetLink(email: string, since: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const suffix = `-${email.replace(/[^a-zA-Z0-9@._+-]/g, '_')}.json`;
  while (Date.now() < deadline) {
    const dir = mailDir();
    if (existsSync(dir)) {
      const files = readdirSync(dir)
        .filter((f) => f.endsWith(suffix) && Number(f.split('-')[0]) >= since)
        .sort();
      for (const file of files.reverse()) {
        const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { text?: string; html?: string };
        const match = `${mail.text ?? ''} ${mail.html ?? ''}`.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>&]+/);
        if (match) return match[0];
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no password reset mail for ${email} in ${mailDir()}`);
}

/** Path and query of a mailed link, so it opens on the test's baseURL whatever origin the mail used. */
export function relativeLink(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The page must not scroll sideways: the storefront is mobile first (360 px phones). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(1);
}
