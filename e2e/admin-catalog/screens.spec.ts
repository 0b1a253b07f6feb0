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
    await expect(page.getByRole('button', { name: 'View Orders' })).toBeDisabled();
  });
}
