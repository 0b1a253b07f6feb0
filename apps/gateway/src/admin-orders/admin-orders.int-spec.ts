import {
  CoinsSubjects,
  IdentitySubjects,
  OrdersSubjects,
  WalletPaymentsSubjects,
  type AdminOrderPage,
  type AdminResellerPage,
  type OrderView,
  type Profile,
} from '@resellpk/contracts';
import { ORDER_MSG } from '@resellpk/domain';
import request from 'supertest';
import { gatewayWithStub } from '../testing/gateway-with-stub';

const ORDER_ID = '0b7c1a52-6f0e-4c55-9a55-3d1f8e0c7a11';
const ok = <T>(data: T) => ({ ok: true as const, data });

const order = (patch: Partial<OrderView> = {}): OrderView => ({
  id: ORDER_ID, resellerId: 'r1', status: 'processing', items: [], totalWeightKg: 0.5, itemsPaisa: 150000, totalWholesalePricePaisa: 125000,
  totalProfitPaisa: 20000, shippingPaisa: 20000, totalAmountPaisa: 190000, coinsSpent: '0.0000', customerName: 'Ahmed Khan',
  customerPhone: '+923001234567', customerAddress: 'House 1, Street 2', customerCity: 'Lahore', courier: null, trackingId: null,
  trackingLink: null, cancellable: true, history: [], createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
  ...patch,
});
const emptyPage: AdminOrderPage = { items: [], total: 0, page: 1, pageSize: 20 };

const reseller = (id: string, name: string): Profile => ({
  id, email: `${name.toLowerCase()}@demo.pk`, name, role: 'reseller', plan: 'premium', planExpiresAt: '2026-12-20T00:00:00.000Z',
  businessName: null, phone: '+923001112223', createdAt: '2026-10-01T09:00:00.000Z',
});
const ALI = reseller('a1a1a1a1-0000-4000-8000-000000000001', 'Ali');
const SARA = reseller('a1a1a1a1-0000-4000-8000-000000000002', 'Sara');

