import { IdentitySubjects, OrdersSubjects, WalletPaymentsSubjects, type AuditEntryView, type AuditLogSlice, type AuditSource } from '@resellpk/contracts';
import { AUDIT_MSG } from '@resellpk/domain';
import request from 'supertest';
import { gatewayWithStub } from '../testing/gateway-with-stub';

const ok = <T>(data: T) => ({ ok: true as const, data });
const ADMIN = '11111111-1111-4111-8111-111111111111';
const HELPER = '22222222-2222-4222-8222-222222222222';
const SELLER = '33333333-3333-4333-8333-333333333333';

const ACTION: Record<AuditSource, string> = { identity: 'user.role_changed', 'wallet-payments': 'withdrawal.paid', orders: 'order.delivered' };
const AMOUNT: Record<AuditSource, number | null> = { identity: null, 'wallet-payments': 150_000, orders: 40_000 };
const entry = <S extends AuditSource>(source: S, minute: number, over: Partial<AuditEntryView<S>> = {}): AuditEntryView<S> => ({
  id: `00000000-0000-4000-8000-${String(minute).padStart(12, '0')}`,
  source,
  at: new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString(),
  actorId: ADMIN,
  action: ACTION[source],
  targetUserId: SELLER,
  amountPaisa: AMOUNT[source],
  details: {},
  ...over,
});
const ORDER_ID = '44444444-4444-4444-8444-444444444444';

