import { expect, test } from '@playwright/test';
import { login } from '../helpers';
import { DEMO, DEMO_PASSWORD, pathnameIs } from '../admin/admin-helpers';
import { PIXEL_PNG, signInAsAdmin, uniqueTag } from './catalog-helpers';

test.describe('admin products', () => {
  test('create with an image, find it in the catalogue, edit stock and price, delete', async ({ page, browser }) => {
    // one long journey through two sessions (about 50 s on a quiet 2-core machine): the default
    // 60 s left no margin when the machine is busy
    test.slow();
    const tag = uniqueTag();
    const name = `E2E Lamp ${tag}`;
    await signInAsAdmin(page);
    await page.getByRole('menuitem', { name: 'Products' }).click();
    await expect(page).toHaveURL(pathnameIs('/admin/products'));
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(pathnameIs('/admin/products/create'));

    await page.getByLabel('Product name').fill(name);
    await page.getByLabel('Short name').fill(`Lamp ${tag}`);
    await page.getByLabel('Long name').fill(`Desk Lamp LED ${tag}`);
    await page.getByLabel('Description').fill('Warm light, USB powered.');
    await page.getByLabel('Wholesale price').fill('1234');
    await page.getByLabel('Retail price').fill('1999');
    await page.getByLabel('Discounted price').fill('1500');
    await page.getByLabel('Stock').fill('5');
    await page.locator('input[type=file]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(page.getByTestId('image-thumb')).toHaveCount(1);
    await page.getByRole('button', { name: 'Create Product' }).click();

    await expect(page.getByText('Product created', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(pathnameIs('/admin/products'));
    await page.getByPlaceholder('Search products', { exact: true }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Rs. 1,234');
    await expect(row).toContainText('Electronics');
    await expect(row.getByText('Free', { exact: true })).toBeVisible();
    // the uploaded image, not the placeholder, is the row's thumbnail
    await expect(row.getByRole('img', { name })).toHaveAttribute('src', /^\/api\/media\/(?!placeholder)/);

    // the view page shows every field, and the image is served
    await row.getByRole('button', { name: `View ${name}` }).click();
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    const id = new URL(page.url()).pathname.split('/')[3];
    await expect(page.getByText('Rs. 1,999')).toBeVisible();
    const img = await page.request.get(await page.locator('.ant-image img').first().getAttribute('src') as string);
    expect(img.status()).toBe(200);
    expect(img.headers()['cache-control']).toContain('immutable');

    // a free reseller finds it by the name on its card; the card shows the short and the long name
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await login(shop, DEMO.free, DEMO_PASSWORD);
    await shop.goto('/products');
    await shop.getByPlaceholder('Search products...').fill(`Lamp ${tag}`);
    await expect(shop.getByText(`Lamp ${tag}`, { exact: true })).toBeVisible();
    await expect(shop.getByText(`Desk Lamp LED ${tag}`, { exact: true })).toBeVisible();
    await shopper.close();

    // edit stock and wholesale price
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/[^/]+\/edit$/);
    await expect(page.getByLabel('Product name')).toHaveValue(name);
    await page.getByLabel('Stock').fill('7');
    await page.getByLabel('Wholesale price').fill('1500.5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated', { exact: true })).toBeVisible();
    await page.getByPlaceholder('Search products', { exact: true }).fill(tag);
    await expect(row).toContainText('Rs. 1,500');
    await expect(row.getByRole('cell', { name: '7', exact: true })).toBeVisible();

    // the spec's old edit link leads to the declared edit route
    await page.goto(`/admin/products/edit/${id}`);
    await expect(page).toHaveURL(pathnameIs(`/admin/products/${id}/edit`));
    await expect(page.getByLabel('Stock')).toHaveValue('7');
    await page.goto('/admin/products');

    // delete with the spec's confirm text
    await page.getByPlaceholder('Search products', { exact: true }).fill(tag);
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this product? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
    // and it is gone on the server
    await page.goto(`/admin/products/${id}`);
    await expect(page.getByText('Error loading product. It may have been deleted or does not exist.')).toBeVisible();
  });

  test('create form shows the validation messages and refuses a duplicate custom category', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/products/create');
    await page.getByRole('button', { name: 'Create Product' }).click();
    for (const msg of [
      'Product name is required',
      'Short name is required',
      'Long name is required',
      'Description is required',
      'Wholesale price must be a positive number',
      'Retail price must be a positive number',
      'Discounted price must be a positive number',
    ]) {
      await expect(page.getByText(msg, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Stock').fill('1.5');
    await page.getByLabel('Weight (kg)').fill('-2');
    await page.getByLabel('Coin discount').fill('-1');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByText('Stock must be a non-negative integer', { exact: true })).toBeVisible();
    await expect(page.getByText('Weight must be a non-negative number', { exact: true })).toBeVisible();
    await expect(page.getByText('Coin discount must be a non-negative integer', { exact: true })).toBeVisible();
    // still on the form, nothing lost
    await expect(page).toHaveURL(pathnameIs('/admin/products/create'));
    await expect(page.getByLabel('Stock')).toHaveValue('1.5');

    // custom categories: empty name, then new, then the same name again
    await page.getByRole('button', { name: 'Add custom category' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Please enter a name for the custom category.', { exact: true })).toBeVisible();
    const category = `e2e-cat-${uniqueTag()}`;
    await page.getByLabel('Custom category name').fill(category);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Category added', { exact: true })).toBeVisible();
    await expect(page.locator('.ant-select-selection-item, .ant-select-content').filter({ hasText: new RegExp(category.replace(/-/g, ' '), 'i') }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add custom category' }).click();
    await page.getByLabel('Custom category name').fill(category);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('A category with this name already exists', { exact: true })).toBeVisible();
  });
});
