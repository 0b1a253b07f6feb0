import { randomUUID } from 'node:crypto';
import { metricsRegistry } from '@resellpk/backend-observability';
import { startOrdersTestbed, type OrdersTestbed } from '../testing/orders-testbed';

/** The value of one series of a counter in this process's registry (0 when it has none yet). */
async function counterValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metricsRegistry.getSingleMetric(name);
  if (!metric) throw new Error(`${name} is not registered`);
  const { values } = await metric.get();
  const series = values.find((v) => Object.entries(labels).every(([k, want]) => v.labels[k] === want));
  return series?.value ?? 0;
}

/** checkouts_total and saga_compensations_total (issue 36) move where a checkout is placed, fails or is undone. */
describe('checkout metrics', () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed();
  });
  afterAll(() => t?.close());

  const placed = () => counterValue('checkouts_total', { outcome: 'placed', reason: 'none' });
  const failed = (reason: string) => counterValue('checkouts_total', { outcome: 'failed', reason });
  const undone = (step: string) => counterValue('saga_compensations_total', { step });

  it('counts a placed checkout once (not its replay), and a failure by its code with the saga steps undone', async () => {
    const p = t.product({ stock: 5 });
    const ctx = t.reseller('free', 1000);
    const before = { placed: await placed(), stock: await failed('OUT_OF_STOCK'), down: await failed('UNAVAILABLE'), refund: await undone('coins_refund'), release: await undone('stock_release') };

    const idempotencyKey = randomUUID();
    const body = { items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 1_000, applyCoins: false }], idempotencyKey };
    await t.place(ctx, body);
    expect(await placed()).toBe(before.placed + 1);
    // the same key again answers the same order: not a second checkout
    await t.place(ctx, body);
    expect(await placed()).toBe(before.placed + 1);

    // refused by the stock (quoted before the saga: nothing to undo)
    expect((await t.placeError(ctx, { items: [{ productId: p.id, quantity: 50, profitAmountPaisa: 1_000 }] })).code).toBe('OUT_OF_STOCK');
    expect(await failed('OUT_OF_STOCK')).toBe(before.stock + 1);
    expect(await undone('stock_release')).toBe(before.release);

    // coins down after the stock was reserved: failed, the coins and the stock given back
    t.coins.failSpends = { code: 'UNAVAILABLE', message: 'coins is down' };
    try {
      expect((await t.placeError(ctx, { items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 1_000, applyCoins: true }] })).code).toBe('UNAVAILABLE');
    } finally {
      t.coins.failSpends = null;
    }
    expect(await failed('UNAVAILABLE')).toBe(before.down + 1);
    expect(await undone('coins_refund')).toBe(before.refund + 1);
    expect(await undone('stock_release')).toBe(before.release + 1);
    expect(await placed()).toBe(before.placed + 1);
  });
});
