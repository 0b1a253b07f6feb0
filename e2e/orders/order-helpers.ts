import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../admin/admin-helpers';
import { tr, type Lang } from '../i18n/dictionary';

/** Shared by the order, allowance, admin-orders and axe specs: a cart, placed orders, the staff's order drawer. */

const PROFIT_PAISA = 25_000; // Rs. 250 per order

interface Product {
  id: string;
  planAccess: 'free' | 'premium';
  stock: number;
}
export interface PlacedOrder {
  id: string;
  totalAmountPaisa: number;
  totalProfitPaisa: number;
}

/** Adds the card matching `cardText` from the catalogue searched for `search`, as a reseller does. */
export async function addFromCatalogue(page: Page, search: string, cardText: string): Promise<void> {
  await page.goto(`/products?search=${encodeURIComponent(search)}`);
  const card = page.locator('main').getByTestId('product-card').filter({ hasText: cardText });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('has been added to your cart.')).toBeVisible();
}

/** A new reseller (free plan: retail prices) with two orders placed through the API as the storefront does. */
export async function resellerWithOrders(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-orders-${tag}@example.pk`;
  const name = `Orders Shop ${tag}`;
  const signup = await request.post('/api/v1/auth/signup', { data: { name, email, whatsappNumber: '03001234567', password: DEMO_PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(201);
  const auth = { Authorization: `Bearer ${(await signup.json()).accessToken as string}` };

  const list = await request.get('/api/v1/products?limit=60', { headers: auth });
  expect(list.status()).toBe(200);
  const product = ((await list.json()).items as Product[]).find((p) => p.planAccess === 'free' && p.stock >= 5);
  expect(product, 'a free product with stock in the demo catalogue').toBeTruthy();

  const customers = [`Ayesha ${tag}`, `Bilal ${tag}`];
  const orders: PlacedOrder[] = [];
  for (const [i, customer] of customers.entries()) {
    const res = await request.post('/api/v1/orders', {
      headers: { ...auth, 'Idempotency-Key': `e2e-admin-orders-${tag}-${i}` },
      data: {
        items: [{ productId: product!.id, quantity: 1, profitAmountPaisa: PROFIT_PAISA }],
        customer: { name: customer, phone: `0300${String(1000000 + i).slice(-7)}`, address: 'House 12, Street 4, Gulberg III', city: 'Lahore' },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    orders.push((await res.json()) as PlacedOrder);
  }
  return { email, name, customers, orders };
}

/**
 * On /admin/orders as staff: finds the order by its last 8 characters and opens its drawer (the
 * table's View button on a desktop, the card on a phone); returns the drawer.
 */
export async function openOrderDrawer(admin: Page, orderId: string, lang: Lang = 'en'): Promise<Locator> {
  await admin.goto('/admin/orders');
  const search = admin.getByLabel(tr('Search orders', lang));
  await search.fill(orderId.slice(-8));
  await search.press('Enter');
  const entries = admin.locator('.ant-table-row, [data-testid="order-card"]');
  await expect(entries).toHaveCount(1);
  // the order's number names the button and the drawer in either language (isolated left to right in Urdu)
  const ref = new RegExp(`#${orderId.slice(-8)}`, 'i');
  const view = entries.first().getByRole('button', { name: ref });
  if (await view.count()) await view.click();
  else await entries.first().locator('.ant-card').click();
  const drawer = admin.getByRole('dialog', { name: ref });
  await expect(drawer).toContainText('Lahore');
  return drawer;
}
