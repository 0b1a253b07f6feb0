import { expect, test, type Page } from '@playwright/test';
import * as path from 'node:path';
import { expectNoHorizontalScroll, loginAs, main, SCREENSHOT_DIR } from './helpers';

test('unknown routes show the 404 page with a way home', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(main(page).getByRole('heading', { name: '404' })).toBeVisible();
  await expect(main(page).getByText('Oops! Page not found')).toBeVisible();
  await main(page).getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main(page).getByRole('link', { name: 'Start Earning Now' }).first()).toBeVisible();
});

test('landing page: hero, how it works, the plan cards and their links', async ({ page }) => {
  await page.goto('/');
  const landing = main(page);
  await expect(landing.getByText('Loading free gifts...')).toHaveCount(0);
  await expect(landing.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expect(landing.getByText('Browse and order at retail prices')).toBeVisible();
  await expect(landing.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
  // the plan catalogue's cards lead where /pricing's do
  await expect(landing.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing?upgrade=premium');
  await expect(landing.getByRole('link', { name: 'Choose Elite' })).toHaveAttribute('href', '/partner');
  await landing.getByRole('link', { name: 'Start Earning Now' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('pricing lists the plans served by the gateway', async ({ page }) => {
  await page.goto('/pricing');
  const pricing = main(page);
  await expect(pricing.getByText('Rs. 2,500')).toBeVisible();
  for (const name of ['Premium', 'Starter', 'Pro', 'Elite']) {
    await expect(pricing.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(pricing.getByText('Best Value')).toBeVisible();
  // a visitor logs in first and comes back to the request dialog
  await expect(pricing.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/login?redirect=%2Fpricing%3Fupgrade%3Dpremium');
  await expect(pricing.getByRole('link', { name: 'Choose Elite' })).toHaveAttribute('href', '/partner');
});

test('faq answers the common questions', async ({ page }) => {
  await page.goto('/faq');
  const question = main(page).getByRole('button', { name: 'How does cash on delivery work?' });
  await question.click();
  await expect(main(page).getByText('in cash to the courier when the parcel arrives', { exact: false })).toBeVisible();
});

const PUBLIC_PAGES: [string, string][] = [
  ['landing', '/'],
  ['login', '/login'],
  ['signup', '/signup'],
  ['signup-referral', '/signup?ref=ABC123'],
  ['forgot-password', '/forgot-password'],
  ['reset-password', '/reset-password?token=example'],
  ['pricing', '/pricing'],
  ['how-it-works', '/how-it-works'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['success-stories', '/success-stories'],
  ['faq', '/faq'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['not-found', '/no-such-page'],
];
const PRIVATE_PAGES: [string, string][] = [
  ['account', '/account'],
  ['menu', '/menu'],
];

async function shootAtWidths(page: Page, name: string, url: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto(url);
    await expect(main(page).getByRole('heading').first()).toBeVisible();
    // wait for data-driven parts (plans, profile, free gifts) to settle before the picture
    await expect(main(page).locator('.ant-skeleton, .rpk-skeleton, .ant-spin-spinning')).toHaveCount(0);
    await expect(main(page).getByText('Loading free gifts...')).toHaveCount(0);
    if (width === 360) await expectNoHorizontalScroll(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `storefront-${name}-${width}.png`), fullPage: true });
  }
}

test('every public page fits a 360 px phone and a 1280 px desktop (screenshots)', async ({ page }) => {
  test.setTimeout(180_000);
  for (const [name, url] of PUBLIC_PAGES) await shootAtWidths(page, name, url);
});

test('account and menu fit a 360 px phone and a 1280 px desktop (screenshots)', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'free@demo.pk');
  for (const [name, url] of PRIVATE_PAGES) await shootAtWidths(page, name, url);
});
