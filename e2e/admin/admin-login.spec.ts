import { expect, test } from '@playwright/test';
import { adminLogin, DEMO, pathnameIs, screenshot } from './admin-helpers';

test.describe('admin login', () => {
  test('shows the spec texts and asks for both fields', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByText('This area is restricted to administrators only')).toBeVisible();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Please enter both email and password')).toBeVisible();
    await expect(page).toHaveURL(pathnameIs('/admin/login'));
  });

  test('refuses a reseller with the spec texts and signs it out', async ({ page }) => {
    await adminLogin(page, DEMO.free);
    await expect(page.getByText('Access denied', { exact: true })).toBeVisible();
    await expect(page.getByText('This account does not have admin privileges.')).toBeVisible();
    await expect(page.getByText('Login failed. Please check your credentials or admin access.')).toBeVisible();
    await expect(page).toHaveURL(pathnameIs('/admin/login'));

    // signed out for real: the refresh cookie no longer restores a session
    await page.goto('/account');
    await expect(page).toHaveURL(pathnameIs('/login'));
    await page.goto('/admin');
    await expect(page).toHaveURL(pathnameIs('/admin/login'));
  });

  test('bad credentials show the server message and the page text', async ({ page }) => {
    await adminLogin(page, DEMO.admin, 'Wrong@12345');
    await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
    await expect(page.getByText('Login failed. Please check your credentials or admin access.')).toBeVisible();
    await expect(page).toHaveURL(pathnameIs('/admin/login'));
  });

  test('an admin logs in and lands on the dashboard at /admin', async ({ page }) => {
    await adminLogin(page, DEMO.admin);
    await expect(page.getByText('Admin login successful')).toBeVisible();
    await expect(page.getByText('Welcome to the admin panel!')).toBeVisible();
    await expect(page).toHaveURL(pathnameIs('/admin'));
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel', exact: true })).toBeVisible();

    const menu = page.getByRole('menuitem');
    await expect(menu).toHaveText([
      'Dashboard',
      'Products',
      'Orders',
      'Resellers',
      'Plan Requests',
      'Free Offers',
      'Topup Chats',
      'Topup Management',
      'Withdrawals',
      'Audit Log',
      'Admin Management',
      'Stories',
      'Settings',
    ]);
    await expect(page.getByRole('menuitem', { name: 'Orders' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Products' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Admin Management' })).not.toHaveAttribute('aria-disabled', 'true');

    await page.getByRole('button', { name: 'Open Admin Management' }).click();
    await expect(page).toHaveURL(pathnameIs('/admin/management'));
  });

  test('the reset dialog sends a reset link', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.admin);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Admin Password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(DEMO.admin);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  for (const width of [360, 1280]) {
    test(`login page screenshot at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await adminLogin(page, DEMO.free);
      await expect(page.getByText('Login failed. Please check your credentials or admin access.')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, 'admin-login');
    });
  }
});
