import { expect, test, type Locator, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { tr, type Lang } from '../i18n/dictionary';
import { fillSignup, main, newUser } from './helpers';

/**
 * Issue 34 (7): the signup form marks every field's problem at once, under the field (the
 * client's and the server's), refuses an address such as `<script>@x.pk`, and says an email is
 * already registered, with Login and Forgot password, in English and Urdu. On a 360 px phone.
 */
const PHONE = { width: 360, height: 740 };
const SHOTS = process.env.SHOTS_DIR || path.resolve(__dirname, '..', '..', 'tmp', 'screenshots');

async function shot(page: Page, name: string, width: number): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** The input a label names, and the problem shown under it (the input's own accessible description). */
function field(page: Page, label: string): Locator {
  return main(page).getByLabel(label, { exact: true });
}

const signupCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/auth/signup')) calls.push(req.url());
  });
  return calls;
};

test.describe('signup errors on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  test('every problem is marked on its own field at once; the first is brought into view; a fixed field loses its mark', async ({ page }) => {
    const calls = signupCalls(page);
    await page.goto('/signup');
    const form = main(page);
    await form.getByRole('button', { name: 'Sign Up', exact: true }).click();

    const expected: Array<[string, string]> = [
      ['Full Name', 'Please enter your full name'],
      ['Email', 'Please enter your email address'],
      ['WhatsApp Number', 'Please enter your WhatsApp number'],
      ['Password', 'Please enter a password'],
      ['Confirm Password', 'Please confirm your password'],
    ];
    for (const [label, message] of expected) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    await expect(form.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('checkbox')).toHaveAccessibleDescription('Please accept the terms and conditions');
    // all six at once, none of them the old one-at-a-time message at the bottom
    await expect(form.getByRole('alert')).toHaveCount(6);
    await expect(form.getByText('Please fill in all fields')).toHaveCount(0);
    // on a phone the top of the form was off screen when Sign Up was tapped: the first problem is shown
    await expect(field(page, 'Full Name')).toBeFocused();
    await expect(field(page, 'Full Name')).toBeInViewport();
    await shot(page, 'signup-all-errors', PHONE.width);

    // typing fixes a field: its mark goes, the others stay
    await field(page, 'Full Name').fill('Ali Raza');
    await expect(field(page, 'Full Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveCount(5);
    expect(calls).toEqual([]);
  });

  test('`<script>@x.pk` is refused as an email on the field, and nothing is sent', async ({ page }) => {
    const calls = signupCalls(page);
    await page.goto('/signup');
    await fillSignup(page, { ...newUser('script'), email: '<script>@x.pk' });
    await main(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(field(page, 'Email')).toBeFocused();
    await expect(main(page).getByRole('alert')).toHaveCount(1);
    await expect(page).toHaveURL(/\/signup$/);
    expect(calls).toEqual([]);
  });

  test("the server's refusal lands on its field too (a password too common, which only the server knows)", async ({ page }) => {
    await page.goto('/signup');
    await fillSignup(page, { ...newUser('common'), password: 'Password1' });
    await main(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(field(page, 'Password')).toHaveAccessibleDescription(/^This password is too common\. Choose one that is harder to guess\./);
    await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByText('Failed to create account. Please try again.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup$/);
  });

  for (const lang of ['en', 'ur'] as Lang[]) {
    test(`an email already registered says so on the field, with Login and Forgot password (${lang})`, async ({ page }) => {
      if (lang === 'ur') await page.addInitScript(() => localStorage.setItem('rpk-lang', 'ur'));
      await page.goto('/signup');
      const form = main(page);
      const user = { ...newUser('taken'), email: 'free@demo.pk' };
      await form.getByLabel(tr('Full Name', lang), { exact: true }).fill(user.name);
      const email = form.getByLabel(tr('Email', lang), { exact: true });
      await email.fill(user.email);
      await form.getByLabel(tr('WhatsApp Number', lang), { exact: true }).fill(user.whatsappNumber);
      await form.getByLabel(tr('Password', lang), { exact: true }).fill(user.password);
      await form.getByLabel(tr('Confirm Password', lang), { exact: true }).fill(user.password);
      await form.getByRole('checkbox').check();
      const answer = page.waitForResponse((res) => res.url().includes('/api/v1/auth/signup'));
      await form.getByRole('button', { name: tr('Sign Up', lang), exact: true }).click();
      // the server's own code for it
      const res = await answer;
      expect(res.status()).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });

      const problem = form.getByRole('alert').filter({ hasText: tr('This email is already registered.', lang) });
      await expect(problem).toBeVisible();
      await expect(problem).toBeInViewport();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(problem.getByRole('link', { name: tr('Login', lang), exact: true })).toHaveAttribute('href', '/login');
      await expect(problem.getByRole('link', { name: tr('Forgot password?', lang), exact: true })).toHaveAttribute('href', '/forgot-password');
      await expect(form.getByText(tr('Failed to create account. Please try again.', lang))).toHaveCount(0);
      await expect(page).toHaveURL(/\/signup$/);
      await shot(page, `signup-email-taken-${lang}`, PHONE.width);

      await problem.getByRole('link', { name: tr('Forgot password?', lang), exact: true }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
    });
  }
});

test('signup errors at 1280 px: each under its field', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/signup');
  await fillSignup(page, { ...newUser('desk'), email: '<script>@x.pk', whatsappNumber: '0300' }, { confirm: 'Other#2025', acceptTerms: false });
  await main(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(field(page, 'WhatsApp Number')).toHaveAccessibleDescription(/^Phone number must be at least 10 digits/);
  await expect(field(page, 'Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  await expect(main(page).getByRole('checkbox')).toHaveAccessibleDescription('Please accept the terms and conditions');
  await expect(main(page).getByRole('alert')).toHaveCount(4);
  await shot(page, 'signup-errors', 1280);

  // the email taken, at 1280
  await fillSignup(page, { ...newUser('desk-taken'), email: 'free@demo.pk' });
  await main(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: 'This email is already registered.' })).toBeVisible();
  await shot(page, 'signup-email-taken-en', 1280);
});
