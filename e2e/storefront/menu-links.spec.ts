import { expect, test } from '@playwright/test';
import * as path from 'node:path';
import { screenshot } from '../helpers';
import { loginAs, main } from './helpers';

/**
 * /menu's Help & Support and Settings (disabled in the spec's menu) lead somewhere: support with
 * the FAQ, and the account's settings card (language and password), scrolled into view.
 */
for (const width of [360, 1280]) {
  test(`Settings opens the account's settings and Help & Support the contact page with the FAQ (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await loginAs(page, 'free@demo.pk');
    await page.goto('/menu');
    await main(page).getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/account#settings$/);
    const settings = page.getByTestId('account-settings');
    await expect(settings).toBeInViewport();
    // its title clears the sticky top bar
    const title = await settings.getByText('Settings', { exact: true }).boundingBox();
    const bar = await page.getByRole('banner').boundingBox();
    expect(title && bar && title.y >= bar.y + bar.height).toBe(true);
    await page.screenshot({ path: path.join(__dirname, '..', 'screenshots', `account-settings-viewport-${width}.png`) });
    await expect(settings.getByRole('form', { name: 'Change password form' })).toBeVisible();
    await screenshot(page, 'account-settings');

    // the language chosen here is the one the whole app uses
    await settings.getByRole('combobox', { name: 'Language' }).selectOption('ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(settings.getByText('پاس ورڈ تبدیل کریں').first()).toBeVisible();
    await settings.getByRole('combobox').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await page.goto('/menu');
    await main(page).getByRole('link', { name: 'Help & Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await main(page).getByTestId('contact-faq').getByRole('link', { name: 'Read the FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await screenshot(page, 'menu-help-faq');
  });
}
