import { uniqueId } from '@resellpk/backend-testing';
import { OrdersSubjects, type SavedCart } from '@resellpk/contracts';
import { ORDER_MSG } from '@resellpk/domain';
import request from 'supertest';
import { gatewayWithStub } from '../testing/gateway-with-stub';

const ok = <T>(data: T) => ({ ok: true as const, data });
const PRODUCT = '11111111-1111-4111-8111-111111111111';
const OFFER = '33333333-3333-4333-8333-333333333333';
const GIFT = '44444444-4444-4444-8444-444444444444';
const line = { productId: PRODUCT, quantity: 2, profitAmountPaisa: 300_00, applyCoins: true };
const saved = (over: Partial<SavedCart> = {}): SavedCart => ({ items: [line], gifts: [], version: 4, updatedAt: new Date().toISOString(), ...over });

/** The signed-in reseller's saved cart (issue 34, 9): GET and PUT /api/v1/cart. */
describe('gateway cart routes', () => {
  const t = gatewayWithStub(Object.values<string>(OrdersSubjects));
  const api = () => request(t.gw.url);
  const as = (userId: string, role: 'reseller' | 'admin' | 'topup_helper' = 'reseller') => `Bearer ${t.gw.token(role, { userId })}`;

  it("reads and replaces the caller's own cart: the user comes from the token, never from the request", async () => {
    const alice = uniqueId();
    t.stub.handlers[OrdersSubjects.getCart] = () => ok(saved());
    t.stub.handlers[OrdersSubjects.saveCart] = (req) => ok(saved({ items: req.data.items, gifts: req.data.gifts, version: req.data.version + 1 }));
    expect((await api().get('/api/v1/cart').set('Authorization', as(alice)).expect(200)).body).toMatchObject({ items: [line], version: 4 });
    const gifts = [{ offerId: OFFER, productId: GIFT, quantity: 1 }];
    const res = await api().put('/api/v1/cart').set('Authorization', as(alice)).send({ items: [{ ...line, productId: PRODUCT.toUpperCase() }], gifts, version: 4 }).expect(200);
    expect(res.body).toMatchObject({ items: [line], gifts, version: 5 });
    const [read] = t.stub.calls(OrdersSubjects.getCart);
    const [write] = t.stub.calls(OrdersSubjects.saveCart);
    expect(read.ctx).toMatchObject({ userId: alice, role: 'reseller' });
    expect(write.ctx).toMatchObject({ userId: alice, role: 'reseller' });
    expect(write.data).toEqual({ items: [line], gifts, version: 4 });
  });

  it('refuses another user named in the body (an unknown field) before orders-service sees it', async () => {
    const res = await api().put('/api/v1/cart').set('Authorization', as(uniqueId())).send({ userId: uniqueId(), items: [line], version: 0 }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'userId' });
    expect(t.stub.received).toEqual([]);
  });

  it('needs a session: 401 without a token, nothing asked', async () => {
    await api().get('/api/v1/cart').expect(401);
    await api().put('/api/v1/cart').send({ items: [], version: 0 }).expect(401);
    expect(t.stub.received).toEqual([]);
  });

  it("answers staff with orders-service's refusal, 403 (staff accounts do not transact)", async () => {
    t.stub.handlers[OrdersSubjects.getCart] = () => ({ ok: false, error: { code: 'FORBIDDEN', message: ORDER_MSG.staffHaveNoCart } });
    const res = await api().get('/api/v1/cart').set('Authorization', as(uniqueId(), 'admin')).expect(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: ORDER_MSG.staffHaveNoCart });
  });

  it('answers a save from an older copy with 409, for the client to read, merge and save again', async () => {
    t.stub.handlers[OrdersSubjects.saveCart] = () => ({ ok: false, error: { code: 'CONFLICT', message: ORDER_MSG.cartChanged, field: 'version' } });
    const res = await api().put('/api/v1/cart').set('Authorization', as(uniqueId())).send({ items: [line], version: 1 }).expect(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', field: 'version' });
  });

  it('takes an empty cart (emptied or ordered)', async () => {
    t.stub.handlers[OrdersSubjects.saveCart] = () => ok(saved({ items: [], version: 2 }));
    await api().put('/api/v1/cart').set('Authorization', as(uniqueId())).send({ items: [], version: 1 }).expect(200);
    expect(t.stub.calls(OrdersSubjects.saveCart)[0].data).toEqual({ items: [], gifts: [], version: 1 });
  });

  it.each([
    ['items', 'items is required', { version: 0 }],
    ['items', ORDER_MSG.tooManyLines, { items: Array.from({ length: 51 }, () => line), version: 0 }],
    ['items.0.quantity', 'items.0.quantity must be a whole number from 1 to 99', { items: [{ ...line, quantity: 0 }], version: 0 }],
    ['items.0.quantity', 'items.0.quantity must be a whole number from 1 to 99', { items: [{ ...line, quantity: 100 }], version: 0 }],
    ['items.0.profitAmountPaisa', 'items.0.profitAmountPaisa must not be negative', { items: [{ ...line, profitAmountPaisa: -1 }], version: 0 }],
    ['items.0.profitAmountPaisa', 'items.0.profitAmountPaisa must be a whole number of paisa', { items: [{ ...line, profitAmountPaisa: 0.5 }], version: 0 }],
    ['items.0.productId', 'items.0.productId must be a product id', { items: [{ ...line, productId: '../etc' }], version: 0 }],
    ['items.0.unitPricePaisa', 'Unknown field: items.0.unitPricePaisa', { items: [{ ...line, unitPricePaisa: 1 }], version: 0 }],
    ['items', 'items must be a list of cart lines', { items: [[]], version: 0 }],
    ['gifts.0.quantity', 'gifts.0.quantity must be a whole number from 1 to 99', { items: [line], gifts: [{ offerId: OFFER, productId: GIFT, quantity: 0 }], version: 0 }],
    ['version', 'version is required', { items: [line] }],
    ['version', ORDER_MSG.badCartVersion, { items: [line], version: -1 }],
    ['version', ORDER_MSG.badCartVersion, { items: [line], version: 1.5 }],
  ])('refuses a bad cart on %s (%s) before orders-service sees it', async (field, message, body) => {
    const res = await api().put('/api/v1/cart').set('Authorization', as(uniqueId())).send(body).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field, message });
    expect(t.stub.received).toEqual([]);
  });
});
