import { randomUUID } from 'node:crypto';
import { raceWhileHeld } from '@resellpk/backend-testing';
import { startOrdersTestbed, type OrdersTestbed } from '../testing/orders-testbed';

/**
 * Checkouts with one Idempotency-Key that reach the order insert at the same moment, for certain:
 * a second session holds an uncommitted order with that key while they start, and takes it back
 * once every one waits on the key. Each must then get the one order, none an error.
 */
describe('checkouts of one key overlapping inside PostgreSQL', () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed();
  });
  afterAll(() => t?.close());

  it('one order, and every answer carries it', async () => {
    const p = t.product({ stock: 50 });
    const ctx = t.reseller('free', 1000);
    // an earlier order of the same reseller, copied by the holder under the racers' key
    const earlier = await t.place(ctx, { items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 0 }] });
    const body = { idempotencyKey: `same-${randomUUID()}`, items: [{ productId: p.id, quantity: 2, profitAmountPaisa: 0 }] };
    const { results, blocked } = await raceWhileHeld(
      t.h.db.url,
      (holder) =>
        holder.query(
          `INSERT INTO orders SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object('id', gen_random_uuid(), 'idempotency_key', $2::text))).*
             FROM orders o WHERE o.id = $1`,
          [earlier.id, body.idempotencyKey],
        ),
      Array.from({ length: 6 }, () => () => t.place(ctx, body)),
      { end: 'rollback' },
    );
    expect(blocked).toBeGreaterThan(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(t.catalog.stockOf(p.id)).toBe(47);
  }, 60_000);
});
