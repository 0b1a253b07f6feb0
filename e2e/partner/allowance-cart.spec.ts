import { expect, test } from '@playwright/test';
import { apiSignup, login } from '../helpers';
import { addFromCatalogue } from '../orders/order-helpers';
import { auth, main, shot, topUp } from './partner-helpers';

/**
 * The wholesale allowance in the cart (issue 13): a reseller with Rs. 1,500 in the wallet buys
 * Starter, sees wholesale prices and the "applied automatically" allowance line in the cart, places
 * the order and sees the allowance left shrink by exactly that line on /account and /menu.
 */
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

test.describe('the wholesale allowance in the cart', () => {
  test('Starter from the wallet: wholesale prices, the allowance line in the cart at 360 and 1280 px, the allowance left shrinks after the order', async ({ page, request }) => {
    test.setTimeout(180_000);
    const me = await apiSignup(request, 'allowance');
    await topUp(request, me.token, 1500_00);

    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, me.email, me.password);
    await page.goto('/partner');
    await main(page).getByTestId('partner-plan-card').nth(0).click();
    await main(page).getByRole('button', { name: 'Subscribe Now - Rs. 1,500' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay Rs. 1,500' }).click();
    await expect(page.getByText('Your Starter plan is now active.').first()).toBeVisible({ timeout: 15_000 });
    await page.goto('/account');
    await expect(main(page).getByTestId('plan-allowance')).toContainText('50,000 of 50,000 coins');

    // two units of Earbuds Pro: wholesale, the retail price struck through, the allowance line in the summary
    await addFromCatalogue(page, 'Earbuds Pro', 'Earbuds Pro');
    await page.getByTestId('cart-link').click();
    await expect(page).toHaveURL(/\/cart$/);
    const earbuds = page.getByTestId('cart-line').filter({ hasText: 'Earbuds Pro' });
    await earbuds.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(earbuds.getByTestId('quantity-value')).toHaveText('2');
    await expect(earbuds.getByTestId('unit-price')).toContainText('Rs. 2,499'); // the retail, struck through
    await expect(earbuds.getByTestId('coins-auto')).toHaveText('Coins applied automatically');
    const unit = earbuds.getByTestId('unit-price');
    await expect(unit.locator('s, del, [style*="line-through"]')).toHaveCount(1);
    const wholesaleRupees = rupees((await unit.innerText()).split('each')[0]);
    expect(wholesaleRupees).toBeGreaterThan(0);
    expect(wholesaleRupees).toBeLessThan(2499);
    const allowance = page.getByTestId('summary-allowance');
    await expect(allowance).toBeVisible();
    const usedRupees = 2 * (2499 - wholesaleRupees);
    await expect(allowance).toHaveText(`Rs. ${usedRupees.toLocaleString('en-PK')}`);
    await expect(page.getByText('Wholesale allowance applied automatically:')).toBeVisible();
    await expect(page.getByTestId('subscribe-now')).toHaveCount(0);
    // the toast gone, so it does not cover the page
    await expect(page.locator('.rpk-toasts > *')).toHaveCount(0, { timeout: 10_000 });
    await shot(page, 'cart-allowance');

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(allowance).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // the label and its amount stay inside the summary card
    const summary = await page.getByTestId('order-summary').boundingBox();
    const amount = await allowance.boundingBox();
    expect(summary && amount && amount.x + amount.width <= summary.x + summary.width).toBeTruthy();
    // "Rs." and the amount on one line (a long label may wrap, the figure may not)
    // (an inline box broken over two lines has two client rects)
    expect(await allowance.locator('span[dir="ltr"]').evaluate((el) => el.getClientRects().length)).toBe(1);
    await shot(page, 'cart-allowance');

    // the order
    await page.getByTestId('proceed-to-checkout').click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await dialog.getByLabel('Customer Name').fill('Bilal Ahmed');
    await dialog.getByLabel('Customer Mobile Number').fill('0300 1234567');
    await dialog.getByLabel('Delivery Address').fill('Flat 3, Block B, Gulshan-e-Iqbal');
    await dialog.getByLabel('City').fill('Karachi');
    await dialog.getByTestId('place-order').click();
    await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);

    // the allowance left shrank by exactly the cart's line, on /account and /menu
    const left = (50_000 - usedRupees).toLocaleString('en-PK');
    await page.goto('/account');
    await expect(main(page).getByTestId('plan-allowance')).toContainText(`${left} of 50,000 coins`);
    await shot(page, 'account-after-order');
    await page.goto('/menu');
    await expect(main(page).getByTestId('plan-allowance')).toContainText(`${left} of 50,000 coins`);
    // and the server agrees
    const mine = await (await request.get('/api/v1/subscriptions/me', { headers: auth(me.token) })).json();
    expect(mine.active).toMatchObject({ planType: 'starter', allowanceLeftPaisa: (50_000 - usedRupees) * 100 });
  });
});
