import { expect, test } from '@playwright/test';
import { loginAs, main, relativeLink, signupByApi, waitForResetLink } from './helpers';

const SENT = "If an account exists for that email, we've sent a password reset link. Check your inbox.";

test('forgot and reset password by the mailed link, which works only once', async ({ page }) => {
  const user = await signupByApi(page, 'reset');
  // sign out by dropping the refresh cookie, then start as a visitor
  await page.context().clearCookies();

  const since = Date.now() - 1000;
  await page.goto('/forgot-password');
  await main(page).getByLabel('Email', { exact: true }).fill(user.email);
  await main(page).getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(main(page).getByText(SENT)).toBeVisible();

  const link = relativeLink(await waitForResetLink(user.email, since));
  await page.goto(link);
  const newPassword = 'Lahore#2026';
  await main(page).getByLabel('New Password', { exact: true }).fill(newPassword);
  await main(page).getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await main(page).getByRole('button', { name: 'Reset Password' }).click();
  await expect(main(page).getByText('Your password has been changed')).toBeVisible();
  await main(page).getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginAs(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/products$/);

  await page.context().clearCookies();
  await page.goto(link);
  await main(page).getByLabel('New Password', { exact: true }).fill('Another#2027');
  await main(page).getByLabel('Confirm Password', { exact: true }).fill('Another#2027');
  await main(page).getByRole('button', { name: 'Reset Password' }).click();
  await expect(main(page).getByText('This password reset link is invalid or has expired. Please request a new one.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('an unknown email gets the same answer (no account enumeration)', async ({ page }) => {
  await page.goto('/forgot-password');
  await main(page).getByLabel('Email', { exact: true }).fill('nobody.here@e2e.resellpk.pk');
  await main(page).getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(main(page).getByText(SENT)).toBeVisible();
});

test('a reset page without a token points to /forgot-password', async ({ page }) => {
  await page.goto('/reset-password');
  await main(page).getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