describe('gateway admin orders and resellers', () => {
  const t = gatewayWithStub([
      OrdersSubjects.adminList,
      OrdersSubjects.get,
      OrdersSubjects.changeStatus,
      OrdersSubjects.resellerStats,
      IdentitySubjects.listResellers,
      WalletPaymentsSubjects.balancesOf,
      CoinsSubjects.balancesOf,
    ]);


  const api = () => request(t.gw.url);
  const as = (role: 'admin' | 'reseller' | 'topup_helper') => `Bearer ${t.gw.token(role)}`;

  describe('who may call', () => {
    const routes: Array<[string, (auth?: string) => request.Test]> = [
      ['GET /admin/orders', (a) => withAuth(api().get('/api/v1/admin/orders'), a)],
      ['GET /admin/orders/:id', (a) => withAuth(api().get(`/api/v1/admin/orders/${ORDER_ID}`), a)],
      ['POST /admin/orders/:id/status', (a) => withAuth(api().post(`/api/v1/admin/orders/${ORDER_ID}/status`).send({ status: 'delivered' }), a)],
      ['GET /admin/resellers', (a) => withAuth(api().get('/api/v1/admin/resellers'), a)],
    ];
    const withAuth = (req: request.Test, auth?: string) => (auth ? req.set('Authorization', auth) : req);

    it.each(routes)('%s: 401 without a session, 403 for a reseller and a top-up helper, nothing forwarded', async (_, call) => {
      await call().expect(401);
      for (const role of ['reseller', 'topup_helper'] as const) {
        const res = await call(as(role)).expect(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
      expect(t.stub.received).toEqual([]);
    });
  });

  describe('GET /admin/orders', () => {
    it('forwards the filters trimmed, without "all" or blanks, and with the caller', async () => {
      t.stub.handlers[OrdersSubjects.adminList] = () => ok({ ...emptyPage, page: 3, pageSize: 50 });
      const token = t.gw.token('admin', { userId: 'ad000000-0000-4000-8000-000000000009' });
      await api()
        .get('/api/v1/admin/orders?status=shipped&search=%20%20Ahmed%20&from=2026-11-01&to=2026-11-30&page=3&pageSize=50')
        .set('Authorization', `Bearer ${token}`)
        .expect(200, { ...emptyPage, page: 3, pageSize: 50 });
      const [req] = t.stub.calls(OrdersSubjects.adminList);
      expect(req.data).toEqual({ status: 'shipped', search: 'Ahmed', from: '2026-11-01', to: '2026-11-30', page: 3, pageSize: 50 });
      expect(req.ctx).toMatchObject({ userId: 'ad000000-0000-4000-8000-000000000009', role: 'admin' });

      await api().get('/api/v1/admin/orders?status=all&search=%20%20').set('Authorization', as('admin')).expect(200);
      expect(t.stub.calls(OrdersSubjects.adminList)[1].data).toEqual({});
    });

    it.each([
      ['status=pending', 'status', 'status must be one of: processing, shipped, delivered, cancelled, returned, all'],
      ['page=0', 'page', 'page must be a whole number from 1 to 100000'],
      ['page=x', 'page', 'page must be a whole number from 1 to 100000'],
      ['pageSize=101', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      ['pageSize=2.5', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      [`search=${'x'.repeat(101)}`, 'search', 'search must be at most 100 characters'],
      ['search=a&search=b', 'search', 'search must be text'],
      ['from=2026-02-30', 'from', 'from must be a date written YYYY-MM-DD'],
      ['to=30-11-2026', 'to', 'to must be a date written YYYY-MM-DD'],
      ['from=2026-11-30&to=2026-11-01', 'to', 'from must be on or before to'],
      ['sort=amount', 'sort', 'Unknown field: sort'],
    ])('refuses ?%s with a 400 naming the field, before calling orders', async (qs, field, message) => {
      const res = await api().get(`/api/v1/admin/orders?${qs}`).set('Authorization', as('admin')).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field, message });
      expect(t.stub.received).toEqual([]);
    });
  });

  describe('GET /admin/orders/:id', () => {
    it('answers the order, 404 for an id that is not a UUID and for what orders does not find', async () => {
      t.stub.handlers[OrdersSubjects.get] = () => ok(order());
      const res = await api().get(`/api/v1/admin/orders/${ORDER_ID.toUpperCase()}`).set('Authorization', as('admin')).expect(200);
      expect(res.body.customerName).toBe('Ahmed Khan');
      expect(t.stub.calls(OrdersSubjects.get)[0].data).toEqual({ id: ORDER_ID });

      await api().get('/api/v1/admin/orders/12345').set('Authorization', as('admin')).expect(404);
      t.stub.handlers[OrdersSubjects.get] = () => ({ ok: false, error: { code: 'NOT_FOUND', message: 'Order not found.' } });
      const missing = await api().get(`/api/v1/admin/orders/${ORDER_ID}`).set('Authorization', as('admin')).expect(404);
      expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found.' });
    });
  });

  describe('POST /admin/orders/:id/status', () => {
    const post = (body: object) => api().post(`/api/v1/admin/orders/${ORDER_ID}/status`).set('Authorization', as('admin')).send(body);
    const shipping = { courier: ' TCS ', trackingId: ' TCS-7781 ', trackingLink: ' https://www.tcsexpress.com/track/TCS-7781 ' };

    it('ships with the tracking details trimmed', async () => {
      t.stub.handlers[OrdersSubjects.changeStatus] = () => ok(order({ status: 'shipped', courier: 'TCS' }));
      const res = await post({ status: 'shipped', ...shipping }).expect(200);
      expect(res.body.status).toBe('shipped');
      expect(t.stub.calls(OrdersSubjects.changeStatus)[0].data).toEqual({
        id: ORDER_ID, status: 'shipped', courier: 'TCS', trackingId: 'TCS-7781', trackingLink: 'https://www.tcsexpress.com/track/TCS-7781',
      });
    });

    it('cancels and returns with an optional reason, delivers with none', async () => {
      t.stub.handlers[OrdersSubjects.changeStatus] = (req) => ok(order({ status: req.data.status }));
      await post({ status: 'cancelled', note: '  Customer changed their mind  ' }).expect(200);
      await post({ status: 'returned', note: '   ' }).expect(200);
      await post({ status: 'delivered' }).expect(200);
      expect(t.stub.calls(OrdersSubjects.changeStatus).map((r) => r.data)).toEqual([
        { id: ORDER_ID, status: 'cancelled', note: 'Customer changed their mind' },
        { id: ORDER_ID, status: 'returned' },
        { id: ORDER_ID, status: 'delivered' },
      ]);
    });

    it.each([
      [{}, 'status', 'status is required'],
      [{ status: 'processing' }, 'status', 'status must be one of: shipped, delivered, cancelled, returned'],
      [{ status: 'shipped' }, 'courier', ORDER_MSG.courierRequired],
      [{ status: 'shipped', ...shipping, trackingId: '  ' }, 'trackingId', ORDER_MSG.trackingIdRequired],
      [{ status: 'shipped', ...shipping, trackingLink: undefined }, 'trackingLink', ORDER_MSG.trackingLinkRequired],
      [{ status: 'shipped', ...shipping, trackingLink: 'javascript:alert(1)' }, 'trackingLink', ORDER_MSG.trackingLinkRequired],
      [{ status: 'shipped', ...shipping, trackingLink: 'tcs.com/track/1' }, 'trackingLink', ORDER_MSG.trackingLinkRequired],
      [{ status: 'shipped', ...shipping, courier: 7 }, 'courier', 'courier must be text'],
      [{ status: 'shipped', ...shipping, courier: 'x'.repeat(101) }, 'courier', 'Courier can be at most 100 characters.'],
      [{ status: 'delivered', courier: 'TCS' }, 'courier', 'Courier, tracking ID and tracking link are only sent when marking an order as shipped.'],
      [{ status: 'cancelled', note: 'x'.repeat(501) }, 'note', ORDER_MSG.noteTooLong],
      [{ status: 'delivered', paid: true }, 'paid', 'Unknown field: paid'],
    ])('refuses %j with a 400 and changes nothing', async (body, field, message) => {
      const res = await post(body).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field, message });
      expect(t.stub.received).toEqual([]);
    });

    it("passes orders' refusals through: a move the status does not allow is a 409, an unknown order a 404", async () => {
      const message = 'This order cannot be marked as delivered: it is processing.';
      t.stub.handlers[OrdersSubjects.changeStatus] = () => ({ ok: false, error: { code: 'CONFLICT', message } });
      const res = await post({ status: 'delivered' }).expect(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', message });
      await api().post('/api/v1/admin/orders/nope/status').set('Authorization', as('admin')).send({ status: 'delivered' }).expect(404);
    });
  });

  describe('GET /admin/resellers', () => {
    const get = (qs = '') => api().get(`/api/v1/admin/resellers${qs}`).set('Authorization', as('admin'));
    beforeEach(() => {
      t.stub.handlers[IdentitySubjects.listResellers] = () => ok({ items: [ALI, SARA], total: 42, page: 2, pageSize: 2 });
      t.stub.handlers[OrdersSubjects.resellerStats] = () =>
        ok([{ userId: SARA.id, ordersCount: 5, deliveredCount: 3, deliveredValuePaisa: 750000, profitPaidPaisa: 90000 }]);
      t.stub.handlers[WalletPaymentsSubjects.balancesOf] = () => ok([{ userId: ALI.id, balancePaisa: 125050 }, { userId: SARA.id, balancePaisa: 90000 }]);
      t.stub.handlers[CoinsSubjects.balancesOf] = () => ok([{ userId: ALI.id, balance: '1000.0000' }]);
    });

    it("merges identity's page with the figures of orders, wallet and coins for that page's ids", async () => {
      const res = await get('?search=%20ali%20&page=2&pageSize=2').expect(200);
      const body = res.body as AdminResellerPage;
      expect(t.stub.calls(IdentitySubjects.listResellers)[0].data).toEqual({ search: 'ali', page: 2, pageSize: 2 });
      for (const subject of [OrdersSubjects.resellerStats, WalletPaymentsSubjects.balancesOf, CoinsSubjects.balancesOf]) {
        expect(t.stub.calls(subject)[0].data).toEqual({ userIds: [ALI.id, SARA.id] });
      }
      expect(body).toMatchObject({ total: 42, page: 2, pageSize: 2, unavailable: [] });
      expect(body.items).toEqual([
        {
          id: ALI.id, name: 'Ali', email: 'ali@demo.pk', phone: '+923001112223', businessName: null, plan: 'premium',
          planExpiresAt: '2026-12-20T00:00:00.000Z', joinedAt: '2026-10-01T09:00:00.000Z', ordersCount: 0, deliveredCount: 0,
          deliveredValuePaisa: 0, profitPaidPaisa: 0, walletBalancePaisa: 125050, coinBalance: '1000.0000',
        },
        expect.objectContaining({ id: SARA.id, ordersCount: 5, deliveredCount: 3, deliveredValuePaisa: 750000, profitPaidPaisa: 90000, walletBalancePaisa: 90000, coinBalance: '0.0000' }),
      ]);
    });

    it('a figure service that times out does not blank the page: its figures are null and it is named', async () => {
      // coins never answers: the gateway's timeout (1.5 s in tests) ends the wait
      t.stub.handlers[CoinsSubjects.balancesOf] = () => new Promise(() => undefined);
      t.stub.handlers[OrdersSubjects.resellerStats] = () => ({ ok: false, error: { code: 'UNAVAILABLE', message: 'Please try again.' } });
      const started = Date.now();
      const res = await get().expect(200);
      expect(Date.now() - started).toBeLessThan(4000);
      const body = res.body as AdminResellerPage;
      expect(body.unavailable).toEqual(['orders', 'coins']);
      expect(body.items.map((r) => [r.name, r.ordersCount, r.deliveredValuePaisa, r.walletBalancePaisa, r.coinBalance])).toEqual([
        ['Ali', null, null, 125050, null],
        ['Sara', null, null, 90000, null],
      ]);
    });

    it('identity failing is the answer (no page to show); an empty page asks no one else', async () => {
      t.stub.handlers[IdentitySubjects.listResellers] = () => ({ ok: false, error: { code: 'UNAVAILABLE', message: 'Please try again.' } });
      await get().expect(503);
      t.stub.received.length = 0;
      t.stub.handlers[IdentitySubjects.listResellers] = () => ok({ items: [], total: 0, page: 1, pageSize: 20 });
      await get('?search=nobody').expect(200, { items: [], total: 0, page: 1, pageSize: 20, unavailable: [] });
      expect(t.stub.received.map((r) => r.subject)).toEqual([IdentitySubjects.listResellers]);
    });

    it.each([
      ['pageSize=0', 'pageSize'],
      ['page=-1', 'page'],
      [`search=${'y'.repeat(101)}`, 'search'],
      ['plan=premium', 'plan'],
    ])('refuses ?%s before calling anyone', async (qs, field) => {
      const res = await get(`?${qs}`).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field });
      expect(t.stub.received).toEqual([]);
    });
  });
});
