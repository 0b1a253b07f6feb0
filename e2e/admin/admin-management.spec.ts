import { expect, test, type Page } from '@playwright/test';
import { adminLogin, createReseller, DEMO, pathnameIs, screenshot } from './admin-helpers';

async function openManagement(page: Page) {
  await adminLogin(page, DEMO.admin);
  await expect(page).toHaveURL(pathnameIs('/admin'));
  await page.goto('/admin/management');
  await expect(page.getByRole('heading', { name: 'Admin Management', exact: true })).toBeVisible();
}

test.describe('admin management', () => {
  test('an admin promotes a reseller to Topup Helper and back, confirming each change', async ({ page, request }) => {
    const reseller = await createReseller(request);
    await openManagement(page);
    await page.getByPlaceholder('Search by name or email').fill(reseller.email);

    const row = page.getByRole('row').filter({ hasText: reseller.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Reseller', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Make Admin' })).toBeVisible();

    // one click only asks: who, which role, what it means; Cancel changes nothing
    const roleChanges: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PATCH' && req.url().includes('/role')) roleChanges.push(req.url());
    });
    await row.getByRole('button', { name: 'Make Topup Helper' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Change the role of ${reseller.name} to Topup Helper?`);
    await expect(dialog).toContainText(reseller.email);
    await expect(dialog).toContainText('Topup Chats and Topup Management');
    await screenshot(page, 'admin-management-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Reseller', { exact: true })).toBeVisible();
    expect(roleChanges).toEqual([]);

    await row.getByRole('button', { name: 'Make Topup Helper' }).click();
    await dialog.getByRole('button', { name: 'Make Topup Helper' }).click();
    // the toast names the role as the badges do
    await expect(page.getByText('User role updated to Topup Helper', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Topup Helper', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);
    expect(roleChanges).toHaveLength(1);

    await row.getByRole('button', { name: 'Make Reseller' }).click();
    await expect(dialog).toContainText(`Change the role of ${reseller.name} to Reseller?`);
    await dialog.getByRole('button', { name: 'Make Reseller' }).click();
    await expect(page.getByText('User role updated to Reseller', { exact: true })).toBeVisible();
    await expect(row.getByText('Reseller', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Make Topup Helper' })).toBeVisible();

    // Make Admin is confirmed the same way (cancelled here: the user stays a reseller)
    await row.getByRole('button', { name: 'Make Admin' }).click();
    await expect(dialog).toContainText(`Change the role of ${reseller.name} to Admin?`);
    await expect(dialog).toContainText('every part of the admin panel');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(roleChanges).toHaveLength(2);

    // the change is stored, not only shown: a fresh load shows the same role
    await page.reload();
    await page.getByPlaceholder('Search by name or email').fill(reseller.email);
    await expect(page.getByRole('row').filter({ hasText: reseller.email }).getByText('Reseller', { exact: true })).toBeVisible();
  });

  test("the admin's own row has no role buttons", async ({ page }) => {
    await openManagement(page);
    await page.getByPlaceholder('Search by name or email').fill(DEMO.admin);
    const row = page.getByRole('row').filter({ hasText: DEMO.admin });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('You', { exact: true })).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  test('lists profiles with joined date and filters by role', async ({ page }) => {
    await openManagement(page);
    const search = page.getByPlaceholder('Search by name or email');
    // the demo accounts are the oldest rows; searching keeps them on the first page
    await search.fill('@demo.pk');
    const helperRow = page.getByRole('row').filter({ hasText: DEMO.helper });
    await expect(helperRow).toHaveCount(1);
    await expect(helperRow).toContainText(/\d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{4}/);
    await expect(helperRow.getByRole('button', { name: 'Make Reseller' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: DEMO.premium })).toHaveCount(1);

    await page.getByLabel('Filter by role').click();
    // the visible option (rc-select also renders an aria-only copy of each option)
    await page.locator('.ant-select-item-option[title="Admin"]').click();
    await expect(page.getByRole('row').filter({ hasText: DEMO.admin })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: DEMO.helper })).toHaveCount(0);

    await search.fill('no-such-user-anywhere');
    await expect(page.getByText('No users match your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page.locator('.ant-table-row').nth(1)).toBeVisible();
  });

  test('a top-up helper sees only their sections and cannot open admin management', async ({ page }) => {
    await adminLogin(page, DEMO.helper);
    await expect(page.getByText('Admin login successful')).toBeVisible();
    await expect(page).toHaveURL(pathnameIs('/admin'));
    await expect(page.getByRole('heading', { name: 'Topup Helper', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveText(['Topup Chats', 'Topup Management']);
    await expect(page.getByTestId('helper-role')).toHaveText('Topup Helper');

    await page.goto('/admin/management');
    await expect(page).toHaveURL(pathnameIs('/admin'));
    await expect(page.getByTestId('helper-role')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Management' })).toHaveCount(0);

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(pathnameIs('/admin'));
    await screenshot(page, 'admin-helper-home');
  });

  test('visitors are sent to the admin login', async ({ page }) => {
    await page.goto('/admin/management');
    await expect(page).toHaveURL(pathnameIs('/admin/login'));
  });

  test('phone layout: cards, drawer menu, no horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openManagement(page);
    await expect(page.getByTestId('user-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'admin-management');
    // the confirmation fits the phone too (opened and cancelled: nothing changes)
    await page.getByPlaceholder('Search by name or email').fill(DEMO.helper);
    const helperCard = page.getByTestId('user-card').filter({ hasText: DEMO.helper });
    await helperCard.getByRole('button', { name: 'Make Reseller' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('to Reseller?');
    const box = await dialog.locator('.ant-modal-container, .ant-modal-content').first().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await screenshot(page, 'admin-management-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(helperCard.getByRole('button', { name: 'Make Reseller' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Management' })).toBeVisible();
    await screenshot(page, 'admin-menu-drawer');
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(pathnameIs('/admin/dashboard'));
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await screenshot(page, 'admin-dashboard');
  });

  test('desktop layout screenshots', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openManagement(page);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await screenshot(page, 'admin-management');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await screenshot(page, 'admin-dashboard');
  });
});
