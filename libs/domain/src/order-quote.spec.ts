import fc from 'fast-check';
import type { FreeOfferView, ProductPricing } from '@resellpk/contracts';
import { parseCoinUnits } from './coin-amount';
import { ORDER_MSG } from './order-messages';
import { quoteOrder, refusalOf, stockLinesOf, validateQuoteRequest, type QuoteInputs } from './order-quote';
import { shippingCost, shippingFeeFor } from './shipping';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const product = (n: number, over: Partial<ProductPricing> = {}): ProductPricing => ({
  id: id(n),
  name: `Product ${n}`,
  image: null,
  planAccess: 'free',
  wholesalePricePaisa: 100_000,
  retailPricePaisa: 150_000,
  discountedPricePaisa: 120_000,
  coinDiscount: 300,
  weightKg: 0.5,
  stock: 10,
  ...over,
});
const offer = (over: Partial<FreeOfferView> = {}): FreeOfferView => ({
  id: id(900),
  name: 'Free Earbuds',
  description: '',
  isActive: true,
  minOrderThresholdPaisa: 216_000,
  maxUnitsPerOrder: 1,
  products: [{ id: id(50), name: 'Earbuds', image: { id: 'i', cardUrl: 'c', detailUrl: 'd', fullUrl: 'f' }, wholesalePricePaisa: 40_000 }],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const inputs = (over: Partial<QuoteInputs> = {}): QuoteInputs => ({
  request: { items: [{ productId: id(1), quantity: 2, profitAmountPaisa: 5_000 }], gifts: [] },
  products: [product(1), product(2), product(50, { planAccess: 'premium', weightKg: 0.2, stock: 3 })],
  plan: 'free',
  premiumAccess: false,
  coinBalance: '1000.0000',
  offers: [],
  ...over,
});
const quote = (over: Partial<QuoteInputs> = {}) => {
  const r = quoteOrder(inputs(over));
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe('validateQuoteRequest', () => {
  it('keeps only the fields the server reads (a tampered price is dropped)', () => {
    const r = validateQuoteRequest({ items: [{ productId: id(1), quantity: 2, profitAmountPaisa: 0, unitPricePaisa: 1, totalAmountPaisa: 1 }], totalAmountPaisa: 5 });
    expect(r).toEqual({ ok: true, value: { items: [{ productId: id(1), quantity: 2, profitAmountPaisa: 0, applyCoins: false }], gifts: [] } });
  });

  it.each([
    [{ items: [] }, 'items', ORDER_MSG.cartEmpty],
    [{}, 'items', ORDER_MSG.cartEmpty],
    [{ items: Array.from({ length: 51 }, (_, i) => ({ productId: id(i), quantity: 1, profitAmountPaisa: 0 })) }, 'items', ORDER_MSG.tooManyLines],
    [{ items: [{ productId: 'x', quantity: 1, profitAmountPaisa: 0 }] }, 'items', ORDER_MSG.badLine],
    [{ items: [{ productId: id(1), quantity: 0, profitAmountPaisa: 0 }] }, 'quantity', ORDER_MSG.badQuantity],
    [{ items: [{ productId: id(1), quantity: 100, profitAmountPaisa: 0 }] }, 'quantity', ORDER_MSG.badQuantity],
    [{ items: [{ productId: id(1), quantity: 1.5, profitAmountPaisa: 0 }] }, 'quantity', ORDER_MSG.badQuantity],
    [{ items: [{ productId: id(1), quantity: 1, profitAmountPaisa: -1 }] }, 'profitAmountPaisa', ORDER_MSG.badProfit],
    [{ items: [{ productId: id(1), quantity: 1, profitAmountPaisa: 10_000_001 }] }, 'profitAmountPaisa', ORDER_MSG.badProfit],
    [{ items: [{ productId: id(1), quantity: 1, profitAmountPaisa: 0 }, { productId: id(1), quantity: 2, profitAmountPaisa: 0 }] }, 'items', ORDER_MSG.duplicateLine],
    [{ items: [{ productId: id(1), quantity: 1, profitAmountPaisa: 0 }], gifts: [{ offerId: id(9), productId: id(5), quantity: 0 }] }, 'gifts', ORDER_MSG.badGift],
  ])('refuses %j', (body, field, message) => {
    expect(validateQuoteRequest(body)).toEqual({ ok: false, field, message });
  });

  it('accepts the limits: 50 lines, 99 units, Rs. 100,000 profit', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ productId: id(i), quantity: 99, profitAmountPaisa: 10_000_000 }));
    expect(validateQuoteRequest({ items }).ok).toBe(true);
  });
});

