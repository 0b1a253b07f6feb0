import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../helpers';
import { main } from './helpers';

/**
 * The per-account login limit (gateway, docs/production.md) answers 429 with its own message. The
 * e2e stack runs with rate limits off, so the gateway's answer is played here (the limit itself is
 * proven against Redis in account-login-limit.int-spec.ts): the login page must show the message,
 * in English and Urdu.
 */
const LOCKED = 'Too many failed login attempts for this account. Please try again later or reset your password.';

async function answerLocked(page: Page): Promise<void> {
  await page.route('**/api/v1/auth/login', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '900' },
      json: { statusCode: 429, code: 'RATE_LIMITED', message: LOCKED, correlationId: 'e2e' },
    }),
  );
}

/** The toast slides in: shoot once it has settled. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

async function submit(page: Page, login: string, email: string, password: string): Promise<void> {
  await main(page).locator('input[name="email"]').fill(email);
  await main(page).locator('input[name="password"]').fill(password);
  await main(page).getByRole('button', { name: login, exact: true }).click();
}

test.describe('login locked for the account', () => {
  for (const width of [360, 1280]) {
    test(`shows the lockout message (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
      await answerLocked(page);
      await page.goto('/login');
      await submit(page, 'Login', 'free@demo.pk', 'Guess@12345');
      await expect(page.getByText('Login failed')).toBeVisible();
      await expect(page.getByText(LOCKED)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await settled(page);
      await screenshot(page, 'login-locked');

      await page.getByTestId('site-footer').getByRole('combobox').selectOption('ur');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await submit(page, 'لاگ ان', 'free@demo.pk', 'Guess@12345');
      await expect(page.getByText('اس اکاؤنٹ پر لاگ ان کی بہت سی ناکام کوششیں ہو چکی ہیں۔', { exact: false })).toBeVisible();
      await settled(page);
      await screenshot(page, 'urdu-login-locked');
    });
  }
});
