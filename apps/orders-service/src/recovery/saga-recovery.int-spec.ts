import { Queue } from 'bullmq';
import { redisConnection } from '@resellpk/backend-config';
import { eventually } from '@resellpk/backend-testing';
import { OrdersSubjects, type OrderPage } from '@resellpk/contracts';
import { ORDER_MSG } from '@resellpk/domain';
import { startOrdersTestbed, type OrdersTestbed } from '../testing/orders-testbed';
import { SAGA_RECOVERY_QUEUE, SAGA_RECOVERY_SCHEDULER_ID } from './recovery.scheduler';

/**
 * The recovery job on, quick, and a saga counted as dead after 3 s (60 s in production): long
 * enough that a healthy checkout on a busy CI machine is never taken for a dead one.
 */
const RECOVERY = { ORDERS_RECOVERY_JOB: '1', ORDERS_RECOVERY_EVERY_MS: '300', ORDERS_SAGA_STALE_MS: '3000' };

describe.each(['after-reserve', 'after-spend'] as const)('a crash %s: a fresh instance recovers a whole order or nothing', (fault) => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed({ ORDERS_SAGA_FAULT: fault });
  });
  afterAll(() => t?.close());

  const sagaOf = async (userId: string) => (await t.service.dataSource.query(`SELECT id, saga_state, failure FROM orders WHERE reseller_id = $1`, [userId]))[0];

  it('leaves the dead saga pending, then the recovery job puts the stock and coins back and marks it failed', async () => {
    const p = t.product({ stock: 5 });
    const ctx = t.reseller('free', 1000);
    // the instance "dies" at the fault: no compensation, no completion
    expect(await t.placeError(ctx, { items: [{ productId: p.id, quantity: 2, profitAmountPaisa: 0, applyCoins: true }] })).toEqual({ code: 'UNAVAILABLE', message: ORDER_MSG.checkoutFailed });
    expect((await sagaOf(ctx.userId)).saga_state).toBe('pending');
    expect(t.catalog.stockOf(p.id)).toBe(3);
    expect(t.coins.balanceOf(ctx.userId)).toBe(fault === 'after-spend' ? '400.0000' : '1000.0000');

    await t.restart(RECOVERY);
    await eventually(async () => (await sagaOf(ctx.userId)).saga_state === 'failed', 20_000, 'the recovery job to undo the saga');
    expect((await sagaOf(ctx.userId)).failure).toEqual({ code: 'UNAVAILABLE', message: ORDER_MSG.checkoutFailed });
    expect(t.catalog.stockOf(p.id)).toBe(5);
    expect(t.catalog.reservedUnits(p.id)).toBe(0);
    expect(t.coins.balanceOf(ctx.userId)).toBe('1000.0000');
    expect(t.coins.spentBy(ctx.userId)).toBe('0.0000');
    expect((await t.h.call<OrderPage>(OrdersSubjects.list, {}, ctx)).items).toEqual([]);

    // the healthy instance places orders whole, and recovery leaves them alone
    const placed = await t.place(ctx, { items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 0, applyCoins: true }] });
    await new Promise((r) => setTimeout(r, 3_500));
    expect((await t.h.call<OrderPage>(OrdersSubjects.list, {}, ctx)).items.map((o) => o.id)).toEqual([placed.id]);
    expect(t.catalog.stockOf(p.id)).toBe(4);
    expect(t.coins.balanceOf(ctx.userId)).toBe('700.0000');
  }, 60_000);
});

describe('a crash after the wholesale allowance was used', () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed({ ORDERS_SAGA_FAULT: 'after-spend' });
  });
  afterAll(() => t?.close());

  it('the recovery job gives the allowance back with the stock', async () => {
    const p = t.product({ stock: 5 });
    const ctx = t.reseller('starter', 0);
    t.identity.allowanceLeft.set(ctx.userId, 100_000);
    expect(await t.placeError(ctx, { items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 0 }] })).toEqual({ code: 'UNAVAILABLE', message: ORDER_MSG.checkoutFailed });
    expect(t.identity.allowanceLeft.get(ctx.userId)).toBe(50_000);

    await t.restart(RECOVERY);
    const [{ id }] = await t.service.dataSource.query(`SELECT id FROM orders WHERE reseller_id = $1`, [ctx.userId]);
    await eventually(async () => t.identity.allowanceUses.get(id)?.released === true, 20_000, 'the recovery job to give the allowance back');
    expect(t.identity.allowanceLeft.get(ctx.userId)).toBe(100_000);
    expect(t.catalog.stockOf(p.id)).toBe(5);
  }, 60_000);
});

describe('the recovery job', () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed(RECOVERY);
  });
  afterAll(() => t?.close());

  it('is a repeatable BullMQ job', async () => {
    const queue = new Queue(SAGA_RECOVERY_QUEUE, { connection: redisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'), prefix: t.queuePrefix });
    try {
      const schedulers = await eventually(async () => {
        const found = await queue.getJobSchedulers();
        return found.length > 0 && found;
      }, 10_000, 'the job scheduler');
      expect(schedulers).toEqual([expect.objectContaining({ key: SAGA_RECOVERY_SCHEDULER_ID, every: 300 })]);
    } finally {
      await queue.close();
    }
  });

  it('a live checkout slower than the stale limit cannot complete what recovery claimed: it is undone, never half-done', async () => {
    const p = t.product({ stock: 2 });
    const ctx = t.reseller('free', 1000);
    // coins answers only after the saga is counted as dead: recovery claims and undoes it meanwhile
    const slow = t.coins as unknown as { spend: (req: unknown) => unknown };
    const spend = slow.spend.bind(t.coins);
    slow.spend = (req) =>
      new Promise((resolve, reject) =>
        setTimeout(() => {
          try {
            resolve(spend(req));
          } catch (error) {
            reject(error);
          }
        }, 6_000),
      );
    try {
      // the claim makes the completion fail; the late spend is refused (coins closed it on refund) or refunded
      const error = await t.placeError(ctx, { items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 0, applyCoins: true }] });
      expect(['UNAVAILABLE', 'CONFLICT']).toContain(error.code);
    } finally {
      slow.spend = spend;
    }
    await eventually(async () => (await t.service.dataSource.query(`SELECT saga_state FROM orders WHERE reseller_id = $1`, [ctx.userId]))[0]?.saga_state === 'failed', 10_000, 'the saga to end failed');
    expect(t.catalog.stockOf(p.id)).toBe(2);
    expect(t.coins.balanceOf(ctx.userId)).toBe('1000.0000');
  }, 30_000);
});
