import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import { apiSignup, login } from '../helpers';
import { addFromCatalogue } from './order-helpers';

/**
 * Issue 34, 9: a signed-in reseller's cart is kept on the server and follows them to every device
 * (PRODUCT.md "Pricing and the cart"); the browser's cart is merged into it at sign-in; logging out
 * leaves nothing for the next user of the browser.
 */
const SHOTS = process.env.CART_SHOTS_DIR || '/tmp/shots-cart';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface SavedLine {
  productId: string;
  quantity: number;
  profitAmountPaisa: number;
}

async function savedCart(request: APIRequestContext, token: string): Promise<SavedLine[]> {
  const res = await request.get('/api/v1/cart', { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).items as SavedLine[]).map(({ productId, quantity, profitAmountPaisa }) => ({ productId, quantity, profitAmountPaisa }));
}

async function productNamed(request: APIRequestContext, search: string): Promise<{ id: string; name: string }> {
  const res = await request.get(`/api/v1/products?search=${encodeURIComponent(search)}&limit=5`);
  expect(res.status()).toBe(200);
  const product = ((await res.json()).items as { id: string; name: string }[]).find((p) => p.name.includes(search));
  expect(product, `${search} in the demo catalogue`).toBeTruthy();
  return product!;
}

/** Another device: a browser of its own (no shared storage or cookies), signed in through the form. */
async function otherDevice(browser: Browser, viewport: { width: number; height: number }, email: string, password: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await login(page, email, password);
  return { context, page };
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await expect(page.locator('.rpk-toasts > *')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

const line = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

test.describe('the cart follows a signed-in reseller to every device', () => {
  test('lines, quantities and margins made on a laptop are on the phone after sign-in; a change on the phone reaches the laptop; logout leaves no cart', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const reseller = await apiSignup(request, 'cart');
    const earbuds = await productNamed(request, 'Earbuds Pro');

    // the laptop: two products, two units of the earbuds with a Rs. 300 margin
    await page.setViewportSize(DESKTOP);
    await login(page, reseller.email, reseller.password);
    await addFromCatalogue(page, 'Earbuds Pro', 'Earbuds Pro');
    await addFromCatalogue(page, 'Data Cable', 'USB-C Cable');
    await page.getByTestId('cart-link').click();
    await expect(page).toHaveURL(/\/cart$/);
    await line(page, 'Earbuds Pro').getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line(page, 'Earbuds Pro').getByTestId('quantity-value')).toHaveText('2');
    await line(page, 'Earbuds Pro').getByLabel('Your profit (Rs.)').fill('300');
    await expect(page.getByTestId('summary-profit')).toHaveText('Rs. 300');
    // saved on the server (no price in it: only what the reseller chose)
    await expect.poll(async () => (await savedCart(request, reseller.token)).find((l) => l.productId === earbuds.id), { timeout: 15_000 }).toEqual({
      productId: earbuds.id,
      quantity: 2,
      profitAmountPaisa: 300_00,
    });

    // the phone: another browser, signed in, finds the same cart with its margin
    const phone = await otherDevice(browser, PHONE, reseller.email, reseller.password);
    try {
      await expect(phone.page.getByTestId('cart-badge-count')).toHaveText('3');
      await phone.page.getByTestId('cart-link').click();
      await expect(phone.page).toHaveURL(/\/cart$/);
      await expect(phone.page.getByTestId('cart-line')).toHaveCount(2);
      await expect(line(phone.page, 'Earbuds Pro').getByTestId('quantity-value')).toHaveText('2');
      await expect(line(phone.page, 'Earbuds Pro').getByLabel('Your profit (Rs.)')).toHaveValue('300');
      await expect(line(phone.page, 'Data Cable').getByTestId('quantity-value')).toHaveText('1');
      await expect(phone.page.getByTestId('summary-profit')).toHaveText('Rs. 300');
      await expect(phone.page.getByTestId('summary-items')).toHaveText('Rs. 5,348'); // 2 x 2,499 + 350, priced by the server
      await shot(phone.page, 'cart-second-device');
      // the same device opened wide (a reload: the copy it keeps is the saved cart)
      await phone.page.setViewportSize(DESKTOP);
      await phone.page.reload();
      await expect(line(phone.page, 'Earbuds Pro').getByLabel('Your profit (Rs.)')).toHaveValue('300');
      await expect(phone.page.getByTestId('summary-profit')).toHaveText('Rs. 300');
      await shot(phone.page, 'cart-second-device');
      await phone.page.setViewportSize(PHONE);
      await phone.page.reload();

      // a margin typed on the phone is on the laptop when its cart is opened again
      await line(phone.page, 'Data Cable').getByLabel('Your profit (Rs.)').fill('50');
      await expect(phone.page.getByTestId('summary-profit')).toHaveText('Rs. 350');
      await expect.poll(async () => (await savedCart(request, reseller.token)).reduce((sum, l) => sum + l.profitAmountPaisa, 0), { timeout: 15_000 }).toBe(350_00);
      await page.reload();
      await expect(line(page, 'Data Cable').getByLabel('Your profit (Rs.)')).toHaveValue('50');
      await expect(page.getByTestId('summary-profit')).toHaveText('Rs. 350');

      // logout on the phone: the cart stays on the server, not in that browser for its next user
      await phone.page.goto('/menu');
      await phone.page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
      await expect(phone.page).toHaveURL(/\/$/);
      await expect.poll(() => phone.page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('cart:sync')])).toEqual([null, null]);
      await expect(phone.page.getByTestId('cart-badge-count')).toHaveCount(0);
      expect(await savedCart(request, reseller.token)).toHaveLength(2);
    } finally {
      await phone.context.close();
    }
  });

  test("the browser's cart is merged into the saved one at sign-in: the larger quantity, the saved margin, every product", async ({ page, request }) => {
    test.setTimeout(120_000);
    const reseller = await apiSignup(request, 'cart-merge');
    const [earbuds, cable] = [await productNamed(request, 'Earbuds Pro'), await productNamed(request, 'Data Cable')];
    // saved on another device: one cable with a Rs. 120 margin
    const put = await request.put('/api/v1/cart', { headers: auth(reseller.token), data: { items: [{ productId: cable.id, quantity: 1, profitAmountPaisa: 120_00 }], version: 0 } });
    expect(put.status(), await put.text()).toBe(200);

    // this browser's own cart, as the storefront keeps it (key `cart`): 3 cables and 2 earbuds
    const views = await Promise.all([earbuds, cable].map(async (p) => (await request.get(`/api/v1/products/${p.id}`)).json()));
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.evaluate(
      ([earbudsView, cableView]) =>
        localStorage.setItem(
          'cart',
          JSON.stringify({
            items: [
              { productId: earbudsView.id, product: earbudsView, quantity: 2, profitAmountPaisa: 0 },
              { productId: cableView.id, product: cableView, quantity: 3, profitAmountPaisa: 0 },
            ],
          }),
        ),
      views,
    );

    await login(page, reseller.email, reseller.password);
    await page.getByTestId('cart-link').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(line(page, 'Data Cable').getByTestId('quantity-value')).toHaveText('3');
    await expect(line(page, 'Data Cable').getByLabel('Your profit (Rs.)')).toHaveValue('120');
    await expect(line(page, 'Earbuds Pro').getByTestId('quantity-value')).toHaveText('2');
    await expect(page.getByTestId('summary-profit')).toHaveText('Rs. 120');
    // and the server holds the merged cart, for the other device
    await expect
      .poll(async () => savedCart(request, reseller.token), { timeout: 15_000 })
      .toEqual([
        { productId: cable.id, quantity: 3, profitAmountPaisa: 120_00 },
        { productId: earbuds.id, quantity: 2, profitAmountPaisa: 0 },
      ]);
  });
});
