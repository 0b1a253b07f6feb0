import { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import { OrdersSubjects as S, type AuditLogSlice, type OrderAuditDetails, type OrderView } from '@resellpk/contracts';
import { AUDIT_MSG } from '@resellpk/domain';
import { OrderAuditLog1796100000000 } from '../database/migrations/1796100000000-order-audit-log';
import { startOrdersTestbed, type OrdersTestbed } from '../testing/orders-testbed';

/**
 * Issue 33, finding 11: every move of an order that moves money (ship, deliver, cancel, return) is
 * in orders' audit log with who, whom and how much, and /admin/audit-log reads it (orders.listAuditLog).
 */
describe("orders' audit log: who moved which reseller's order, and what it moved", () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed();
  });
  afterAll(() => t?.close());

  const shipping = { courier: 'TCS', trackingId: 'TCS-778899', trackingLink: 'https://www.tcsexpress.com/track/TCS-778899' };
  /**
   * An order of 3 units (Rs. 500 profit) that takes something to give back: coins (a free reseller
   * spending 300 a unit on the first line) or a Starter plan's wholesale allowance (Rs. 500 a unit).
   */
  const placeOrder = async (takes: 'coins' | 'allowance' = 'coins') => {
    const ctx = t.reseller(takes === 'coins' ? 'free' : 'starter', 5_000);
    if (takes === 'allowance') t.identity.allowanceLeft.set(ctx.userId, 500_000);
    const [a, b] = [t.product({ stock: 20 }), t.product({ stock: 20 })];
    const order = await t.place(ctx, {
      items: [
        { productId: a.id, quantity: 2, profitAmountPaisa: 40_000, applyCoins: takes === 'coins' },
        { productId: b.id, quantity: 1, profitAmountPaisa: 10_000 },
      ],
    });
    return { ctx, order };
  };
  const move = (order: OrderView, status: string, staff: { userId: string }, extra = {}) => t.h.call<OrderView>(S.changeStatus, { id: order.id, status, ...extra }, staff);
  /** what the admin page gets from orders for this staff member (or reseller) */
  const logOf = (actorId: string, q: object = {}) => t.h.call<AuditLogSlice<'orders'>>(S.listAuditLog, { limit: 50, actorId, ...q }, t.admin());

  it('shipping and delivering: the staff member, the reseller, the total to collect and then the profit credited', async () => {
    const { ctx, order } = await placeOrder();
    const [shipper, deliverer] = [t.admin(), t.admin()];
    await move(order, 'shipped', shipper, shipping);
    await move(order, 'delivered', deliverer);

    const shipped = await logOf(shipper.userId);
    expect(shipped.total).toBe(1);
    expect(shipped.items[0]).toEqual({
      id: expect.any(String),
      source: 'orders',
      at: expect.any(String),
      actorId: shipper.userId,
      action: 'order.shipped',
      targetUserId: ctx.userId,
      amountPaisa: order.totalAmountPaisa,
      details: {
        orderId: order.id,
        from: 'processing',
        to: 'shipped',
        by: 'staff',
        note: null,
        totalAmountPaisa: order.totalAmountPaisa,
        profitPaisa: 50_000,
        courier: 'TCS',
        trackingId: 'TCS-778899',
      } satisfies OrderAuditDetails,
    });
    const delivered = await logOf(deliverer.userId);
    expect(delivered.items).toEqual([
      expect.objectContaining({ actorId: deliverer.userId, action: 'order.delivered', targetUserId: ctx.userId, amountPaisa: 50_000, details: expect.objectContaining({ orderId: order.id, from: 'shipped', to: 'delivered', profitPaisa: 50_000 }) }),
    ]);
    // the same moment as the order's own history
    const [history] = await t.service.dataSource.query(`SELECT created_at FROM order_status_history WHERE order_id = $1 AND to_status = 'delivered'`, [order.id]);
    expect(delivered.items[0].at).toBe(new Date(history.created_at).toISOString());
  });

  it('cancelling and returning: the coins refunded, the units restocked and the allowance given back, by staff or by the reseller', async () => {
    const staff = t.admin();
    const cancelled = await placeOrder('coins');
    expect(cancelled.order.coinsSpent).toBe('600.0000');
    await move(cancelled.order, 'cancelled', staff, { note: 'Customer asked to cancel' });
    const returned = await placeOrder('allowance');
    await move(returned.order, 'shipped', staff, shipping);
    await move(returned.order, 'returned', staff, { note: 'Customer refused the parcel' });

    /** what the order took at checkout, as stored: all of it comes back */
    const giveBack = async (o: OrderView) => {
      const [row] = await t.service.dataSource.query(`SELECT allowance_used_paisa::float8 AS allowance FROM orders WHERE id = $1`, [o.id]);
      return { coinsRefunded: o.coinsSpent, unitsRestocked: 3, allowanceReturnedPaisa: row.allowance };
    };
    const log = await logOf(staff.userId);
    expect(log.items.map((e) => e.action)).toEqual(['order.returned', 'order.shipped', 'order.cancelled']);
    expect(log.items[2]).toMatchObject({
      actorId: staff.userId,
      targetUserId: cancelled.ctx.userId,
      amountPaisa: null,
      details: { orderId: cancelled.order.id, from: 'processing', to: 'cancelled', by: 'staff', note: 'Customer asked to cancel', ...(await giveBack(cancelled.order)) },
    });
    expect((await giveBack(returned.order)).allowanceReturnedPaisa).toBe(150_000);
    expect(log.items[0]).toMatchObject({ targetUserId: returned.ctx.userId, details: { orderId: returned.order.id, from: 'shipped', to: 'returned', ...(await giveBack(returned.order)) } });

    // a reseller cancelling their own order: they are the one who acted
    const own = await placeOrder();
    await t.h.call(S.cancel, { id: own.order.id }, own.ctx);
    const ownGiveBack = await giveBack(own.order);
    expect((await logOf(own.ctx.userId)).items).toEqual([
      expect.objectContaining({ actorId: own.ctx.userId, targetUserId: own.ctx.userId, action: 'order.cancelled', details: expect.objectContaining({ by: 'reseller', ...ownGiveBack }) }),
    ]);
  });

  it('filters by action and dates like the other logs; admins only; bad filters refused with their message', async () => {
    const staff = t.admin();
    const { order } = await placeOrder();
    await move(order, 'shipped', staff, shipping);
    expect((await logOf(staff.userId, { action: 'order.delivered' })).total).toBe(0);
    expect((await logOf(staff.userId, { action: 'order.shipped', from: '2020-01-01' })).total).toBe(1);
    expect((await logOf(staff.userId, { to: '2020-01-01' })).total).toBe(0);

    expect(await t.h.callError(S.listAuditLog, { limit: 10, action: 'drop table' }, t.admin())).toMatchObject({ code: 'VALIDATION', field: 'action', message: AUDIT_MSG.badAction });
    expect(await t.h.callError(S.listAuditLog, { limit: 1001 }, t.admin())).toMatchObject({ code: 'VALIDATION', field: 'limit' });
    expect((await t.h.callError(S.listAuditLog, { limit: 10 }, { ...t.admin(), role: 'topup_helper' })).code).toBe('FORBIDDEN');
    expect((await t.h.callError(S.listAuditLog, { limit: 10 }, t.reseller())).code).toBe('FORBIDDEN');
  });

  it('one row per order and action: a second write of the same move fails (its transaction with it)', async () => {
    const staff = t.admin();
    const { order } = await placeOrder();
    await move(order, 'shipped', staff, shipping);
    await expect(
      t.service.dataSource.query(`INSERT INTO audit_log (actor_id, action, target_user_id, order_id) SELECT $1, 'order.shipped', reseller_id, id FROM orders WHERE id = $2`, [staff.userId, order.id]),
    ).rejects.toThrow(/audit_log_once_per_order/);
  });

  // last: it recreates the table (as the database's administrator: the service's own role may not drop tables)
  it('the release copies the moves made before it from the order history, as the service writes them', async () => {
    const admin = new Client({ connectionString: t.h.db.url });
    await admin.connect();
    try {
      const rows = async () =>
        (await admin.query(`SELECT actor_id, action, target_user_id, order_id, amount_paisa::float8 AS amount, details, created_at FROM audit_log ORDER BY created_at, action`)).rows;
      const written = await rows();
      expect(written.map((r) => r.action)).toEqual(expect.arrayContaining(['order.shipped', 'order.delivered', 'order.cancelled', 'order.returned']));
      await admin.query('BEGIN');
      await admin.query(`DROP TABLE audit_log`);
      await new OrderAuditLog1796100000000().up({ query: async (sql: string) => (await admin.query(sql)).rows } as unknown as QueryRunner);
      expect(await rows()).toEqual(written);
      await admin.query('ROLLBACK');
    } finally {
      await admin.end();
    }
  });
});
