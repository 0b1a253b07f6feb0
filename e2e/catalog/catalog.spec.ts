import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { FreeOfferView, ProductPage, ProductView } from '@resellpk/contracts';
import { screenshot, signInByApi } from '../helpers';
import { DEMO_PASSWORD, main, signupByApi } from '../storefront/helpers';

const cards = (page: Page) => main(page).getByTestId('product-card');

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function productPage(request: APIRequestContext, query: string, token?: string): Promise<ProductPage> {
  const res = await request.get(`/api/v1/products?${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ProductPage;
}

async function shortNames(page: Page, n: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < n; i++) names.push((await cards(page).nth(i).getByTestId('product-short-name').innerText()).trim());
  return names;
}

const toast = (page: Page, title: string) => page.getByTestId('toast').getByText(title, { exact: true });

test.describe('catalogue', () => {
  test('free reseller searches, filters, sorts and sees retail with a locked wholesale price', async ({ page, request }) => {
    const token = await apiToken(request, 'free@demo.pk');
    await signInByApi(page, 'free@demo.pk', DEMO_PASSWORD);
    await page.goto('/products');
    await expect(cards(page).first()).toBeVisible();

    // the server withholds free-plan wholesale prices from a free user
    const all = await productPage(request, 'limit=24', token);
    const freeProduct = all.items.find((p) => p.planAccess === 'free') as ProductView;
    expect(freeProduct.wholesalePricePaisa).toBeNull();
    expect(freeProduct.wholesaleLocked).toBe(true);

    // search (debounced, kept in the URL)
    const term = freeProduct.shortName.slice(0, Math.min(8, freeProduct.shortName.length));
    await main(page).getByPlaceholder('Search products...').fill(term);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(term.trim());
    const found = await productPage(request, `search=${encodeURIComponent(term.trim())}&limit=24`, token);
    if (found.nextCursor === null) await expect(cards(page)).toHaveCount(found.items.length);
    await expect(cards(page).filter({ hasText: freeProduct.shortName }).first()).toBeVisible();
    const card = cards(page).filter({ hasText: freeProduct.shortName }).first();
    await expect(card.getByText('Retail', { exact: true })).toBeVisible();
    await expect(card.getByText('With Coins', { exact: true })).toBeVisible();
    await expect(card.getByTestId('wholesale-locked')).toBeVisible();
    await expect(card.getByText('Premium subscription required')).toBeVisible();
    await expect(card.getByText('Free Access', { exact: true })).toBeVisible();
    await expect(card.getByText('4.5')).toBeVisible();

    // a search without results offers Clear Search
    await main(page).getByPlaceholder('Search products...').fill('zzqx-no-such-product');
    await expect(main(page).getByText('No products found.')).toBeVisible();
    await main(page).getByRole('button', { name: 'Clear Search' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cards(page).first()).toBeVisible();

    // category filter
    await main(page).getByLabel('Category', { exact: true }).selectOption({ label: 'Clothing' });
    await expect(page).toHaveURL(/category=clothing/);
    const clothing = await productPage(request, 'category=clothing&limit=24', token);
    expect(clothing.items.length).toBeGreaterThan(0);
    expect(clothing.items.every((p) => p.category === 'clothing')).toBe(true);
    await expect(cards(page).first()).toContainText(clothing.items[0].shortName);
    if (clothing.nextCursor === null) await expect(cards(page)).toHaveCount(clothing.items.length);

    // sort by price: low to high by the price this viewer sees, the same order as the server's
    await main(page).getByLabel('Category', { exact: true }).selectOption({ label: 'All Categories' });
    await main(page).getByLabel('Sort by', { exact: true }).selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=price/);
    const byPrice = await productPage(request, 'sort=price&limit=24', token);
    const expected = byPrice.items.slice(0, 6).map((p) => p.shortName);
    await expect(cards(page).first()).toContainText(expected[0]);
    expect(await shortNames(page, 6)).toEqual(expected);
    // sorting by name differs from sorting by price, so the order check above can fail
    const byName = await productPage(request, 'sort=name&limit=24', token);
    expect(byName.items.map((p) => p.id)).not.toEqual(byPrice.items.map((p) => p.id));

    // back restores the previous filters
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price/);
  });

  test('premium reseller sees wholesale prices and no "With Coins" price (they pay wholesale)', async ({ page, request }) => {
    const token = await apiToken(request, 'premium@demo.pk');
    const list = await productPage(request, 'limit=24', token);
    const free = list.items.find((p) => p.planAccess === 'free') as ProductView;
    expect(free.wholesalePricePaisa).toBeGreaterThan(0);
    await signInByApi(page, 'premium@demo.pk', DEMO_PASSWORD);
    await page.goto(`/products?search=${encodeURIComponent(free.shortName)}`);
    const card = cards(page).filter({ hasText: free.shortName }).first();
    await expect(card.getByText('Wholesale', { exact: true })).toBeVisible();
    await expect(card.getByText(`Rs. ${Math.floor((free.wholesalePricePaisa as number) / 100).toLocaleString('en-US')}`).first()).toBeVisible();
    await expect(card.getByText('Retail', { exact: true })).toBeVisible();
    await expect(card.getByText('With Coins', { exact: true })).toHaveCount(0);
    await expect(card.getByText('Premium subscription required')).toHaveCount(0);
    await expect(card.getByRole('button', { name: /Add to Cart/ })).toBeVisible();
    // nor on the product's own page
    await page.goto(`/product/${free.id}`);
    const prices = main(page).getByTestId('product-prices');
    await expect(prices.getByText('Wholesale', { exact: true })).toBeVisible();
    await expect(prices.getByText('With Coins', { exact: true })).toHaveCount(0);
    await screenshot(page, 'catalog-product-detail-premium');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(prices.getByText('Wholesale', { exact: true })).toBeVisible();
    await screenshot(page, 'catalog-product-detail-premium');
  });

  test('a visitor sees Retail, With Coins and a locked Wholesale price, card and detail alike', async ({ page, request }) => {
    const list = await productPage(request, 'limit=24');
    const free = list.items.find((p) => p.planAccess === 'free') as ProductView;
    await page.goto(`/products?search=${encodeURIComponent(free.shortName)}`);
    const expectVisitorPrices = async (prices: Locator) => {
      await expect(prices.getByText('Retail', { exact: true })).toBeVisible();
      await expect(prices.getByText('With Coins', { exact: true })).toBeVisible();
      await expect(prices.getByText(`Rs. ${Math.floor(free.discountedPricePaisa / 100).toLocaleString('en-US')}`, { exact: true })).toBeVisible();
      await expect(prices.getByTestId('wholesale-locked')).toBeVisible();
      await expect(prices.getByText('Premium subscription required')).toBeVisible();
    };
    await expectVisitorPrices(cards(page).filter({ hasText: free.shortName }).first().getByTestId('product-prices'));
    await page.goto(`/product/${free.id}`);
    await expectVisitorPrices(main(page).getByTestId('product-prices'));
  });

  test('a free user asks for premium on a premium-only product; a second request is already pending', async ({ page, request }) => {
    const list = await productPage(request, 'limit=60');
    const premiumOnly = list.items.find((p) => p.planAccess === 'premium') as ProductView;
    expect(premiumOnly, 'demo data has a premium-only product').toBeTruthy();
    await signupByApi(page, 'catalog-upgrade');
    await page.goto(`/product/${premiumOnly.id}`);
    await expect(main(page).getByText('Premium subscribers only')).toBeVisible();
    await main(page).getByRole('button', { name: /Subscribe to Access/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Upgrade Your Plan')).toBeVisible();
    await expect(dialog.getByText('Your current plan')).toBeVisible();
    // the price, and below it how Premium is paid (from the wallet, on approval)
    await expect(dialog.getByText('Rs. 2,500', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('premium-payment')).toContainText('Rs. 2,500 is paid from your wallet when our team approves your request.');
    await expect(dialog.getByRole('radio', { name: /Free Plan/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Request Upgrade' }).click();
    await expect(toast(page, 'Upgrade Request Submitted')).toBeVisible();
    await expect(dialog).toBeHidden();

    await main(page).getByRole('button', { name: /Subscribe to Access/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Request Upgrade' }).click();
    await expect(toast(page, 'Request Already Pending')).toBeVisible();
    await expect(page.getByText('You already have a pending plan upgrade request. Please wait for admin approval.')).toBeVisible();
  });

  test('favorites: add, see on /favorites, remove', async ({ page }) => {
    await signupByApi(page, 'catalog-fav');
    await page.goto('/products');
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const name = (await shortNames(page, 1))[0];
    await first.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(toast(page, 'Added to favorites')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

    await page.goto('/favorites');
    await expect(main(page).getByRole('heading', { name: 'My Favorites' })).toBeVisible();
    const saved = cards(page);
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toContainText(name);
    await screenshot(page, 'catalog-favorites');
    await saved.first().getByRole('button', { name: 'Remove from favorites' }).click();
    await expect(toast(page, 'Removed from favorites')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Browse Products' })).toBeVisible();
  });

  test('logged out: the heart asks to log in and buying goes to login', async ({ page }) => {
    await page.goto('/products');
    const first = cards(page).first();
    await first.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(toast(page, 'Login required')).toBeVisible();
    await expect(page.getByText('Please login to add favorites.')).toBeVisible();
    await first.getByRole('button', { name: /Login to Purchase/ }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproducts/);
  });

  test('add to cart raises the top bar badge', async ({ page, request }) => {
    const list = await productPage(request, 'limit=24');
    const free = list.items.find((p) => p.planAccess === 'free') as ProductView;
    await signupByApi(page, 'catalog-cart');
    await page.goto(`/products?search=${encodeURIComponent(free.shortName)}`);
    const card = cards(page).filter({ hasText: free.shortName }).first();
    await card.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(toast(page, 'Added to Cart')).toBeVisible();
    await expect(page.getByText(`${free.name} has been added to your cart.`)).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    await card.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(page.getByTestId('cart-badge')).toContainText('2');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    expect(stored.items).toHaveLength(1);
    expect(stored.items[0]).toMatchObject({ productId: free.id, quantity: 2, profitAmountPaisa: 0 });
  });

  test('share to WhatsApp: the margin is added and WhatsApp opens with name, selling price and link', async ({ page, request }) => {
    const list = await productPage(request, 'limit=24');
    const free = list.items.find((p) => p.planAccess === 'free' && p.retailPricePaisa % 100 === 0) as ProductView;
    await page.goto(`/products?search=${encodeURIComponent(free.shortName)}`);
    // record instead of opening a real WhatsApp tab
    await page.evaluate(() => {
      const w = window as unknown as { opened: string[] };
      w.opened = [];
      window.open = ((url: string) => {
        w.opened.push(url);
        return null;
      }) as typeof window.open;
    });
    const card = cards(page).filter({ hasText: free.shortName }).first();
    await card.getByRole('button', { name: 'Share to WhatsApp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share to WhatsApp' });
    await dialog.getByLabel('Your margin (Rs.)').fill('250');
    // a visitor's unit price is the retail price
    const selling = `Rs. ${((free.retailPricePaisa + 25_000) / 100).toLocaleString('en-US')}`;
    await expect(dialog).toContainText(`Selling price: ${selling}`);
    await dialog.getByRole('button', { name: 'Share on WhatsApp' }).click();
    await expect(dialog).toBeHidden();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened).toHaveLength(1);
    expect(opened[0].startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(opened[0].slice('https://wa.me/?text='.length));
    expect(text).toBe(`${free.name}\nPrice: ${selling}\n${new URL(page.url()).origin}/product/${free.id}`);
  });

  test('infinite scroll loads the second page', async ({ page, request }) => {
    const first = await productPage(request, 'limit=24');
    expect(first.nextCursor, 'the demo catalogue has more than one page').not.toBeNull();
    await page.goto('/products');
    await expect(cards(page)).toHaveCount(24);
    await cards(page).nth(23).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(async () => cards(page).count()).toBeGreaterThan(24);
  });

  test('product detail and unknown product', async ({ page, request }) => {
    const list = await productPage(request, 'limit=24');
    const p = list.items[0];
    await page.goto(`/product/${p.id}`);
    await expect(main(page).getByRole('heading', { name: p.shortName })).toBeVisible();
    await expect(main(page).getByText(p.description.slice(0, 20))).toBeVisible();
    await expect(main(page).getByText('Stock', { exact: true })).toBeVisible();
    await page.goto(`/products/${p.id}`);
    await expect(main(page).getByRole('heading', { name: p.shortName })).toBeVisible();
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(main(page).getByText('Product not found')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Browse Products' })).toBeVisible();
  });

  for (const width of [360, 1280]) {
    test(`screenshots at ${width}px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInByApi(page, 'free@demo.pk', DEMO_PASSWORD);
      await page.goto('/products');
      await expect(cards(page).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'catalog-products');
      const list = await productPage(request, 'limit=24');
      await page.goto(`/product/${list.items[0].id}`);
      await expect(main(page).getByRole('heading', { name: list.items[0].shortName })).toBeVisible();
      await screenshot(page, 'catalog-product-detail');
    });
  }
});

