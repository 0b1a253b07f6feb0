import { expect, type Page } from '@playwright/test';
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
