import { withTransaction } from '@resellpk/backend-persistence';
import { raceWhileHeld } from '@resellpk/backend-testing';
import { ORDER_MSG } from '@resellpk/domain';
import { OrderRepository } from '../orders/order.repository';
import { startOrdersTestbed, type OrdersTestbed } from '../testing/orders-testbed';
import { SagaRecovery } from './saga-recovery';

/**
 * The recovery job and a live checkout reach one saga at the same moment, inside PostgreSQL for
 * certain: the checkout's completion (held open by a second session) has the order row when the
 * job claims stale sagas. The job must skip it, not undo an order that has just completed; and the
 * other way round, a completion arriving while the job's claim holds the row must not complete it.
 */
describe('saga recovery overlapping a completing checkout', () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    // the job is off (it is run by hand below); a saga is stale after 1 s
    t = await startOrdersTestbed({ ORDERS_SAGA_FAULT: 'after-spend', ORDERS_SAGA_STALE_MS: '1000' });
  });
  afterAll(() => t?.close());

  it('a saga completing while the job claims leaves the order completed with its stock and coins', async () => {
    const p = t.product({ stock: 5 });
    const ctx = t.reseller('free', 1000);
    expect(await t.placeError(ctx, { items: [{ productId: p.id, quantity: 2, profitAmountPaisa: 0, applyCoins: true }] })).toEqual({ code: 'UNAVAILABLE', message: ORDER_MSG.checkoutFailed });
    const db = t.service.dataSource;
    const [{ id }] = await db.query(`SELECT id FROM orders WHERE reseller_id = $1`, [ctx.userId]);
    await db.query(`UPDATE orders SET updated_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    const coinsBefore = t.coins.balanceOf(ctx.userId);

    // the checkout's completion (what OrderRepository.complete does) holds the row while the job runs
    const { results } = await raceWhileHeld(
      t.h.db.url,
      (holder) => holder.query(`UPDATE orders SET saga_state = 'completed', updated_at = now() WHERE id = $1 AND saga_state = 'pending'`, [id]),
      [() => t.service.app.get(SagaRecovery).recoverStale()],
    );
    expect(results[0]).toEqual({ undone: 0, retryLater: 0 });
    const [order] = await db.query(`SELECT saga_state FROM orders WHERE id = $1`, [id]);
    expect(order.saga_state).toBe('completed');
    expect(t.catalog.stockOf(p.id)).toBe(3);
    expect(t.coins.balanceOf(ctx.userId)).toBe(coinsBefore);
  }, 30_000);

  it('a checkout completing while the job has claimed its saga does not complete it', async () => {
    const p = t.product({ stock: 5 });
    const ctx = t.reseller('free', 1000);
    expect(await t.placeError(ctx, { items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 0, applyCoins: true }] })).toEqual({ code: 'UNAVAILABLE', message: ORDER_MSG.checkoutFailed });
    const db = t.service.dataSource;
    const [{ id }] = await db.query(`SELECT id FROM orders WHERE reseller_id = $1`, [ctx.userId]);

    // the job's claim (what OrderRepository.claimStale does) holds the row while the checkout completes
    const { results } = await raceWhileHeld(
      t.h.db.url,
      (holder) => holder.query(`UPDATE orders SET saga_state = 'compensating', updated_at = now() WHERE id = $1 AND saga_state = 'pending'`, [id]),
      [() => withTransaction(db, (tx) => t.service.app.get(OrderRepository).complete(tx, id))],
    );
    expect(results).toEqual([null]);
    const [order] = await db.query(`SELECT saga_state FROM orders WHERE id = $1`, [id]);
    expect(order.saga_state).toBe('compensating');
  }, 30_000);
});
