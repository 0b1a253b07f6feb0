import { connectNats } from '@resellpk/backend-messaging';
import { orderStatusChanged, uniqueId } from '@resellpk/backend-testing';
import { OrdersSubjects, type OrderQuote, type OrderStatusChangedV1, type OrderView, type PlaceOrderRequest } from '@resellpk/contracts';
import { MSG, ORDER_MSG } from '@resellpk/domain';
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { gatewayWithStub } from '../testing/gateway-with-stub';

const ok = <T>(data: T) => ({ ok: true as const, data });
const PRODUCT = '11111111-1111-4111-8111-111111111111';
const OFFER = '33333333-3333-4333-8333-333333333333';
const GIFT = '44444444-4444-4444-8444-444444444444';
const ORDER = '55555555-5555-4555-8555-555555555555';
const KEY = 'checkout-3f0c1c1e-7c1b-4f0e-9a51';

const line = { productId: PRODUCT, quantity: 2, profitAmountPaisa: 300_00, applyCoins: true };
const customer = { name: ' Ayesha Khan ', phone: '0300-1234567', address: '12 Mall Road, Gulberg III', city: 'Lahore' };

function quote(over: Partial<OrderQuote> = {}): OrderQuote {
  return {
    plan: null, premiumAccess: false, lines: [], gifts: [], totalWeightKg: 0, itemsPaisa: 0, totalProfitPaisa: 0, shippingPaisa: 0,
    totalAmountPaisa: 0, allowanceUsedPaisa: 0, coinsToSpend: '0.0000', coinBalance: '0.0000', unlockedOffers: [], orderable: true, ...over,
  };
}

function order(userId: string, over: Partial<OrderView> = {}): OrderView {
  const now = new Date().toISOString();
  return {
    id: ORDER, resellerId: userId, status: 'processing', items: [], totalWeightKg: 1, itemsPaisa: 3000_00, totalWholesalePricePaisa: 2000_00,
    totalProfitPaisa: 300_00, shippingPaisa: 200_00, totalAmountPaisa: 3500_00, coinsSpent: '0.0000', customerName: 'Ayesha Khan',
    customerPhone: '+923001234567', customerAddress: '12 Mall Road', customerCity: 'Lahore', courier: null, trackingId: null, trackingLink: null,
    cancellable: true, history: [{ status: 'processing', at: now, by: 'reseller', note: null }], createdAt: now, updatedAt: now, ...over,
  };
}

