import { test, expect, type Page } from '@playwright/test';
import { login, screenshot } from '../helpers';

const FREE_USER = { email: 'free@demo.pk', password: 'Demo@12345' };

async function noHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('shell layout', () => {
  test('logged out: top bar offers Login and Sign Up, footer has its three groups', async ({ page }) => {
    await page.goto('/');
    const topBar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(topBar.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Orders' })).toHaveCount(0);
    await expect(page.getByTestId('bottom-tabs')).toHaveCount(0);

    const footer = page.getByTestId('site-footer');
    const groups: Record<string, string[]> = {
      Company: ['About Us', 'How It Works', 'Contact Us'],
      Reselling: ['Browse Products', 'Pricing Plans', 'Success Stories'],
      Support: ['FAQ', 'Terms of Service', 'Privacy Policy'],
    };
    for (const [title, links] of Object.entries(groups)) {
      const group = footer.getByRole('region', { name: title });
      await expect(group).toBeVisible();
      for (const link of links) await expect(group.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Pricing Plans' })).toHaveAttribute('href', '/pricing');
    await screenshot(page, 'layout-logged-out');
  });

  test('logged out at 360 px: nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await noHorizontalScroll(page);
    await screenshot(page, 'layout-logged-out');
  });

  test('logged in at 360 px: bottom tabs highlight the current route, no horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, FREE_USER.email, FREE_USER.password);
    const tabs = page.getByTestId('bottom-tabs');
    await expect(tabs).toBeVisible();
    for (const label of ['Products', 'Orders', 'Profile', 'Menu']) {
      await expect(tabs.getByRole('link', { name: label })).toBeVisible();
    }
    const topBar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(topBar.getByRole('link', { name: 'Login' })).toHaveCount(0);
    for (const icon of ['Favorites', 'Notifications', 'Cart', 'Menu']) {
      await expect(topBar.getByRole('link', { name: icon })).toBeVisible();
    }

    await tabs.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current', 'page');

    await tabs.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(tabs.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current', 'page');

    // the tab bar is fixed at the bottom of the viewport
    const box = await tabs.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThanOrEqual(739);
    await noHorizontalScroll(page);
    await screenshot(page, 'layout-logged-in');
  });

  test('cart badge shows the sum of quantities from localStorage and follows changes', async ({ page }) => {
    await login(page, FREE_USER.email, FREE_USER.password);
    const cart = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cart' });
    await page.evaluate(() => {
      localStorage.setItem('cart', JSON.stringify([{ productId: 'a', quantity: 2 }, { productId: 'b', quantity: 3 }]));
      window.dispatchEvent(new Event('cart:changed'));
    });
    await expect(cart.getByTestId('cart-badge-count')).toHaveAttribute('title', '5');

    await page.reload();
    await expect(cart.getByTestId('cart-badge-count')).toHaveAttribute('title', '5');

    await page.evaluate(() => {
      localStorage.setItem('cart', '[]');
      window.dispatchEvent(new Event('cart:changed'));
    });
    await expect(cart.getByTestId('cart-badge-count')).toHaveCount(0);
  });

  test('a remote that cannot load shows the retry panel, and Retry recovers', async ({ page }) => {
    let failing = true;
    await page.route('**/remoteEntry.js*', (route) => (failing ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/about');
    const panel = page.getByRole('alert');
    await expect(panel).toContainText("We couldn't load this part of the app. Check your connection and try again.");
    // the chrome is still there: the visitor can navigate away
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await screenshot(page, 'remote-failed');

    failing = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });
});
