import { expect, test } from '@playwright/test';
import { apiSignup, login } from '../helpers';
import { auth, main, shot, topUp } from './partner-helpers';

/**
 * Partner plans paid from the wallet: a reseller whose wallet holds the price buys Starter at 360 px
 * and sees wholesale prices at once; one without enough goes to add funds with the missing amount locked.
 */
test.describe('partner plans', () => {
  test('a reseller with Rs. 1,500 in the wallet buys Starter at 360 px and sees wholesale prices', async ({ page, request }) => {
    const me = await apiSignup(request, 'partner');
    await topUp(request, me.token, 1500_00);

    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, me.email, me.password);
    await page.goto('/partner');
    const cards = main(page).getByTestId('partner-plan-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(2)).toContainText('Best Value');
    // the cards scroll sideways at 360 px, the page itself does not
    const scroll = await main(page).getByTestId('partner-plans').evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth }));
    expect(scroll.sw).toBeGreaterThan(scroll.cw);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Elite shows the WhatsApp perks link with the prefilled message
    await cards.nth(2).click();
    const whatsapp = main(page).getByRole('link', { name: /Claim Elite Benefits on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*Elite/);
    await expect(main(page).getByRole('button', { name: 'Subscribe Now - Rs. 5,000' })).toBeVisible();

    await cards.nth(0).click();
    const details = main(page).getByTestId('partner-plan-details');
    await expect(details).toContainText('50,000 coins');
    await expect(details).toContainText('1 month');
    await expect(main(page).getByRole('link', { name: /Claim Elite Benefits/ })).toHaveCount(0);
    await shot(page, 'plans');
    await main(page).getByRole('button', { name: 'Subscribe Now - Rs. 1,500' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay Rs. 1,500' }).click();
    await expect(page.getByText('Your Starter plan is now active.').first()).toBeVisible({ timeout: 15_000 });
    await expect(main(page).getByTestId('partner-plan-card').nth(0)).toContainText('Your current plan');
    await shot(page, 'active');

    // the wallet paid once
    const wallet = await (await request.get('/api/v1/wallet', { headers: auth(me.token) })).json();
    expect(wallet.balancePaisa).toBe(0);

    // wholesale prices in the catalogue now
    await page.goto('/products');
    const card = main(page).getByTestId('product-card').first();
    await expect(card.getByText('Wholesale', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Premium subscription required')).toHaveCount(0);
    await shot(page, 'products');

    // the plan, its end date and the allowance on /account and /menu
    await page.goto('/account');
    await expect(main(page).getByTestId('plan-allowance')).toContainText('50,000 of 50,000 coins');
    await shot(page, 'account');
    await page.goto('/menu');
    await expect(main(page).getByTestId('plan-allowance')).toContainText('Starter');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing');
    await expect(main(page).getByTestId('current-plan')).toHaveCount(1);
    await shot(page, 'pricing');
    await page.goto('/partner');
    await expect(main(page).getByTestId('active-plan')).toBeVisible();
    await shot(page, 'active');
  });

  test('without enough in the wallet Subscribe Now goes to add funds with the missing amount locked', async ({ page, request }) => {
    const me = await apiSignup(request, 'partner-short');
    await topUp(request, me.token, 1200_00);
    await login(page, me.email, me.password);
    await page.goto('/partner');
    await main(page).getByTestId('partner-plan-card').nth(1).click();
    await main(page).getByRole('button', { name: 'Subscribe Now - Rs. 3,000' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Subscribe and add funds' }).click();
    await expect(page).toHaveURL(/\/wallet\/add-funds$/);
    await expect(main(page).getByTestId('subscription-mode')).toContainText('Pro');
    await expect(main(page).locator('input[readonly]')).toHaveValue('1800');
    await shot(page, 'add-funds');
    // back on /partner the pending subscription is shown
    await page.goto('/partner');
    await expect(main(page).getByTestId('pending-subscription')).toContainText('Pro');
  });

  test('logged out: Subscribe Now asks to log in', async ({ page }) => {
    await page.goto('/partner');
    await main(page).getByRole('button', { name: /Subscribe Now - Rs\./ }).click();
    await expect(page.getByText('Please login to subscribe to a plan.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
