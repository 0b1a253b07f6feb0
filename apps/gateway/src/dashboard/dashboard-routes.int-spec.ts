import { CatalogSubjects, IdentitySubjects, OrdersSubjects, WalletPaymentsSubjects } from '@resellpk/contracts';
import request from 'supertest';
import { gatewayWithStub } from '../testing/gateway-with-stub';

const ok = <T>(data: T) => ({ ok: true as const, data });
const down = { ok: false as const, error: { code: 'UNAVAILABLE' as const, message: 'The service is temporarily unavailable. Please try again in a moment.' } };

describe('GET /admin/dashboard', () => {
  const t = gatewayWithStub([
    CatalogSubjects.stats,
    OrdersSubjects.countByStatus,
    OrdersSubjects.deliveredToday,
    IdentitySubjects.countPendingUpgradeRequests,
    WalletPaymentsSubjects.moneyDeskCounts,
  ]);
  const get = (role: 'admin' | 'topup_helper' | 'reseller' = 'admin') => request(t.gw.url).get('/api/v1/admin/dashboard').set('Authorization', `Bearer ${t.gw.token(role)}`);
  const answerAll = () => {
    t.stub.handlers[CatalogSubjects.stats] = () => ok({ totalProducts: 41, activeOffers: 2 });
    t.stub.handlers[OrdersSubjects.countByStatus] = () => ok({ processing: 3, shipped: 1, delivered: 0, cancelled: 0, returned: 0 });
    t.stub.handlers[OrdersSubjects.deliveredToday] = () => ok({ orders: 4, valuePaisa: 1_234_500 });
    t.stub.handlers[IdentitySubjects.countPendingUpgradeRequests] = () => ok(5);
    t.stub.handlers[WalletPaymentsSubjects.moneyDeskCounts] = () => ok({ pendingTopUps: 6, pendingWithdrawals: 2 });
  };

  it('combines catalog, orders, identity and wallet-payments, asked in parallel', async () => {
    answerAll();
    const res = await get().expect(200);
    expect(res.body).toEqual({
      totalProducts: 41,
      newOrders: 3,
      activeOffers: 2,
      pendingRequests: 5,
      pendingTopUps: 6,
      pendingWithdrawals: 2,
      deliveredTodayPaisa: 1_234_500,
      deliveredTodayOrders: 4,
      unavailable: [],
    });
    expect(t.stub.received.every((r) => r.req.ctx.role === 'admin')).toBe(true);
  });

  it('a service that fails leaves only its own figures null and is named; the others still show', async () => {
    answerAll();
    t.stub.handlers[WalletPaymentsSubjects.moneyDeskCounts] = () => down;
    t.stub.handlers[OrdersSubjects.deliveredToday] = () => down;
    const res = await get().expect(200);
    expect(res.body).toMatchObject({ totalProducts: 41, newOrders: 3, pendingRequests: 5, pendingTopUps: null, pendingWithdrawals: null, deliveredTodayPaisa: null, deliveredTodayOrders: null });
    expect(res.body.unavailable).toEqual(['orders', 'wallet']);
  });

  it('admins only: a top-up helper and a reseller are refused before any service is asked', async () => {
    answerAll();
    await get('topup_helper').expect(403);
    await get('reseller').expect(403);
    expect(t.stub.received).toEqual([]);
  });
});
