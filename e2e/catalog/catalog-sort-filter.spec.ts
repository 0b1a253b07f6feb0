import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot } from '../helpers';
import { apiToken, bearer, expectNoHorizontalScroll, uniqueTag } from '../admin-catalog/catalog-helpers';
import { main } from '../storefront/helpers';

const shortNames = (page: Page) => main(page).getByTestId('product-card').getByTestId('product-short-name');

/**
 * Three lamps in a category staff made: their hidden names, card names, prices and creation order
 * each put them in a different order, so each sort shows whether it follows what the card shows.
 */
async function lampsInStaffCategory(request: APIRequestContext, tag: string) {
  const headers = bearer(await apiToken(request, 'admin@demo.pk'));
  const category = `Lamps ${tag}`;
  for (const name of [category, `Empty ${tag}`]) {
    const res = await request.post('/api/v1/admin/categories', { headers, data: { name } });
    expect(res.status(), await res.text()).toBe(201);
  }
  // created in this order (newest last); retail in rupees
  const lamps = [
    { hidden: `${tag} zz hidden`, card: `Birch ${tag}`, retail: 1000 },
    { hidden: `${tag} aa hidden`, card: `Cedar ${tag}`, retail: 3000 },
    { hidden: `${tag} mm hidden`, card: `Aspen ${tag}`, retail: 2000 },
  ];
  for (const lamp of lamps) {
    const res = await request.post('/api/v1/admin/products', {
      headers,
      data: {
        name: lamp.hidden, shortName: lamp.card, longName: `Floor lamp with a linen shade ${tag}`, description: 'Sort and filter test',
        wholesalePricePaisa: 50_000, retailPricePaisa: lamp.retail * 100, discountedPricePaisa: null, category, planAccess: 'free',
        weightKg: 1, stock: 5, coinDiscount: 0,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return { category, empty: `Empty ${tag}` };
}

test('at 360 px a visitor sorts by each order as the cards read, filters by a staff-made category and finds a card by its name', async ({ page, request }) => {
  const tag = uniqueTag();
  const { category, empty } = await lampsInStaffCategory(request, tag);
  const [aspen, birch, cedar] = [`Aspen ${tag}`, `Birch ${tag}`, `Cedar ${tag}`];

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/products?search=${encodeURIComponent(tag)}`);
  // the default sort: the names on the cards, A-Z (the hidden names would give Cedar, Aspen, Birch)
  await expect(shortNames(page)).toHaveText([aspen, birch, cedar]);

  const sortBy = main(page).getByLabel('Sort by', { exact: true });
  await expect(sortBy.locator('option')).toHaveText(['Name', 'Price: Low to High', 'Price: High to Low', 'Newest']);
  await sortBy.selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price(&|$)/);
  await expect(shortNames(page)).toHaveText([birch, aspen, cedar]);
  await sortBy.selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(shortNames(page)).toHaveText([cedar, aspen, birch]);
  await sortBy.selectOption({ label: 'Newest' });
  await expect(page).toHaveURL(/sort=newest/);
  await expect(shortNames(page)).toHaveText([aspen, cedar, birch]);
  await screenshot(page, 'catalog-sort-newest');
  await sortBy.selectOption({ label: 'Name' });
  await expect(page).not.toHaveURL(/sort=/);
  await expect(shortNames(page)).toHaveText([aspen, birch, cedar]);

  // the category filter offers the staff-made category that has products, not the empty one
  await page.goto('/products');
  const categoryFilter = main(page).getByLabel('Category', { exact: true });
  await expect(categoryFilter.locator('option', { hasText: category })).toHaveCount(1);
  await expect(categoryFilter.locator('option', { hasText: empty })).toHaveCount(0);
  await categoryFilter.selectOption({ label: category });
  await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '(\\+|%20)')}`));
  await expect(shortNames(page)).toHaveText([aspen, birch, cedar]);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'catalog-filter-staff-category');

  // search by the name on the card (the hidden name and the long name do not contain it)
  await main(page).getByPlaceholder('Search products...').fill(birch);
  await expect(page).toHaveURL(/search=Birch/);
  await expect(shortNames(page)).toHaveText([birch]);

  // the same controls on a desktop
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/products?search=${encodeURIComponent(tag)}&sort=price_desc`);
  await expect(shortNames(page)).toHaveText([cedar, aspen, birch]);
  await expect(main(page).getByLabel('Sort by', { exact: true })).toHaveValue('price_desc');
  await screenshot(page, 'catalog-sort-price-desc');
});
