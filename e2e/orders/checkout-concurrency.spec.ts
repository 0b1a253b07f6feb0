import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, apiSignup } from '../helpers';

/**
 * The checkout saga against the real stack, through the gateway (gateway -> orders -> catalog,
 * identity, coins over NATS, real PostgreSQL): no overselling under a burst of checkouts, and one
 * order per Idempotency-Key however many times it is sent at once.
 */
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const CUSTOMER = { name: 'Ayesha Khan', phone: '0300-1234567', address: 'House 12, Street 4, Gulberg III', city: 'Lahore' };

interface OrderJson {
  id: string;
  coinsSpent: string;
  items: Array<{ productId: string; quantity: number }>;
}

/** A free-plan product with `stock` units and a coin discount of 10, made by the admin API. */
async function productWithStock(request: APIRequestContext, stock: number): Promise<{ id: string; adminToken: string }> {
  const adminToken = await apiLogin(request, 'admin@demo.pk', 'Demo@12345');
  const tag = randomUUID().slice(0, 8);
  const res = await request.post('/api/v1/admin/products', {
    headers: auth(adminToken),
    data: {
      name: `Checkout race ${tag}`, shortName: `Race ${tag}`, longName: `Checkout race product ${tag}`, description: 'Made by the checkout concurrency test',
      wholesalePricePaisa: 100_000, retailPricePaisa: 150_000, discountedPricePaisa: 120_000, category: 'electronics', planAccess: 'free',
      weightKg: 0.5, stock, coinDiscount: 10,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id as string, adminToken };
}

/** A fresh free reseller whose welcome coins have arrived. */
async function resellerWithCoins(request: APIRequestContext, label: string): Promise<string> {
  const { token } = await apiSignup(request, label);
  await expect
    .poll(async () => {
      const res = await request.get('/api/v1/coins', { headers: auth(token) });
      return res.status() === 200 ? Number((await res.json()).balance) : 0;
    }, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1000);
  return token;
}

async function stockOf(request: APIRequestContext, adminToken: string, productId: string): Promise<number> {
  const res = await request.get(`/api/v1/admin/products/${productId}`, { headers: auth(adminToken) });
  expect(res.status()).toBe(200);
  return (await res.json()).stock as number;
}

/** The reseller's coin ledger rows of kind `usage` (one per order that spent coins). */
async function coinUsages(request: APIRequestContext, token: string): Promise<Array<{ amount: string; orderId: string | null }>> {
  const res = await request.get('/api/v1/coins/transactions', { headers: auth(token), params: { limit: 100 } });
  expect(res.status()).toBe(200);
  return ((await res.json()).items as Array<{ type: string; amount: string; orderId: string | null }>).filter((t) => t.type === 'usage');
}

const checkout = (request: APIRequestContext, token: string, productId: string, key: string) =>
  request.post('/api/v1/orders', {
    headers: { ...auth(token), 'Idempotency-Key': key },
    data: { items: [{ productId, quantity: 1, profitAmountPaisa: 5_000, applyCoins: true }], customer: CUSTOMER },
  });

test.describe('checkout under concurrency (API)', () => {
  test.setTimeout(180_000);

  test('200 concurrent checkouts of one product with stock 10: exactly 10 orders, stock 0, no coins spent by the refused 190', async ({ request }) => {
    const { id: productId, adminToken } = await productWithStock(request, 10);
    const token = await resellerWithCoins(request, 'race');
    const run = randomUUID().slice(0, 8);

    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => checkout(request, token, productId, `race-${run}-${i}`)));
    const statuses = answers.map((a) => a.status());
    // every answer's status and how often, so a failure says what the others were
    const tally = JSON.stringify(statuses.reduce<Record<number, number>>((t, st) => ({ ...t, [st]: (t[st] ?? 0) + 1 }), {}));
    expect(statuses.filter((s) => s === 201), tally).toHaveLength(10);
    expect(statuses.filter((s) => s === 409), tally).toHaveLength(190);
    for (const refused of answers.filter((a) => a.status() === 409)) expect(await refused.json()).toMatchObject({ code: 'OUT_OF_STOCK', field: productId });
    const placed = await Promise.all(answers.filter((a) => a.status() === 201).map(async (a) => (await a.json()) as OrderJson));
    expect(placed.every((o) => o.coinsSpent === '10.0000')).toBe(true);

    expect(await stockOf(request, adminToken, productId)).toBe(0);
    const mine = await request.get('/api/v1/orders', { headers: auth(token), params: { limit: 50 } });
    const listed = ((await mine.json()).items as OrderJson[]).filter((o) => o.items.some((i) => i.productId === productId));
    expect(listed.map((o) => o.id).sort()).toEqual(placed.map((o) => o.id).sort());
    // coins: one usage row of 10 per placed order, none for the 190 refused
    const usages = await coinUsages(request, token);
    expect(usages.map((u) => u.orderId).sort()).toEqual(placed.map((o) => o.id).sort());
    expect(usages.every((u) => u.amount === '-10.0000')).toBe(true);
  });

  test('the same Idempotency-Key sent 20 times at once gives one order, and every answer carries it', async ({ request }) => {
    const { id: productId, adminToken } = await productWithStock(request, 50);
    const token = await resellerWithCoins(request, 'same-key');
    const key = `same-${randomUUID()}`;

    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(request, token, productId, key)));
    expect(answers.map((a) => a.status())).toEqual(Array(20).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as OrderJson).id)));
    expect(ids.size).toBe(1);
    expect(await stockOf(request, adminToken, productId)).toBe(49);
    expect((await coinUsages(request, token)).map((u) => u.orderId)).toEqual([...ids]);
  });
});