describe('quoteOrder', () => {
  it('a free user pays retail; with coins asked and covered, the discounted price and coinDiscount x quantity coins', () => {
    const q = quote({ request: { items: [{ productId: id(1), quantity: 2, profitAmountPaisa: 5_000, applyCoins: true }, { productId: id(2), quantity: 1, profitAmountPaisa: 0 }] } });
    expect(q.lines.map((l) => [l.priceBasis, l.unitPricePaisa, l.coinCost, l.coinsApplicable, l.coinsApplied, l.lineTotalPaisa])).toEqual([
      ['discounted', 120_000, '600.0000', true, true, 245_000],
      ['retail', 150_000, '300.0000', true, false, 150_000],
    ]);
    expect(q).toMatchObject({ itemsPaisa: 390_000, totalProfitPaisa: 5_000, totalWeightKg: 1.5, shippingPaisa: 25_000, totalAmountPaisa: 420_000, coinsToSpend: '600.0000', coinBalance: '1000.0000', orderable: true });
  });

  it('coins apply in cart order while the balance covers the running sum; the rest is INSUFFICIENT_COINS', () => {
    const q = quote({
      coinBalance: '700.0000',
      request: { items: [{ productId: id(1), quantity: 2, profitAmountPaisa: 0, applyCoins: true }, { productId: id(2), quantity: 1, profitAmountPaisa: 0, applyCoins: true }] },
    });
    expect(q.lines.map((l) => [l.coinsApplied, l.problem, l.unitPricePaisa])).toEqual([
      [true, null, 120_000],
      [false, 'INSUFFICIENT_COINS', 150_000],
    ]);
    expect(q.coinsToSpend).toBe('600.0000');
    expect(q.orderable).toBe(false);
    expect(refusalOf(q)).toEqual({ code: 'INSUFFICIENT_COINS', field: id(2), message: 'You need 300.00 coins to get this discount.' });
  });

  it('premium access pays wholesale and never spends coins; a visitor pays retail with no coins', () => {
    const ask = { request: { items: [{ productId: id(1), quantity: 1, profitAmountPaisa: 0, applyCoins: true }] } };
    const premium = quote({ ...ask, plan: 'starter', premiumAccess: true });
    expect(premium.lines[0]).toMatchObject({ priceBasis: 'wholesale', unitPricePaisa: 100_000, coinsApplicable: false, coinsApplied: false });
    expect(premium.coinsToSpend).toBe('0.0000');
    const visitor = quote({ ...ask, plan: null, coinBalance: null });
    expect(visitor.lines[0]).toMatchObject({ priceBasis: 'retail', unitPricePaisa: 150_000, coinsApplicable: false, coinsApplied: false });
    expect(visitor).toMatchObject({ plan: null, premiumAccess: false, coinBalance: '0.0000', coinsToSpend: '0.0000' });
  });

  describe('the wholesale allowance of a partner plan', () => {
    // each product: retail 1,500 - wholesale 1,000 = Rs. 500 a unit of allowance
    const twoLines = { request: { items: [{ productId: id(1), quantity: 2, profitAmountPaisa: 0 }, { productId: id(2), quantity: 1, profitAmountPaisa: 0 }] } };
    const starter = { plan: 'starter' as const, premiumAccess: true };

    it('covers one line of two: that line at wholesale, the next (which it cannot cover) at retail', () => {
      const q = quote({ ...twoLines, ...starter, allowanceLeftPaisa: 120_000 });
      expect(q.lines[0]).toMatchObject({ priceBasis: 'wholesale', unitPricePaisa: 100_000 });
      expect(q.lines[1]).toMatchObject({ priceBasis: 'retail', unitPricePaisa: 150_000, lineTotalPaisa: 150_000 });
      expect(q).toMatchObject({ allowanceUsedPaisa: 100_000, itemsPaisa: 350_000, coinsToSpend: '0.0000' });
    });

    it('uses it in cart order: a later line that fits is still at wholesale after one that does not', () => {
      const q = quote({
        request: { items: [{ productId: id(1), quantity: 3, profitAmountPaisa: 0 }, { productId: id(2), quantity: 1, profitAmountPaisa: 0 }] },
        ...starter,
        allowanceLeftPaisa: 60_000,
      });
      expect(q.lines.map((l) => l.priceBasis)).toEqual(['retail', 'wholesale']);
      expect(q.allowanceUsedPaisa).toBe(50_000);
    });

    it('covering it exactly is enough; none left prices everything at retail', () => {
      expect(quote({ ...twoLines, ...starter, allowanceLeftPaisa: 150_000 })).toMatchObject({ allowanceUsedPaisa: 150_000, itemsPaisa: 300_000 });
      const none = quote({ ...twoLines, ...starter, allowanceLeftPaisa: 0 });
      expect(none.lines.map((l) => l.priceBasis)).toEqual(['retail', 'retail']);
      expect(none).toMatchObject({ allowanceUsedPaisa: 0, itemsPaisa: 450_000 });
    });

    it('no limit (Elite, Premium) or no premium access: prices as before and uses nothing', () => {
      expect(quote({ ...twoLines, plan: 'elite', premiumAccess: true, allowanceLeftPaisa: null })).toMatchObject({ allowanceUsedPaisa: 0, itemsPaisa: 300_000 });
      expect(quote({ ...twoLines, plan: 'premium', premiumAccess: true })).toMatchObject({ allowanceUsedPaisa: 0, itemsPaisa: 300_000 });
      // an ended plan: identity says no premium access; a stray figure changes nothing
      expect(quote({ ...twoLines, plan: 'free', premiumAccess: false, allowanceLeftPaisa: 10 })).toMatchObject({ allowanceUsedPaisa: 0, itemsPaisa: 450_000 });
    });
  });

  it('flags premium-only products for free users, missing products and short stock', () => {
    const q = quote({
      products: [product(1, { planAccess: 'premium' }), product(2, { stock: 1 })],
      request: { items: [{ productId: id(1), quantity: 1, profitAmountPaisa: 0 }, { productId: id(2), quantity: 2, profitAmountPaisa: 0 }, { productId: id(3), quantity: 1, profitAmountPaisa: 0 }] },
    });
    expect(q.lines.map((l) => l.problem)).toEqual(['PREMIUM_ONLY', 'OUT_OF_STOCK', 'NOT_FOUND']);
    expect(refusalOf(q)).toMatchObject({ code: 'VALIDATION', message: 'Product 1 is for premium members only. Upgrade your plan or remove it from your cart.' });
    expect(refusalOf(quote({ products: [product(1, { stock: 1 })] }))).toEqual({ code: 'OUT_OF_STOCK', field: id(1), message: 'Only 1 left of Product 1.' });
  });

  it('unlocks offers at the threshold and prices chosen gifts at 0, with their weight and stock', () => {
    const below = quote({ offers: [offer({ minOrderThresholdPaisa: 300_001 })] });
    expect(below.unlockedOffers).toEqual([]);
    const gifts = [{ offerId: id(900), productId: id(50), quantity: 1 }];
    const q = quote({ offers: [offer({ minOrderThresholdPaisa: 300_000 })], request: { items: [{ productId: id(1), quantity: 2, profitAmountPaisa: 0 }], gifts } });
    expect(q.unlockedOffers).toEqual([expect.objectContaining({ offerId: id(900), products: [expect.objectContaining({ productId: id(50), worthPaisa: 40_000, stock: 3 })] })]);
    expect(q.gifts).toEqual([{ offerId: id(900), productId: id(50), quantity: 1, name: 'Product 50', image: null }]);
    expect(q).toMatchObject({ itemsPaisa: 300_000, totalWeightKg: 1.2, shippingPaisa: 25_000, orderable: true });
    expect(stockLinesOf(q)).toEqual([{ productId: id(1), quantity: 2 }, { productId: id(50), quantity: 1 }]);
  });

  it('refuses gifts that break the offer rules', () => {
    const items = [{ productId: id(1), quantity: 2, profitAmountPaisa: 0 }];
    const run = (gifts: Array<{ offerId: string; productId: string; quantity: number }>, offers = [offer()]) => quoteOrder(inputs({ offers, request: { items, gifts } }));
    expect(run([{ offerId: id(900), productId: id(50), quantity: 2 }])).toMatchObject({ ok: false, message: '"Free Earbuds" allows at most 1 free unit(s) per order.' });
    expect(run([{ offerId: id(900), productId: id(2), quantity: 1 }])).toMatchObject({ ok: false, message: 'This free gift is not part of "Free Earbuds".' });
    expect(run([{ offerId: id(901), productId: id(50), quantity: 1 }])).toMatchObject({ ok: false, message: ORDER_MSG.giftOfferGone });
    expect(run([{ offerId: id(900), productId: id(50), quantity: 1 }], [offer({ minOrderThresholdPaisa: 400_000 })])).toMatchObject({
      ok: false,
      message: 'Your order does not reach the Rs. 4,000 needed for "Free Earbuds". Remove its free gift or add more items.',
    });
  });

  it('a gift needs stock too', () => {
    const q = quote({ products: [product(1), product(50, { stock: 0 })], offers: [offer()], request: { items: [{ productId: id(1), quantity: 2, profitAmountPaisa: 0 }], gifts: [{ offerId: id(900), productId: id(50), quantity: 1 }] } });
    expect(q.orderable).toBe(false);
    expect(refusalOf(q)).toEqual({ code: 'OUT_OF_STOCK', field: id(50), message: 'The free gift Product 50 is out of stock.' });
  });

  it('holds its invariants for any cart (fast-check)', () => {
    const line = fc.record({ n: fc.integer({ min: 1, max: 8 }), quantity: fc.integer({ min: 1, max: 99 }), profitAmountPaisa: fc.integer({ min: 0, max: 10_000_000 }), applyCoins: fc.boolean() });
    const catalogue = fc.array(
      fc.record({
        wholesalePricePaisa: fc.integer({ min: 1, max: 5_000_000 }),
        coinDiscount: fc.integer({ min: 0, max: 5_000 }),
        weightKg: fc.integer({ min: 0, max: 20_000 }).map((g) => g / 1000),
        stock: fc.integer({ min: 0, max: 200 }),
      }),
      { minLength: 8, maxLength: 8 },
    );
    fc.assert(
      fc.property(fc.uniqueArray(line, { selector: (l) => l.n, minLength: 1, maxLength: 8 }), catalogue, fc.integer({ min: 0, max: 100_000 }), fc.constantFrom('free', 'premium', 'visitor'), (cart, specs, balance, who) => {
        const products = specs.map((s, i) => product(i + 1, { ...s, retailPricePaisa: Math.round(s.wholesalePricePaisa * 1.5), discountedPricePaisa: Math.round(s.wholesalePricePaisa * 1.2) }));
        const q = quote({
          products,
          plan: who === 'visitor' ? null : who === 'premium' ? 'premium' : 'free',
          premiumAccess: who === 'premium',
          coinBalance: who === 'visitor' ? null : `${balance}.0000`,
          request: { items: cart.map((l) => ({ productId: id(l.n), quantity: l.quantity, profitAmountPaisa: l.profitAmountPaisa, applyCoins: l.applyCoins })) },
        });
        const spent = parseCoinUnits(q.coinsToSpend) ?? -1n;
        expect(spent).toBeLessThanOrEqual(parseCoinUnits(q.coinBalance) ?? 0n);
        if (who !== 'free') expect(spent).toBe(0n);
        expect(q.itemsPaisa).toBe(q.lines.reduce((s, l) => s + l.unitPricePaisa * l.quantity, 0));
        expect(q.totalAmountPaisa).toBe(q.itemsPaisa + q.totalProfitPaisa + q.shippingPaisa);
        expect(q.shippingPaisa).toBe(shippingFeeFor(q.plan, shippingCost(q.totalWeightKg)));
        if (who === 'premium' && q.totalWeightKg > 0) expect(q.shippingPaisa).toBeLessThan(shippingCost(q.totalWeightKg));
        for (const l of q.lines) {
          expect(Number.isInteger(l.unitPricePaisa)).toBe(true);
          expect(l.unitPricePaisa).toBeLessThanOrEqual(l.retailPricePaisa);
          expect(l.lineTotalPaisa).toBe(l.unitPricePaisa * l.quantity + l.profitAmountPaisa);
          if (l.problem === 'OUT_OF_STOCK') expect(l.quantity).toBeGreaterThan(l.stock);
        }
        expect(q.allowanceUsedPaisa).toBe(0);
        expect(q.orderable).toBe(q.lines.every((l) => l.problem === null));
        expect(refusalOf(q) === null).toBe(q.orderable);
      }),
      { numRuns: 300 },
    );
  });
});
