import { expect, test } from '@playwright/test';
import { screenshot } from '../admin/admin-helpers';
import { expectNoHorizontalScroll, signInAsAdmin } from './catalog-helpers';

const PAGES: { path: string; name: string; ready: string }[] = [
  { path: '/admin/dashboard', name: 'admin-catalog-dashboard', ready: 'Total Products' },
  { path: '/admin/products', name: 'admin-catalog-products', ready: 'Add Product' },
  { path: '/admin/products/create', name: 'admin-catalog-product-form', ready: 'Create Product' },
  { path: '/admin/free-product-offers', name: 'admin-catalog-offers', ready: 'Free Product Offers' },
  { path: '/admin/freebie-manager', name: 'admin-catalog-freebies', ready: 'Zero-PKR gifts' },
  { path: '/admin/plan-upgrade-requests', name: 'admin-catalog-plan-requests', ready: 'Plan Upgrade Requests' },
];

for (const width of [360, 1280]) {
  test(`admin catalogue pages at ${width} px`, async ({ page }) => {
    // six screens with full-page screenshots and the dashboard: over 60 s on a saturated runner
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 800 });
    await signInAsAdmin(page);
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(page.getByText(p.ready, { exact: true }).first()).toBeVisible();
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await screenshot(page, p.name);
    }
    // the dashboard's figures come from the server
    await page.goto('/admin');
    await expect(page.getByTestId('stat-totalProducts-value')).toHaveText(/^\d[\d,]*$/);
    // the money desk: the demo top-ups include pending and under-review ones; delivered today in rupees and orders
    await expect(page.getByTestId('stat-pendingTopUps-value')).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.getByTestId('stat-pendingWithdrawals-value')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId('stat-deliveredTodayPaisa-value')).toHaveText(/^Rs\. \d[\d,]*$/);
    await expect(page.getByTestId('stat-deliveredTodayPaisa-note')).toHaveText(/^\d[\d,]* orders?$/);
    await expect(page.getByText('Not available right now')).toHaveCount(0);
    await screenshot(page, "admin-dashboard-money-desk");
    await page.getByRole('button', { name: 'Review Withdrawals' }).click();
    await expect(page).toHaveURL(/\/admin\/withdrawals$/);
    await page.goto('/admin');
    // New Orders leads to the orders in processing
    await page.getByRole('button', { name: 'View Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=processing$/);
    await expect(page.getByRole('radio', { name: 'Processing' })).toBeChecked();
  });
}

test('product table at 1280 px: view, edit and delete sit on one line in every row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  await page.goto('/admin/products');
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const groups = await page.getByTestId('product-actions').all();
  expect(groups.length).toBeGreaterThan(0);
  for (const group of groups) {
    const buttons = await group.getByRole('button').all();
    expect(buttons).toHaveLength(3);
    const tops = await Promise.all(buttons.map(async (b) => Math.round((await b.boundingBox())!.y)));
    expect(new Set(tops).size, `button tops ${tops.join(', ')}`).toBe(1);
  }
  // and the buttons stay inside their cell
  const cell = page.locator('.ant-table-row').first().locator('td').last();
  const [cellBox, lastButton] = [await cell.boundingBox(), await groups[0].getByRole('button').last().boundingBox()];
  expect(lastButton!.x + lastButton!.width).toBeLessThanOrEqual(cellBox!.x + cellBox!.width);
  await screenshot(page, 'admin-catalog-products-table');
});