describe('GET /admin/audit-log', () => {
  const t = gatewayWithStub([IdentitySubjects.listAuditLog, WalletPaymentsSubjects.listAuditLog, OrdersSubjects.listAuditLog, IdentitySubjects.contactsOf]);
  const get = (query: Record<string, string | number> = {}, role: 'admin' | 'topup_helper' | 'reseller' = 'admin') =>
    request(t.gw.url).get('/api/v1/admin/audit-log').query(query).set('Authorization', `Bearer ${t.gw.token(role)}`);
  const down = { ok: false as const, error: { code: 'UNAVAILABLE' as const, message: 'down' } };
  const answer = (identity: AuditLogSlice | null, wallet: AuditLogSlice | null, orders: AuditLogSlice<'orders'> | null = { items: [], total: 0 }) => {
    t.stub.handlers[IdentitySubjects.listAuditLog] = () => (identity ? ok(identity) : down);
    t.stub.handlers[WalletPaymentsSubjects.listAuditLog] = () => (wallet ? ok(wallet) : down);
    t.stub.handlers[OrdersSubjects.listAuditLog] = () => (orders ? ok(orders) : down);
    t.stub.handlers[IdentitySubjects.contactsOf] = (req) =>
      ok(
        (req.data as { userIds: string[] }).userIds
          .filter((id) => id !== HELPER)
          .map((id) => ({ id, name: id === ADMIN ? 'Ayesha Admin' : 'Seller One', email: id === ADMIN ? 'admin@demo.pk' : 'seller@test.pk', phone: null })),
      );
  };

  it("merges identity's and the wallet's rows newest first, pages them, names actor and target, labels the action", async () => {
    answer({ items: [entry('identity', 50), entry('identity', 20)], total: 7 }, { items: [entry('wallet-payments', 40), entry('wallet-payments', 10)], total: 5 });
    const res = await get({ page: 1, pageSize: 3 }).expect(200);
    expect(res.body.items.map((i: AuditEntryView) => [i.source, i.at.slice(11, 16)])).toEqual([
      ['identity', '10:50'],
      ['wallet-payments', '10:40'],
      ['identity', '10:20'],
    ]);
    expect(res.body).toMatchObject({ total: 12, page: 1, pageSize: 3, unavailable: [] });
    expect(res.body.items[1]).toMatchObject({ actionLabel: 'Withdrawal paid', amountPaisa: 150_000, actor: { name: 'Ayesha Admin', email: 'admin@demo.pk' }, target: { name: 'Seller One' } });
    // each source was asked for its newest page x pageSize rows, with the filters
    expect(t.stub.calls(IdentitySubjects.listAuditLog)[0].data).toEqual({ limit: 3 });
    await get({ page: 2, pageSize: 3, action: 'withdrawal.paid', actorId: ADMIN, from: '2026-11-01', to: '2026-11-30' }).expect(200);
    expect(t.stub.calls(WalletPaymentsSubjects.listAuditLog).at(-1)?.data).toEqual({ limit: 6, action: 'withdrawal.paid', actorId: ADMIN, from: '2026-11-01', to: '2026-11-30' });
  });

  it("orders' moves are in it: who, whose order and how much, labelled, beside the other logs", async () => {
    const delivered = entry('orders', 45, { details: { orderId: ORDER_ID, from: 'shipped', to: 'delivered', by: 'staff', totalAmountPaisa: 250_000, profitPaisa: 40_000 } });
    const cancelled = entry('orders', 30, { action: 'order.cancelled', amountPaisa: null, details: { orderId: ORDER_ID, coinsRefunded: '600.0000', unitsRestocked: 3 } });
    answer({ items: [entry('identity', 50)], total: 1 }, { items: [entry('wallet-payments', 40)], total: 1 }, { items: [delivered, cancelled], total: 2 });
    const res = await get({ pageSize: 10 }).expect(200);
    expect(res.body.items.map((i: AuditEntryView<AuditSource>) => [i.source, i.action])).toEqual([
      ['identity', 'user.role_changed'],
      ['orders', 'order.delivered'],
      ['wallet-payments', 'withdrawal.paid'],
      ['orders', 'order.cancelled'],
    ]);
    expect(res.body.total).toBe(4);
    expect(res.body.items[1]).toMatchObject({ actionLabel: 'Order delivered', amountPaisa: 40_000, actor: { name: 'Ayesha Admin' }, target: { name: 'Seller One' }, details: { orderId: ORDER_ID, profitPaisa: 40_000 } });
    expect(res.body.items[3]).toMatchObject({ actionLabel: 'Order cancelled', details: { coinsRefunded: '600.0000', unitsRestocked: 3 } });
    // orders is asked with the same filters as the others, and its actions are accepted as a filter
    await get({ action: 'order.returned', actorId: ADMIN }).expect(200);
    expect(t.stub.calls(OrdersSubjects.listAuditLog).at(-1)?.data).toEqual({ limit: 20, action: 'order.returned', actorId: ADMIN });
  });

  it('orders not answering is named; the other logs still show', async () => {
    answer({ items: [entry('identity', 50)], total: 1 }, { items: [entry('wallet-payments', 40)], total: 1 }, null);
    const res = await get().expect(200);
    expect(res.body).toMatchObject({ total: 2, unavailable: ['orders'] });
  });

  it('a log that does not answer is named and the other still shows; an actor identity does not know has no name', async () => {
    answer(null, { items: [entry('wallet-payments', 40, { actorId: HELPER })], total: 1 });
    const res = await get().expect(200);
    expect(res.body).toMatchObject({ total: 1, unavailable: ['identity'] });
    expect(res.body.items[0]).toMatchObject({ actorId: HELPER, actor: null, target: { name: 'Seller One' } });
  });

  it('refuses bad filters with a clear message before asking any service', async () => {
    answer({ items: [], total: 0 }, { items: [], total: 0 });
    for (const [query, field, message] of [
      [{ action: 'drop' }, 'action', AUDIT_MSG.badAction],
      [{ actorId: 'admin' }, 'actorId', AUDIT_MSG.badActor],
      [{ from: '23/11/2026' }, 'from', AUDIT_MSG.badDate],
      [{ from: '2026-11-30', to: '2026-11-01' }, 'from', AUDIT_MSG.badRange],
      [{ page: 30, pageSize: 50 }, 'page', AUDIT_MSG.tooDeep],
    ] as const) {
      const res = await get(query).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field, message });
    }
    expect(t.stub.received).toEqual([]);
  });

  it('admins only', async () => {
    answer({ items: [], total: 0 }, { items: [], total: 0 }, { items: [], total: 0 });
    await get({}, 'topup_helper').expect(403);
    await get({}, 'reseller').expect(403);
    expect(t.stub.received).toEqual([]);
  });
});
