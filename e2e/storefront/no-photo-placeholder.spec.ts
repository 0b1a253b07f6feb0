import { expect, test } from '@playwright/test';
import { apiLogin } from '../helpers';
import { DEMO_PASSWORD, main } from './helpers';

/**
 * Issue 34, 11: a product without a photo showed the placeholder on its card but another picture on
 * its page. The same placeholder (the same image file, the same element) on both.
 */
test('a product without photos shows the same placeholder on its card and on its page', async ({ page, request }) => {
  const token = await apiLogin(request, 'admin@demo.pk', DEMO_PASSWORD);
  const name = `Photoless ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/admin/products', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name, shortName: name, longName: name, description: 'No photo on purpose', wholesalePricePaisa: 50000,
      retailPricePaisa: 75000, discountedPricePaisa: 60000, category: 'home', planAccess: 'free', weightKg: 0.2, stock: 10, coinDiscount: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;

  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  const card = main(page).getByTestId('product-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  const onCard = card.locator('img[data-placeholder="product"]');
  await expect(onCard).toHaveCount(1);
  const cardSrc = await onCard.getAttribute('src');
  expect(cardSrc).toMatch(/placeholder/);
  // it is drawn (the file exists and decodes), not a broken image
  await expect.poll(() => onCard.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  const onPage = main(page).locator('img[data-placeholder="product"]');
  await expect(onPage).toHaveCount(1);
  expect(await onPage.getAttribute('src')).toBe(cardSrc);
  await expect.poll(() => onPage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // nothing to enlarge: not a button that opens the image viewer
  await expect(main(page).getByRole('button').filter({ has: onPage })).toHaveCount(0);
});