test('landing shows 8 free gifts and View All Free Gifts expands the rest', async ({ page, request }) => {
  const token = await apiToken(request, 'admin@demo.pk');
  const headers = { Authorization: `Bearer ${token}` };
  const productsRes = await request.get('/api/v1/admin/products', { headers });
  expect(productsRes.status()).toBe(200);
  // gifts are premium products (their wholesale price, "Worth", is public); the demo has 8, one more is made here
  const ids = ((await productsRes.json()) as { id: string; planAccess: string }[]).filter((p) => p.planAccess === 'premium').slice(0, 8).map((p) => p.id);
  const extra = await request.post('/api/v1/admin/products', {
    headers,
    data: {
      name: 'E2E ninth gift', shortName: 'Ninth gift', longName: 'E2E ninth gift', description: 'Landing test', wholesalePricePaisa: 50000,
      retailPricePaisa: 75000, discountedPricePaisa: 60000, category: 'home', planAccess: 'premium', weightKg: 0.2, stock: 10, coinDiscount: 0,
    },
  });
  expect(extra.status(), await extra.text()).toBe(201);
  const extraId = ((await extra.json()) as { id: string }).id;
  ids.push(extraId);
  expect(ids).toHaveLength(9);
  const created = await request.post('/api/v1/admin/free-offers', {
    headers,
    data: { name: 'E2E nine gifts', description: 'Landing test', isActive: true, minOrderThresholdPaisa: 100, maxUnitsPerOrder: 1, productIds: ids },
  });
  expect(created.status(), await created.text()).toBe(201);
  const offer = (await created.json()) as FreeOfferView;
  try {
    await page.goto('/');
    const gifts = page.getByTestId('free-gift-card');
    await expect(gifts).toHaveCount(8);
    await expect(gifts.first()).toContainText('Free Gift');
    await expect(gifts.first()).toContainText('Free with order over Rs. 1');
    await expect(gifts.first()).toContainText('Worth: Rs. ');
    await page.getByRole('button', { name: 'View All Free Gifts' }).click();
    await expect.poll(async () => gifts.count()).toBeGreaterThanOrEqual(9);
    await expect(page.getByRole('button', { name: 'View All Free Gifts' })).toHaveCount(0);
  } finally {
    const del = await request.delete(`/api/v1/admin/free-offers/${offer.id}`, { headers });
    expect(del.status()).toBe(204);
    expect((await request.delete(`/api/v1/admin/products/${extraId}`, { headers })).status()).toBe(204);
  }
});
