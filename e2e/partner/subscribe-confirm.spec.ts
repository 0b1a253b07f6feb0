import { expect, test } from '@playwright/test';
import { apiSignup, login } from '../helpers';
import { auth, main, shot, topUp } from './partner-helpers';

/**
 * Issue 34, item 3 at 360 px: Subscribe Now asks first (amount and what the plan buys) and Cancel
 * changes nothing; a plan held shows as current, not as "Subscribe Now"; a plan the wallet cannot
 * cover says how much to top up and links to Add Funds locked to that amount.
 */
const balance = async (request: Parameters<typeof topUp>[0], token: string): Promise<number> =>
  (await (await request.get('/api/v1/wallet', { headers: auth(token) })).json()).balancePaisa;

test.describe('subscribing to a partner plan', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('asks with the amount and the plan, Cancel changes nothing, and the plan bought shows as current', async ({ page, request }) => {
    const me = await apiSignup(request, 'confirm');
    await topUp(request, me.token, 1500_00);
    await login(page, me.email, me.password);
    await page.goto('/partner');
    await main(page).getByTestId('partner-plan-card').nth(0).click();
    // the wallet covers Starter: no top-up hint
    await expect(main(page).getByTestId('top-up-needed')).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Subscribe Now - Rs. 1,500' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Subscribe to the Starter plan?');
    await expect(dialog).toContainText('Rs. 1,500 will be taken from your wallet now');
    await expect(dialog).toContainText('50,000 coins');
    await expect(dialog).toContainText('1 month');
    await expect(dialog.getByRole('button', { name: 'Pay Rs. 1,500' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, 'confirm');

    // Cancel: no subscription, the wallet untouched
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const mine = await (await request.get('/api/v1/subscriptions/me', { headers: auth(me.token) })).json();
    expect(mine.active ?? null).toBeNull();
    expect(mine.pending ?? null).toBeNull();
    expect(await balance(request, me.token)).toBe(1500_00);

    // confirmed: paid once, and Starter is the current plan, not offered again
    await main(page).getByRole('button', { name: 'Subscribe Now - Rs. 1,500' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay Rs. 1,500' }).click();
    await expect(page.getByText('Your Starter plan is now active.').first()).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => balance(request, me.token)).toBe(0);
    const details = main(page).getByTestId('partner-plan-details');
    await expect(details.getByTestId('current-plan')).toHaveText('Your current plan');
    await expect(details.getByTestId('current-plan')).toBeDisabled();
    await expect(details.getByRole('button', { name: /Subscribe Now/ })).toHaveCount(0);
    await shot(page, 'current');
    // another plan waits until this one ends, and says so
    await main(page).getByTestId('partner-plan-card').nth(1).click();
    await expect(details.getByRole('button', { name: /Subscribe Now/ })).toBeDisabled();
    await expect(details.getByTestId('plan-change-later')).toHaveText('You can choose another plan when your Starter plan ends.');
    // after a reload too
    await page.reload();
    await main(page).getByTestId('partner-plan-card').nth(0).click();
    await expect(main(page).getByTestId('partner-plan-details').getByTestId('current-plan')).toBeVisible();
  });

  test('a plan the wallet cannot cover says "Top up Rs. X more" and opens Add Funds locked to X', async ({ page, request }) => {
    const me = await apiSignup(request, 'topup-more');
    await topUp(request, me.token, 1200_00);
    await login(page, me.email, me.password);
    await page.goto('/partner');
    await main(page).getByTestId('partner-plan-card').nth(1).click(); // Pro, Rs. 3,000
    const hint = main(page).getByTestId('top-up-needed');
    await expect(hint).toContainText('Your wallet has Rs. 1,200, not enough for this plan.');
    const link = hint.getByRole('link', { name: 'Top up Rs. 1,800 more' });
    await expect(link).toHaveAttribute('href', '/wallet/add-funds?amount=1800');
    await shot(page, 'top-up-more');

    // the confirmation says the plan waits for the missing sum
    await main(page).getByRole('button', { name: 'Subscribe Now - Rs. 3,000' }).click();
    await expect(page.getByRole('dialog')).toContainText('Your wallet has Rs. 1,200. The plan waits until you add Rs. 1,800');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await link.click();
    await expect(page).toHaveURL(/\/wallet\/add-funds\?amount=1800$/);
    const amount = main(page).getByTestId('top-up-amount');
    await expect(amount).toHaveValue('1800');
    await expect(amount).toHaveAttribute('readonly', '');
    await shot(page, 'add-funds-locked');
    // fixed, with a way to change it
    await main(page).getByRole('button', { name: 'Change amount' }).click();
    await expect(amount).not.toHaveAttribute('readonly', '');
    await amount.fill('2000');
    await expect(amount).toHaveValue('2000');
    expect(await balance(request, me.token)).toBe(1200_00);
  });
});
