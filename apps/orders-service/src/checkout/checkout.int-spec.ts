import { randomUUID } from 'node:crypto';
import { OrdersEvents, OrdersSubjects, type OrderStatusChangedV1, type OrderView } from '@resellpk/contracts';
import { MSG, ORDER_MSG } from '@resellpk/domain';
import { CUSTOMER, startOrdersTestbed, type OrdersTestbed } from '../testing/orders-testbed';

describe('orders.place (the checkout saga)', () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed();
  });
  afterAll(() => t?.close());

  const db = () => t.service.dataSource;
  const sagaStates = async (resellerIds: string[]) =>
    (await db().query(`SELECT saga_state AS s, count(*)::int AS n FROM orders WHERE reseller_id = ANY($1::uuid[]) GROUP BY saga_state ORDER BY saga_state`, [resellerIds])) as Array<{ s: string; n: number }>;
  const placedEvents = async (orderId: string): Promise<OrderStatusChangedV1[]> =>
    (await db().query(`SELECT envelope->'data' AS d FROM outbox WHERE subject = $1 AND envelope->'data'->>'orderId' = $2`, [OrdersEvents.orderStatusChangedV1, orderId])).map((r: { d: OrderStatusChangedV1 }) => r.d);

  it('places an order: prices from the quote, stock reserved, coins spent, the order written with its history and event', async () => {
    const p = t.product({ stock: 5 });
    const gift = t.product({ planAccess: 'premium', weightKg: 0.25, stock: 1 });
    const offerId = randomUUID();
    t.catalog.offers = [{ id: offerId, name: 'Gift', description: '', isActive: true, minOrderThresholdPaisa: 200_000, maxUnitsPerOrder: 1, products: [{ id: gift.id, name: gift.name, image: { id: 'i', cardUrl: 'c', detailUrl: 'd', fullUrl: 'f' }, wholesalePricePaisa: 100_000 }], createdAt: new Date().toISOString() }];
    const ctx = t.reseller('free', 1000);
    try {
      const order = await t.place(ctx, { items: [{ productId: p.id, quantity: 2, profitAmountPaisa: 30_000, applyCoins: true }], gifts: [{ offerId, productId: gift.id, quantity: 1 }] });
      expect(order).toMatchObject({
        resellerId: ctx.userId,
        status: 'processing',
        itemsPaisa: 240_000,
        totalWholesalePricePaisa: 200_000,
        totalProfitPaisa: 30_000,
        totalWeightKg: 1.25,
        shippingPaisa: 25_000,
        totalAmountPaisa: 295_000,
        coinsSpent: '600.0000',
        customerName: 'Ayesha Khan',
        customerPhone: '+923001234567',
        customerCity: 'Lahore',
        cancellable: true,
        history: [expect.objectContaining({ status: 'processing', by: 'reseller', note: null })],
      });
      expect(order.items).toEqual([
        expect.objectContaining({ productId: p.id, quantity: 2, priceBasis: 'discounted', unitPricePaisa: 120_000, wholesalePricePaisa: 100_000, profitAmountPaisa: 30_000, totalPricePaisa: 270_000, coinsSpent: '600.0000', isGift: false, offerId: null }),
        expect.objectContaining({ productId: gift.id, quantity: 1, unitPricePaisa: 0, totalPricePaisa: 0, isGift: true, offerId }),
      ]);
      expect(t.catalog.stockOf(p.id)).toBe(3);
      expect(t.catalog.stockOf(gift.id)).toBe(0);
      expect(t.coins.balanceOf(ctx.userId)).toBe('400.0000');
      expect(await placedEvents(order.id)).toEqual([expect.objectContaining({ orderId: order.id, userId: ctx.userId, from: null, to: 'processing', totalAmountPaisa: 295_000, coinsSpent: '600.0000' })]);
      expect(await t.h.call<OrderView>(OrdersSubjects.get, { id: order.id }, ctx)).toEqual(order);
    } finally {
      t.catalog.offers = [];
    }
  });

  it('200 concurrent checkouts of one product with stock 10: exactly 10 orders, 190 OUT_OF_STOCK, no coins spent by the refused', async () => {
    const p = t.product({ stock: 10 });
    const buyers = Array.from({ length: 200 }, () => t.reseller('free', 1000));
    const results = await Promise.allSettled(buyers.map((ctx) => t.place(ctx, { items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 1_000, applyCoins: true }] })));
    const placed = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ order: r.value, buyer: buyers[i] }] : []));
    const refused = results.flatMap((r, i) => (r.status === 'rejected' ? [{ error: r.reason, buyer: buyers[i] }] : []));
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const { error } of refused) expect(error).toMatchObject({ code: 'OUT_OF_STOCK', error: { code: 'OUT_OF_STOCK', field: p.id, message: `${p.name} is out of stock.` } });
    expect(t.catalog.stockOf(p.id)).toBe(0);
    expect(t.catalog.reservedUnits(p.id)).toBe(10);
    for (const { order, buyer } of placed) {
      expect(t.coins.spentBy(buyer.userId)).toBe('300.0000');
      expect(t.coins.balanceOf(buyer.userId)).toBe('700.0000');
      expect(order.coinsSpent).toBe('300.0000');
    }
    for (const { buyer } of refused) {
      expect(t.coins.spentBy(buyer.userId)).toBe('0.0000');
      expect(t.coins.balanceOf(buyer.userId)).toBe('1000.0000');
    }
    const states = await sagaStates(buyers.map((b) => b.userId));
    expect(states.find((s) => s.s === 'completed')?.n).toBe(10);
    expect(states.filter((s) => s.s === 'pending' || s.s === 'compensating')).toEqual([]);
  }, 120_000);

  it('the same Idempotency-Key sent 20 times at once gives one order, and every answer carries it', async () => {
    const p = t.product({ stock: 50 });
    const ctx = t.reseller('free', 1000);
    const body = { idempotencyKey: `same-${randomUUID()}`, items: [{ productId: p.id, quantity: 2, profitAmountPaisa: 0, applyCoins: true }] };
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.place(ctx, body)));
    const ids = new Set(answers.map((a) => a.id));
    expect(ids.size).toBe(1);
    expect(t.catalog.stockOf(p.id)).toBe(48);
    expect(t.coins.balanceOf(ctx.userId)).toBe('400.0000');
    expect(await sagaStates([ctx.userId])).toEqual([{ s: 'completed', n: 1 }]);
    // later, the same key again: the same order, nothing moves
    expect((await t.place(ctx, body)).id).toBe(answers[0].id);
    expect(t.catalog.stockOf(p.id)).toBe(48);
    // the same key with another cart is a different order: refused
    expect(await t.placeError(ctx, { ...body, items: [{ productId: p.id, quantity: 3, profitAmountPaisa: 0 }] })).toEqual({ code: 'CONFLICT', field: 'idempotencyKey', message: ORDER_MSG.keyReused });
  }, 60_000);

  it('refuses what cannot be ordered before writing anything', async () => {
    const p = t.product({ stock: 1 });
    const premiumOnly = t.product({ planAccess: 'premium' });
    const ctx = t.reseller('free', 100);
    const line = (productId: string, extra = {}) => ({ items: [{ productId, quantity: 1, profitAmountPaisa: 0, ...extra }] });
    expect(await t.placeError(ctx, { items: [{ productId: p.id, quantity: 2, profitAmountPaisa: 0 }] })).toEqual({ code: 'OUT_OF_STOCK', field: p.id, message: `Only 1 left of ${p.name}.` });
    expect(await t.placeError(ctx, line(premiumOnly.id))).toMatchObject({ code: 'VALIDATION', message: `${premiumOnly.name} is for premium members only. Upgrade your plan or remove it from your cart.` });
    expect(await t.placeError(ctx, line(p.id, { applyCoins: true }))).toEqual({ code: 'INSUFFICIENT_COINS', field: p.id, message: 'You need 300.00 coins to get this discount.' });
    expect(await t.placeError(ctx, { ...line(p.id), customer: { ...CUSTOMER, phone: '042-35761234' } })).toEqual({ code: 'VALIDATION', field: 'phone', message: "Enter the customer's mobile number, e.g. 0300-1234567" });
    expect(await t.placeError(ctx, { ...line(p.id), idempotencyKey: 'short' })).toEqual({ code: 'VALIDATION', field: 'idempotencyKey', message: ORDER_MSG.badIdempotencyKey });
    expect(await t.placeError(ctx, { items: [] })).toMatchObject({ code: 'VALIDATION', message: ORDER_MSG.cartEmpty });
    // a negative margin is refused on its line, never taken as 0 (issue 34, 7)
    expect(await t.placeError(ctx, line(p.id, { profitAmountPaisa: -5000 }))).toEqual({ code: 'VALIDATION', field: 'profitAmountPaisa', message: ORDER_MSG.badProfit });
    // staff accounts do not transact (issue 33): the reason, not the admin-only refusal
    const admin = t.admin();
    expect(await t.placeError(admin, line(p.id))).toEqual({ code: 'FORBIDDEN', message: MSG.staffCannotOrder });
    expect(await t.placeError({ ...admin, role: 'topup_helper' }, line(p.id))).toEqual({ code: 'FORBIDDEN', message: MSG.staffCannotOrder });
    expect(await sagaStates([admin.userId])).toEqual([]);
    // a reseller promoted a minute ago still holds a reseller token: the current role counts
    const promoted = t.reseller('free', 100);
    await db().query(`INSERT INTO known_roles (user_id, role, changed_at) VALUES ($1, 'topup_helper', now())`, [promoted.userId]);
    expect(await t.placeError(promoted, line(p.id))).toEqual({ code: 'FORBIDDEN', message: MSG.staffCannotOrder });
    expect(await sagaStates([promoted.userId])).toEqual([]);
    expect((await t.placeError({}, line(p.id))).code).toBe('UNAUTHORIZED');
    expect(t.catalog.stockOf(p.id)).toBe(1);
    expect(await sagaStates([ctx.userId])).toEqual([]);
  });

  it('a failure after the stock was reserved puts it back, spends nothing, answers the error and again to the same key', async () => {
    const p = t.product({ stock: 3 });
    const ctx = t.reseller('free', 1000);
    const body = { idempotencyKey: `fail-${randomUUID()}`, items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 0, applyCoins: true }] };
    t.coins.failSpends = { code: 'UNAVAILABLE', message: 'coins is down' };
    try {
      expect(await t.placeError(ctx, body)).toEqual({ code: 'UNAVAILABLE', message: ORDER_MSG.checkoutFailed });
      t.coins.failSpends = { code: 'INSUFFICIENT_COINS', message: 'You need 300.00 coins to get this discount.' };
      expect(await t.placeError(ctx, { ...body, idempotencyKey: `fail-${randomUUID()}` })).toEqual({ code: 'INSUFFICIENT_COINS', message: 'You need 300.00 coins to get this discount.' });
    } finally {
      t.coins.failSpends = null;
    }
    expect(t.catalog.stockOf(p.id)).toBe(3);
    expect(t.catalog.reservedUnits(p.id)).toBe(0);
    expect(t.coins.balanceOf(ctx.userId)).toBe('1000.0000');
    expect(await sagaStates([ctx.userId])).toEqual([{ s: 'failed', n: 2 }]);
    // the same key answers the same failure; it does not try again with the same key
    expect(await t.placeError(ctx, body)).toEqual({ code: 'UNAVAILABLE', message: ORDER_MSG.checkoutFailed });
    expect(t.catalog.stockOf(p.id)).toBe(3);
    // a failed checkout is no order: not listed, not counted
    expect((await t.h.call<{ items: unknown[] }>(OrdersSubjects.list, {}, ctx)).items).toEqual([]);
  });
});
