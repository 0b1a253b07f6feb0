import { randomUUID } from 'node:crypto';
import { connectNats, ensureStream } from '@resellpk/backend-messaging';
import { publishTestEvent } from '@resellpk/backend-service-testing';
import { eventually } from '@resellpk/backend-testing';
import {
  IdentityEvents,
  OrdersEvents,
  OrdersSubjects as S,
  SERVICES,
  streamSubjectsOf,
  type AdminOrderPage,
  type DeliveredToday,
  type OrderPage,
  type OrderView,
  type ResellerOrderStats,
} from '@resellpk/contracts';
import { MSG, ORDER_MSG } from '@resellpk/domain';
import { CUSTOMER, startOrdersTestbed, type OrdersTestbed } from '../testing/orders-testbed';

describe('the order lifecycle: lists, cancel, staff status changes and their events', () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed();
  });
  afterAll(() => t?.close());

  const shipping = { courier: 'TCS', trackingId: 'TCS-123456', trackingLink: 'https://www.tcsexpress.com/track/TCS-123456' };
  const order = async (ctx = t.reseller('premium'), customer = CUSTOMER) => {
    const p = t.product({ stock: 20 });
    return { ctx, order: await t.place(ctx, { customer, items: [{ productId: p.id, quantity: 2, profitAmountPaisa: 40_000 }] }) };
  };
  /** the `to` of every status-changed event of the order on the ORDERS stream, in stream order */
  const streamEventsOf = async (orderId: string): Promise<string[]> => {
    const nc = await connectNats(t.h.nats.url, 'stream-reader', t.h.nats.superuser);
    try {
      const jsm = await nc.jetstreamManager();
      const { first_seq, last_seq } = (await jsm.streams.info(SERVICES.orders.stream)).state;
      const out: string[] = [];
      for (let seq = first_seq; seq <= last_seq; seq++) {
        const m = await jsm.streams.getMessage(SERVICES.orders.stream, { seq });
        const env = m.json<{ data: { orderId: string; to?: string } }>();
        if (m.subject === OrdersEvents.orderStatusChangedV1 && env.data.orderId === orderId) out.push(env.data.to ?? '');
      }
      return out;
    } finally {
      await nc.close();
    }
  };
  const eventsOf = async (orderId: string) =>
    (await t.service.dataSource.query(`SELECT subject, envelope->'data' AS d FROM outbox WHERE envelope->'data'->>'orderId' = $1
        ORDER BY envelope->>'occurredAt', subject DESC`, [orderId])) as Array<{
      subject: string;
      d: Record<string, unknown>;
    }>;

  it('a reseller lists and reads only their own orders, newest first, page by page', async () => {
    const ctx = t.reseller('premium');
    const placed: OrderView[] = [];
    for (let i = 0; i < 3; i++) placed.push((await order(ctx)).order);
    const first = await t.h.call<OrderPage>(S.list, { limit: 2 }, ctx);
    expect(first.items.map((o) => o.id)).toEqual([placed[2].id, placed[1].id]);
    const second = await t.h.call<OrderPage>(S.list, { limit: 2, cursor: first.nextCursor }, ctx);
    expect(second).toEqual({ items: [expect.objectContaining({ id: placed[0].id })], nextCursor: null });

    const stranger = t.reseller('free');
    expect((await t.h.call<OrderPage>(S.list, {}, stranger)).items).toEqual([]);
    expect(await t.h.callError(S.get, { id: placed[0].id }, stranger)).toEqual({ code: 'NOT_FOUND', message: ORDER_MSG.notFound });
    expect(await t.h.callError(S.cancel, { id: placed[0].id }, stranger)).toEqual({ code: 'NOT_FOUND', message: ORDER_MSG.notFound });
    expect((await t.h.call<OrderView>(S.get, { id: placed[0].id }, t.admin())).id).toBe(placed[0].id);
    expect((await t.h.callError(S.list, { limit: 51 }, ctx)).code).toBe('VALIDATION');
    expect(await t.h.callError(S.list, { cursor: 'garbage' }, ctx)).toEqual({ code: 'VALIDATION', message: MSG.invalidCursor, field: 'cursor' });
  });

  it('the owner cancels while processing, once; the event carries what catalog and coins need to give back', async () => {
    const { ctx, order: o } = await order(t.reseller('free', 1000));
    const cancelled = await t.h.call<OrderView>(S.cancel, { id: o.id }, ctx);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellable: false, history: [{ status: 'processing', by: 'reseller' }, { status: 'cancelled', by: 'reseller' }] });
    expect(await t.h.callError(S.cancel, { id: o.id }, ctx)).toEqual({ code: 'CONFLICT', field: 'status', message: 'The order is already cancelled.' });
    expect((await eventsOf(o.id)).map((e) => [e.subject, e.d.from, e.d.to])).toEqual([
      [OrdersEvents.orderStatusChangedV1, null, 'processing'],
      [OrdersEvents.orderStatusChangedV1, 'processing', 'cancelled'],
    ]);
  });

  it('staff ship (tracking required), then deliver: history with the staff member, delivered.v1 once with the figures', async () => {
    const { ctx, order: o } = await order();
    const admin = t.admin();
    const move = (status: string, extra = {}) => t.h.call<OrderView>(S.changeStatus, { id: o.id, status, ...extra }, admin);
    const moveError = (status: string, extra = {}) => t.h.callError(S.changeStatus, { id: o.id, status, ...extra }, admin);

    expect(await moveError('delivered')).toEqual({ code: 'CONFLICT', field: 'status', message: 'An order that is processing cannot be marked delivered.' });
    expect(await moveError('shipped', { ...shipping, courier: '' })).toEqual({ code: 'VALIDATION', field: 'courier', message: ORDER_MSG.courierRequired });
    expect(await moveError('shipped', { ...shipping, trackingLink: 'www.tcs.pk/x' })).toEqual({ code: 'VALIDATION', field: 'trackingLink', message: ORDER_MSG.trackingLinkRequired });
    expect(await moveError('lost')).toEqual({ code: 'VALIDATION', field: 'status', message: ORDER_MSG.badStatus });
    expect((await t.h.callError(S.changeStatus, { id: o.id, status: 'shipped', ...shipping }, ctx)).code).toBe('FORBIDDEN');

    const shipped = await move('shipped', shipping);
    expect(shipped).toMatchObject({ status: 'shipped', ...shipping, cancellable: false });
    expect(await t.h.callError(S.cancel, { id: o.id }, ctx)).toMatchObject({ code: 'CONFLICT', message: ORDER_MSG.notCancellable });
    // the staff member as identity's registration event told orders (UserDirectory)
    await t.service.dataSource.query(`INSERT INTO order_users (user_id, name, email) VALUES ($1, 'Zara Staff', $2)`, [admin.userId, `zara-${admin.userId}@demo.pk`]);
    const delivered = await move('delivered');
    expect(delivered.history).toEqual([
      expect.objectContaining({ status: 'processing', by: 'reseller' }),
      expect.objectContaining({ status: 'shipped', by: 'staff', byName: 'Zara Staff' }),
      expect.objectContaining({ status: 'delivered', by: 'staff', byName: 'Zara Staff' }),
    ]);
    expect(delivered.history[0]).not.toHaveProperty('byName');
    // staff see who; the reseller sees "staff" only
    expect((await t.h.call<OrderView>(S.get, { id: o.id }, admin)).history[2]).toMatchObject({ by: 'staff', byName: 'Zara Staff' });
    expect((await t.h.call<OrderView>(S.get, { id: o.id }, ctx)).history.every((h) => !('byName' in h))).toBe(true);
    expect(await moveError('delivered')).toMatchObject({ code: 'CONFLICT', message: 'The order is already delivered.' });
    expect(await moveError('returned')).toMatchObject({ code: 'CONFLICT', message: 'An order that is delivered cannot be marked returned.' });

    const [audit] = await t.service.dataSource.query(`SELECT actor_id FROM order_status_history WHERE order_id = $1 AND to_status = 'delivered'`, [o.id]);
    expect(audit.actor_id).toBe(admin.userId);
    const events = await eventsOf(o.id);
    expect(events.map((e) => [e.subject, e.d.to ?? null])).toEqual([
      [OrdersEvents.orderStatusChangedV1, 'processing'],
      [OrdersEvents.orderStatusChangedV1, 'shipped'],
      [OrdersEvents.orderStatusChangedV1, 'delivered'],
      [OrdersEvents.orderDeliveredV1, null],
    ]);
    expect(events[1].d).toMatchObject({ from: 'processing', ...shipping, customerName: 'Ayesha Khan' });
    expect(events[3].d).toEqual({ orderId: o.id, userId: ctx.userId, itemValuePaisa: 200_000, coinsSpent: '0.0000', deliveredAt: expect.any(String), profitPaisa: 40_000 });
  });

  it('staff return a shipped order, with the note in the history and the event', async () => {
    const { order: o } = await order();
    const admin = t.admin();
    await t.h.call(S.changeStatus, { id: o.id, status: 'shipped', ...shipping }, admin);
    const returned = await t.h.call<OrderView>(S.changeStatus, { id: o.id, status: 'returned', note: 'Customer refused the parcel' }, admin);
    expect(returned.history[2]).toMatchObject({ status: 'returned', by: 'staff', note: 'Customer refused the parcel' });
    expect((await eventsOf(o.id)).at(-1)?.d).toMatchObject({ from: 'shipped', to: 'returned', note: 'Customer refused the parcel' });
  });

  it('ten staff members shipping the same order at once: one change, one event', async () => {
    const { order: o } = await order();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => t.h.call(S.changeStatus, { id: o.id, status: 'shipped', ...shipping }, t.admin())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'CONFLICT' });
    expect((await eventsOf(o.id)).filter((e) => e.d.to === 'shipped')).toHaveLength(1);
    const [{ n }] = await t.service.dataSource.query(`SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1`, [o.id]);
    expect(n).toBe(2);
    // and on the bus: the relay published placed + shipped for this order, once each
    await eventually(async () => (await t.service.dataSource.query(`SELECT 1 FROM outbox WHERE published_at IS NULL`)).length === 0, 20_000, 'the outbox to be relayed');
    expect(await streamEventsOf(o.id)).toEqual(['processing', 'shipped']);
  });

  it('staff list with filters, search by id, last 8, name or phone, dates and paging; reseller names from identity', async () => {
    const customer = { ...CUSTOMER, name: `Zainab ${randomUUID().slice(0, 6)}`, phone: '+92 345 9876543' };
    const { ctx, order: o } = await order(t.reseller('premium'), customer);
    const identity = await connectNats(t.h.nats.url, 'identity-stand-in', t.h.nats.superuser);
    try {
      await ensureStream(identity, { name: SERVICES.identity.stream, subjects: streamSubjectsOf('identity') });
      await t.service.consumersReady;
      await publishTestEvent(identity, IdentityEvents.userRegisteredV1, { userId: ctx.userId, email: 'seller@test.pk', name: 'Seller One', referralCode: null });
    } finally {
      await identity.close();
    }
    const admin = t.admin();
    const list = (q: object) => t.h.call<AdminOrderPage>(S.adminList, q, admin);
    await eventually(async () => (await list({ search: o.id })).items[0]?.resellerName === 'Seller One', 20_000, 'the reseller name');
    expect((await list({ search: o.id })).items[0]).toMatchObject({ id: o.id, resellerEmail: 'seller@test.pk' });
    for (const search of [o.id.slice(-8), o.id.slice(-8).toUpperCase(), customer.name.toLowerCase(), '0345-9876543', '03459876543']) {
      expect((await list({ search })).items.map((i) => i.id)).toEqual([o.id]);
    }
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    expect((await list({ search: o.id, from: today, to: today })).total).toBe(1);
    expect((await list({ search: o.id, to: '2020-01-01' })).total).toBe(0);
    expect((await list({ search: o.id, status: 'shipped' })).total).toBe(0);
    const all = await list({ pageSize: 2, page: 1 });
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    expect((await list({ pageSize: 2, page: 2 })).items[0].id).not.toBe(all.items[0].id);
    expect((await t.h.callError(S.adminList, { from: 'yesterday' }, admin)).code).toBe('VALIDATION');
    expect((await t.h.callError(S.adminList, {}, ctx)).code).toBe('FORBIDDEN');
  });

  it('reseller figures for the resellers page and the dashboard counts', async () => {
    const ctx = t.reseller('premium');
    const admin = t.admin();
    const a = (await order(ctx)).order;
    await order(ctx);
    await t.h.call(S.changeStatus, { id: a.id, status: 'shipped', ...shipping }, admin);
    await t.h.call(S.changeStatus, { id: a.id, status: 'delivered' }, admin);
    const nobody = randomUUID();
    expect(await t.h.call<ResellerOrderStats[]>(S.resellerStats, { userIds: [ctx.userId, nobody] }, admin)).toEqual([
      { userId: ctx.userId, ordersCount: 2, deliveredCount: 1, deliveredValuePaisa: a.totalAmountPaisa, profitPaidPaisa: 40_000 },
      { userId: nobody, ordersCount: 0, deliveredCount: 0, deliveredValuePaisa: 0, profitPaidPaisa: 0 },
    ]);
    expect((await t.h.callError(S.resellerStats, { userIds: ['x'] }, admin)).code).toBe('VALIDATION');
    const counts = await t.h.call<Record<string, number>>(S.countByStatus, {}, admin);
    expect(counts.delivered).toBeGreaterThanOrEqual(1);
    expect(counts.processing).toBeGreaterThanOrEqual(1);
  });

  it("the dashboard's delivered today: orders delivered since midnight in Pakistan and still delivered, their total in paisa", async () => {
    const admin = t.admin();
    const before = await t.h.call<DeliveredToday>(S.deliveredToday, {}, admin);
    const deliver = async () => {
      const { order: o } = await order();
      await t.h.call(S.changeStatus, { id: o.id, status: 'shipped', ...shipping }, admin);
      await t.h.call(S.changeStatus, { id: o.id, status: 'delivered' }, admin);
      return o;
    };
    const [a, b] = [await deliver(), await deliver()];
    await order(); // processing: not counted
    const shipped = (await order()).order;
    await t.h.call(S.changeStatus, { id: shipped.id, status: 'shipped', ...shipping }, admin);
    expect(await t.h.call<DeliveredToday>(S.deliveredToday, {}, admin)).toEqual({
      orders: before.orders + 2,
      valuePaisa: before.valuePaisa + a.totalAmountPaisa + b.totalAmountPaisa,
    });
    // delivered on an earlier day (the history row moved back 2 days): not today's
    await t.service.dataSource.query(`UPDATE order_status_history SET created_at = created_at - interval '2 days' WHERE order_id = $1 AND to_status = 'delivered'`, [b.id]);
    expect(await t.h.call<DeliveredToday>(S.deliveredToday, {}, admin)).toEqual({ orders: before.orders + 1, valuePaisa: before.valuePaisa + a.totalAmountPaisa });
    expect((await t.h.callError(S.deliveredToday, {}, t.reseller('premium'))).code).toBe('FORBIDDEN');
  });
});
