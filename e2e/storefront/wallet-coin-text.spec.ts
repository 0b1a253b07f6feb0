import { expect, test } from '@playwright/test';
import { apiSignup, login } from '../helpers';
import { main } from './helpers';

/**
 * Issue 34, item 4 (PRODUCT.md "Money and units"): a coin has no fixed rupee value, each product's
 * own coin price counts (200 coins may take Rs. 600 off), and no screen says "1 coin = PKR 1".
 */
test('the wallet coin card states that each product sets its coin price, never "1 coin = PKR 1"', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const me = await apiSignup(request, 'coin-text');
  await login(page, me.email, me.password);
  await page.goto('/wallet');
  const card = main(page).getByTestId('coins-card');
  await expect(card).toContainText('Each product sets its own coin price and the discount it gives.');
  await expect(main(page).getByText(/1 coin\s*=|1 coin is/i)).toHaveCount(0);
  for (const url of ['/coins', '/faq', '/how-it-works', '/terms']) {
    await page.goto(url);
    await expect(main(page)).toBeVisible();
    await expect(main(page).getByText(/1 coin\s*=|1 coin is/i), url).toHaveCount(0);
  }
});
