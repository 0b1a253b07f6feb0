import { OrdersSubjects, type OrderQuote } from '@resellpk/contracts';
import { ORDER_MSG } from '@resellpk/domain';
import { startOrdersTestbed, type OrdersTestbed } from '../testing/orders-testbed';

describe('orders.quote', () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed();
  });
  afterAll(() => t?.close());

  const quote = (body: unknown, ctx = {}) => t.h.call<OrderQuote>(OrdersSubjects.quote, body, ctx);

  it('prices the same cart for a free user, a premium user, a Starter user and a visitor, each their own way', async () => {
    const p = t.product();
    const cart = { items: [{ productId: p.id, quantity: 2, profitAmountPaisa: 20_000, applyCoins: true }] };
    const free = await quote(cart, t.reseller('free', 1000));
    const premium = await quote(cart, t.reseller('premium', 1000));
    const starter = await quote(cart, t.reseller('starter', 1000));
    const visitor = await quote(cart);
    const poor = await quote(cart, t.reseller('free', 599));

    expect(free).toMatchObject({ plan: 'free', premiumAccess: false, itemsPaisa: 240_000, coinsToSpend: '600.0000', coinBalance: '1000.0000', shippingPaisa: 20_000, totalAmountPaisa: 280_000, orderable: true });
    expect(free.lines[0]).toMatchObject({ priceBasis: 'discounted', unitPricePaisa: 120_000, retailPricePaisa: 150_000, coinCost: '600.0000', coinsApplicable: true, coinsApplied: true, lineTotalPaisa: 260_000 });
    // Premium's shipping is a quarter off (Rs. 200 -> Rs. 150); Starter pays the normal fee
    expect(premium).toMatchObject({ plan: 'premium', premiumAccess: true, itemsPaisa: 200_000, coinsToSpend: '0.0000', shippingPaisa: 15_000, totalAmountPaisa: 235_000 });
    expect(premium.lines[0]).toMatchObject({ priceBasis: 'wholesale', unitPricePaisa: 100_000, coinsApplicable: false, coinsApplied: false });
    expect(starter).toMatchObject({ plan: 'starter', premiumAccess: true, itemsPaisa: 200_000, coinsToSpend: '0.0000', shippingPaisa: 20_000 });
    expect(visitor).toMatchObject({ plan: null, premiumAccess: false, itemsPaisa: 300_000, coinsToSpend: '0.0000', coinBalance: '0.0000' });
    expect(visitor.lines[0]).toMatchObject({ priceBasis: 'retail', coinsApplicable: false, coinsApplied: false });
    expect(poor.lines[0]).toMatchObject({ priceBasis: 'retail', coinsApplied: false, problem: 'INSUFFICIENT_COINS' });
    expect(poor.orderable).toBe(false);
  });

  it('reads the plan from identity, not from the token', async () => {
    const p = t.product();
    const ctx = { ...t.reseller('free'), plan: 'premium' as const };
    expect((await quote({ items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 0 }] }, ctx)).lines[0]).toMatchObject({ priceBasis: 'retail', unitPricePaisa: 150_000 });
  });

  it('ignores any price, total or stock a client sends', async () => {
    const p = t.product();
    const ctx = t.reseller('free');
    const honest = await quote({ items: [{ productId: p.id, quantity: 3, profitAmountPaisa: 0 }] }, ctx);
    const tampered = await quote(
      { items: [{ productId: p.id, quantity: 3, profitAmountPaisa: 0, unitPricePaisa: 1, priceBasis: 'wholesale', stock: 999 }], totalAmountPaisa: 1, itemsPaisa: 1, shippingPaisa: 0 },
      ctx,
    );
    expect(tampered).toEqual(honest);
    expect(tampered.itemsPaisa).toBe(450_000);
  });

  it('reports stock, premium-only and missing products per line', async () => {
    const few = t.product({ stock: 2 });
    const premiumOnly = t.product({ planAccess: 'premium' });
    const q = await quote(
      { items: [{ productId: few.id, quantity: 3, profitAmountPaisa: 0 }, { productId: premiumOnly.id, quantity: 1, profitAmountPaisa: 0 }, { productId: '00000000-0000-4000-8000-000000000000', quantity: 1, profitAmountPaisa: 0 }] },
      t.reseller('free'),
    );
    expect(q.lines.map((l) => [l.problem, l.stock])).toEqual([['OUT_OF_STOCK', 2], ['PREMIUM_ONLY', 10], ['NOT_FOUND', 0]]);
    expect(q.orderable).toBe(false);
  });

  it('lists the offers the items unlock, with their products stock, and prices chosen gifts at 0', async () => {
    const item = t.product();
    const gift = t.product({ planAccess: 'premium', stock: 4, weightKg: 0.2 });
    t.catalog.offers = [
      {
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Free Earbuds',
        description: '',
        isActive: true,
        minOrderThresholdPaisa: 300_000,
        maxUnitsPerOrder: 2,
        products: [{ id: gift.id, name: gift.name, image: { id: 'i', cardUrl: 'c', detailUrl: 'd', fullUrl: 'f' }, wholesalePricePaisa: gift.wholesalePricePaisa }],
        createdAt: new Date().toISOString(),
      },
    ];
    try {
      const ctx = t.reseller('free');
      const below = await quote({ items: [{ productId: item.id, quantity: 1, profitAmountPaisa: 0 }] }, ctx);
      expect(below.unlockedOffers).toEqual([]);
      const q = await quote({ items: [{ productId: item.id, quantity: 2, profitAmountPaisa: 0 }], gifts: [{ offerId: '11111111-1111-4111-8111-111111111111', productId: gift.id, quantity: 2 }] }, ctx);
      expect(q.unlockedOffers).toEqual([expect.objectContaining({ name: 'Free Earbuds', maxUnitsPerOrder: 2, products: [expect.objectContaining({ productId: gift.id, stock: 4, worthPaisa: 100_000 })] })]);
      expect(q).toMatchObject({ itemsPaisa: 300_000, totalWeightKg: 1.4, shippingPaisa: 25_000, orderable: true, gifts: [expect.objectContaining({ productId: gift.id, quantity: 2 })] });
      const tooMany = await t.h.callError(OrdersSubjects.quote, { items: [{ productId: item.id, quantity: 2, profitAmountPaisa: 0 }], gifts: [{ offerId: '11111111-1111-4111-8111-111111111111', productId: gift.id, quantity: 3 }] }, ctx);
      expect(tooMany).toEqual({ code: 'VALIDATION', field: 'gifts', message: '"Free Earbuds" allows at most 2 free unit(s) per order.' });
    } finally {
      t.catalog.offers = [];
    }
  });

  it('refuses a malformed cart with a clear message', async () => {
    const p = t.product();
    expect(await t.h.callError(OrdersSubjects.quote, { items: [] }, {})).toEqual({ code: 'VALIDATION', field: 'items', message: ORDER_MSG.cartEmpty });
    expect(await t.h.callError(OrdersSubjects.quote, { items: [{ productId: p.id, quantity: 100, profitAmountPaisa: 0 }] }, {})).toEqual({ code: 'VALIDATION', field: 'quantity', message: ORDER_MSG.badQuantity });
    expect(await t.h.callError(OrdersSubjects.quote, { items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 10_000_001 }] }, {})).toEqual({ code: 'VALIDATION', field: 'profitAmountPaisa', message: ORDER_MSG.badProfit });
  });
});

describe('orders.quote without coins-service', () => {
  let t: OrdersTestbed;
  beforeAll(async () => {
    t = await startOrdersTestbed();
    await t.coins.close();
  });
  afterAll(() => t?.close());

  it('prices a premium cart (coins play no part), and refuses a free one as unavailable rather than guessing the balance', async () => {
    const p = t.product();
    const cart = { items: [{ productId: p.id, quantity: 1, profitAmountPaisa: 0 }] };
    expect(await t.h.call<OrderQuote>(OrdersSubjects.quote, cart, t.reseller('premium'))).toMatchObject({ premiumAccess: true, itemsPaisa: 100_000, coinBalance: '0.0000' });
    expect((await t.h.callError(OrdersSubjects.quote, cart, t.reseller('free'))).code).toBe('UNAVAILABLE');
  });
});