describe('gateway order routes', () => {
  const t = gatewayWithStub(Object.values<string>(OrdersSubjects));
  const reseller = uniqueId();


  const api = () => request(t.gw.url);
  const as = (userId = reseller, plan: 'free' | 'premium' = 'free') => `Bearer ${t.gw.token('reseller', { userId, plan })}`;

  describe('POST /orders/quote', () => {
    beforeEach(() => {
      t.stub.handlers[OrdersSubjects.quote] = () => ok(quote());
    });

    it('prices a visitor without user or plan: orders-service gets only the cart', async () => {
      await api().post('/api/v1/orders/quote').send({ items: [line] }).expect(200);
      const [req] = t.stub.calls(OrdersSubjects.quote);
      expect(req.ctx.userId).toBeUndefined();
      expect(req.ctx.plan).toBeUndefined();
      expect(req.data).toEqual({ items: [line], gifts: [] });
    });

    it("passes the signed-in caller's id and plan, and the gifts chosen", async () => {
      const gifts = [{ offerId: OFFER, productId: GIFT, quantity: 1 }];
      const body = await api().post('/api/v1/orders/quote').set('Authorization', as(reseller, 'premium')).send({ items: [line], gifts }).expect(200);
      expect(body.body).toEqual(quote());
      const [req] = t.stub.calls(OrdersSubjects.quote);
      expect(req.ctx).toMatchObject({ userId: reseller, role: 'reseller', plan: 'premium' });
      expect(req.data).toEqual({ items: [line], gifts });
    });

    it('answers 401 to a bad token (the client refreshes) instead of pricing it as a visitor', async () => {
      await api().post('/api/v1/orders/quote').set('Authorization', 'Bearer broken.token').send({ items: [line] }).expect(401);
      expect(t.stub.received).toEqual([]);
    });

    it.each([
      ['a unit price on a line', { items: [{ ...line, unitPricePaisa: 1 }] }, 'items.0.unitPricePaisa', 'Unknown field: items.0.unitPricePaisa'],
      ['a line total', { items: [{ ...line, lineTotalPaisa: 1 }] }, 'items.0.lineTotalPaisa', 'Unknown field: items.0.lineTotalPaisa'],
      ['an order total', { items: [line], totalAmountPaisa: 1 }, 'totalAmountPaisa', 'Unknown field: totalAmountPaisa'],
      ['a shipping figure', { items: [line], shippingPaisa: 0 }, 'shippingPaisa', 'Unknown field: shippingPaisa'],
      ['a gift worth', { items: [line], gifts: [{ offerId: OFFER, productId: GIFT, quantity: 1, worthPaisa: 0 }] }, 'gifts.0.worthPaisa', 'Unknown field: gifts.0.worthPaisa'],
      ['a coin figure', { items: [{ ...line, coinCost: '0.0000' }] }, 'items.0.coinCost', 'Unknown field: items.0.coinCost'],
    ])('refuses %s sent by the client with a 400 naming it, before orders-service sees anything', async (_label, body, field, message) => {
      const res = await api().post('/api/v1/orders/quote').set('Authorization', as()).send(body).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field, message });
      expect(t.stub.received).toEqual([]);
    });

    it.each([
      ['items', 'items is required', {}],
      ['items', ORDER_MSG.cartEmpty, { items: [] }],
      ['items', ORDER_MSG.tooManyLines, { items: Array.from({ length: 51 }, () => line) }],
      ['items.0.quantity', 'items.0.quantity must be a whole number from 1 to 99', { items: [{ ...line, quantity: 0 }] }],
      ['items.0.quantity', 'items.0.quantity must be a whole number from 1 to 99', { items: [{ ...line, quantity: 100 }] }],
      ['items.0.quantity', 'items.0.quantity must be a whole number from 1 to 99', { items: [{ ...line, quantity: '2' }] }],
      ['items.0.profitAmountPaisa', 'items.0.profitAmountPaisa must not be negative', { items: [{ ...line, profitAmountPaisa: -1 }] }],
      ['items.0.profitAmountPaisa', 'items.0.profitAmountPaisa must be a whole number of paisa', { items: [{ ...line, profitAmountPaisa: 1.5 }] }],
      ['items.0.productId', 'items.0.productId must be a product id', { items: [{ ...line, productId: 'abc' }] }],
      ['items.0.applyCoins', 'items.0.applyCoins must be true or false', { items: [{ ...line, applyCoins: 'yes' }] }],
      ['gifts.0.quantity', 'gifts.0.quantity must be a whole number from 1 to 99', { items: [line], gifts: [{ offerId: OFFER, productId: GIFT, quantity: 0 }] }],
      // lists inside the list (the fuzz suite's seed 20141 found `[[]]` reaching orders-service: a 500)
      ['items', 'items must be a list of cart lines', { items: [[]] }],
      ['items', 'items must be a list of cart lines', { items: [[line]], gifts: [{ offerId: OFFER, productId: GIFT, quantity: 1 }] }],
      ['items', 'items must be a list of cart lines', { items: [null] }],
      ['items', 'items must be a list of cart lines', { items: [7] }],
      ['gifts', 'gifts must be a list of gift choices', { items: [line], gifts: [[]] }],
    ])('refuses a malformed cart on %s: %s', async (field, message, body) => {
      const res = await api().post('/api/v1/orders/quote').send(body).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field, message });
      expect(t.stub.received).toEqual([]);
    });
  });

  describe('POST /orders (checkout)', () => {
    beforeEach(() => {
      t.stub.handlers[OrdersSubjects.place] = (req) => ok(order(String(req.ctx.userId)));
    });
    const checkout = (body: unknown, key: string | null = KEY) => {
      const req = api().post('/api/v1/orders').set('Authorization', as());
      if (key !== null) req.set('Idempotency-Key', key);
      return req.send(body as object);
    };

    it('answers 201 with the order; orders-service gets the cart, the customer trimmed and normalised, and the key, for the token user', async () => {
      const res = await checkout({ items: [line], gifts: [{ offerId: OFFER, productId: GIFT, quantity: 1 }], customer }).expect(201);
      expect(res.body).toMatchObject({ id: ORDER, status: 'processing', resellerId: reseller });
      const [req] = t.stub.calls(OrdersSubjects.place);
      expect(req.ctx).toMatchObject({ userId: reseller, role: 'reseller', plan: 'free' });
      expect(req.data).toEqual({
        items: [line],
        gifts: [{ offerId: OFFER, productId: GIFT, quantity: 1 }],
        customer: { name: 'Ayesha Khan', phone: '+923001234567', address: '12 Mall Road, Gulberg III', city: 'Lahore' },
        idempotencyKey: KEY,
      } satisfies PlaceOrderRequest);
    });

    it('needs a session', async () => {
      await api().post('/api/v1/orders').set('Idempotency-Key', KEY).send({ items: [line], customer }).expect(401);
      expect(t.stub.received).toEqual([]);
    });

    it.each([
      ['missing', null],
      ['too short', 'abc1234'],
      ['too long', 'k'.repeat(101)],
      ['with spaces', 'my order key 1'],
      ['with a tab', 'order-key\twith-tab'],
    ])('refuses an Idempotency-Key that is %s with a clear 400', async (_label, key) => {
      const res = await checkout({ items: [line], customer }, key).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'idempotencyKey', message: ORDER_MSG.badIdempotencyKey });
      expect(t.stub.received).toEqual([]);
    });

    it('refuses a tampered price on a checkout line: nothing reaches orders-service', async () => {
      const res = await checkout({ items: [{ ...line, unitPricePaisa: 1 }], customer }).expect(400);
      expect(res.body).toMatchObject({ field: 'items.0.unitPricePaisa', message: 'Unknown field: items.0.unitPricePaisa' });
      const total = await checkout({ items: [line], customer, totalAmountPaisa: 100 }).expect(400);
      expect(total.body).toMatchObject({ field: 'totalAmountPaisa', message: 'Unknown field: totalAmountPaisa' });
      expect(t.stub.received).toEqual([]);
    });

    it.each([
      [{ ...customer, name: undefined }, 'customer.name', ORDER_MSG.customerName],
      [{ ...customer, name: ' A ' }, 'customer.name', ORDER_MSG.customerName],
      [{ ...customer, phone: '' }, 'customer.phone', ORDER_MSG.customerPhone],
      [{ ...customer, phone: '042-35761234' }, 'customer.phone', ORDER_MSG.customerPhone],
      [{ ...customer, phone: 3001234567 }, 'customer.phone', 'customer.phone must be text'],
      [{ ...customer, address: 'Shop' }, 'customer.address', ORDER_MSG.customerAddress],
      [{ ...customer, city: '' }, 'customer.city', ORDER_MSG.customerCity],
      [{ ...customer, email: 'a@b.pk' }, 'customer.email', 'Unknown field: customer.email'],
    ])('puts the customer problem on its field: %j', async (bad, field, message) => {
      const res = await checkout({ items: [line], customer: bad }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field, message });
      expect(t.stub.received).toEqual([]);
    });

    it('refuses a negative margin at checkout with a 400 on its line: nothing reaches orders-service', async () => {
      const res = await checkout({ items: [line, { ...line, productId: GIFT, profitAmountPaisa: -5000 }], customer }).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION',
        field: 'items.1.profitAmountPaisa',
        message: 'items.1.profitAmountPaisa must not be negative',
        errors: [{ field: 'items.1.profitAmountPaisa', message: 'items.1.profitAmountPaisa must not be negative' }],
      });
      expect(t.stub.received).toEqual([]);
    });

    it('refuses a checkout without customer details', async () => {
      const res = await checkout({ items: [line] }).expect(400);
      expect(res.body).toMatchObject({ field: 'customer', message: "Please enter the customer's details" });
    });

    it("passes orders-service's refusals through with their status, message and field", async () => {
      t.stub.handlers[OrdersSubjects.place] = () => ({ ok: false, error: { code: 'OUT_OF_STOCK', message: 'Only 1 left of Earbuds Pro.', field: 'items.0.quantity' } });
      const stock = await checkout({ items: [line], customer }).expect(409);
      expect(stock.body).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Only 1 left of Earbuds Pro.', field: 'items.0.quantity' });
      t.stub.handlers[OrdersSubjects.place] = () => ({ ok: false, error: { code: 'INSUFFICIENT_COINS', message: 'You need 300 coins to get this discount.' } });
      const coins = await checkout({ items: [line], customer });
      expect(coins.status).toBeGreaterThanOrEqual(400);
      expect(coins.status).toBeLessThan(500);
      expect(coins.body).toMatchObject({ code: 'INSUFFICIENT_COINS', message: 'You need 300 coins to get this discount.' });
    });
  });

  describe('the reseller orders', () => {
    it('lists a cursor page for the token user, with the default and a given page size', async () => {
      t.stub.handlers[OrdersSubjects.list] = (req) => ok({ items: [order(String(req.ctx.userId))], nextCursor: 'next' });
      const res = await api().get('/api/v1/orders').set('Authorization', as()).expect(200);
      expect(res.body).toMatchObject({ items: [{ id: ORDER }], nextCursor: 'next' });
      await api().get('/api/v1/orders?limit=5&cursor=abc').set('Authorization', as()).expect(200);
      expect(t.stub.calls(OrdersSubjects.list).map((r) => r.data)).toEqual([{ limit: 20 }, { limit: 5, cursor: 'abc' }]);
      expect(t.stub.calls(OrdersSubjects.list)[0].ctx.userId).toBe(reseller);
    });

    it.each([['limit=0'], ['limit=51'], ['limit=x'], ['status=shipped']])('refuses GET /orders?%s', async (qs) => {
      const res = await api().get(`/api/v1/orders?${qs}`).set('Authorization', as()).expect(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(t.stub.received).toEqual([]);
    });

    it('gets and cancels one order by its id; a malformed id is a 404 that never reaches orders-service', async () => {
      t.stub.handlers[OrdersSubjects.get] = (req) => ok(order(String(req.ctx.userId)));
      t.stub.handlers[OrdersSubjects.cancel] = (req) => ok(order(String(req.ctx.userId), { status: 'cancelled', cancellable: false }));
      await api().get(`/api/v1/orders/${ORDER.toUpperCase()}`).set('Authorization', as()).expect(200);
      const cancelled = await api().post(`/api/v1/orders/${ORDER}/cancel`).set('Authorization', as()).expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', cancellable: false });
      expect(t.stub.calls(OrdersSubjects.get)[0].data).toEqual({ id: ORDER });
      expect(t.stub.calls(OrdersSubjects.cancel)[0].data).toEqual({ id: ORDER });
      t.stub.received.length = 0;
      for (const bad of ['not-an-id', '12345', `${ORDER}x`]) {
        const res = await api().get(`/api/v1/orders/${bad}`).set('Authorization', as()).expect(404);
        expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: ORDER_MSG.notFound });
        await api().post(`/api/v1/orders/${bad}/cancel`).set('Authorization', as()).expect(404);
      }
      expect(t.stub.received).toEqual([]);
    });

    it("forwards orders-service's answers for another reseller's order and an order that has shipped", async () => {
      t.stub.handlers[OrdersSubjects.get] = () => ({ ok: false, error: { code: 'NOT_FOUND', message: ORDER_MSG.notFound } });
      t.stub.handlers[OrdersSubjects.cancel] = () => ({ ok: false, error: { code: 'CONFLICT', message: 'This order has shipped and can no longer be cancelled.' } });
      await api().get(`/api/v1/orders/${ORDER}`).set('Authorization', as()).expect(404);
      const res = await api().post(`/api/v1/orders/${ORDER}/cancel`).set('Authorization', as()).expect(409);
      expect(res.body.message).toBe('This order has shipped and can no longer be cancelled.');
    });

    it('asks for a session on every order route but the quote', async () => {
      for (const [method, path] of [['get', '/api/v1/orders'], ['get', `/api/v1/orders/${ORDER}`], ['post', `/api/v1/orders/${ORDER}/cancel`]] as const) {
        const res = await api()[method](path).expect(401);
        expect(res.body.message).toBe(MSG.authRequired);
      }
    });
  });

  describe('live order status', () => {
    let publisher: NatsConnection;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      publisher = await connectNats(t.gw.nats.url, 'gateway-test-publisher', t.gw.nats.superuser);
    });
    afterAll(async () => {
      sockets.forEach((s) => s.close());
      await publisher?.drain();
    });
    const connect = async (token: string) => {
      const socket = io(t.gw.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const collect = (socket: Socket) => {
      const got: OrderStatusChangedV1[] = [];
      socket.on('order:status-changed', (p: OrderStatusChangedV1) => got.push(p));
      return got;
    };

    it("relays a status change once to the order's reseller only: not to another reseller, not to staff", async () => {
      const [mine, other, staff] = await Promise.all([connect(t.gw.token('reseller', { userId: reseller })), connect(t.gw.token('reseller')), connect(t.gw.token('admin'))]);
      const [mineGot, otherGot, staffGot] = [mine, other, staff].map(collect);
      const change = orderStatusChanged({ orderId: ORDER, userId: reseller, courier: 'TCS', trackingId: 'TCS123', trackingLink: 'https://tcs.example/track/TCS123' });
      const envelope = JSON.stringify({ id: randomUUID(), type: 'orders.order.status-changed.v1', version: 1, occurredAt: change.at, correlationId: randomUUID(), data: change });
      // the outbox publishes at least once: a copy of the same event is relayed once
      publisher.publish('orders.order.status-changed.v1', Buffer.from(envelope));
      publisher.publish('orders.order.status-changed.v1', Buffer.from(envelope));
      await new Promise((r) => setTimeout(r, 500));
      expect(mineGot).toEqual([change]);
      expect(staffGot).toEqual([]);
      expect(otherGot).toEqual([]);
    });
  });
});
