import type { ProductPricing } from '@resellpk/contracts';
import { allowanceStep, availabilityProblem, coinsStep, pricingStep } from './order-quote-lines';

// one product of order-quote.spec.ts's kind: Rs. 1,000 wholesale, 1,500 retail, 1,200 with 300 coins
const product = (over: Partial<ProductPricing> = {}): ProductPricing => ({ id: '00000000-0000-4000-8000-000000000001', name: 'Product 1', image: null, planAccess: 'free', wholesalePricePaisa: 100_000, retailPricePaisa: 150_000, discountedPricePaisa: 120_000, coinDiscount: 300, weightKg: 0.5, stock: 10, ...over });

describe('the steps of a quote line', () => {
  it('availability: premium-only before stock, and only without premium access', () => {
    expect(availabilityProblem(product({ planAccess: 'premium', stock: 0 }), 1, false)).toBe('PREMIUM_ONLY');
    expect(availabilityProblem(product({ planAccess: 'premium', stock: 0 }), 1, true)).toBe('OUT_OF_STOCK');
    expect(availabilityProblem(product({ stock: 2 }), 2, false)).toBeNull();
  });

  it('coins: spent only when they apply, are asked for, the line has no problem and the balance covers the running sum', () => {
    const line = { cost: 300n, applicable: true, asked: true, problem: null };
    expect(coinsStep(700n, 1000n, line)).toEqual({ applied: true, coinsUsed: 1000n, problem: null });
    expect(coinsStep(701n, 1000n, line)).toEqual({ applied: false, coinsUsed: 701n, problem: 'INSUFFICIENT_COINS' });
    expect(coinsStep(0n, 1000n, { ...line, asked: false })).toEqual({ applied: false, coinsUsed: 0n, problem: null });
    expect(coinsStep(0n, 1000n, { ...line, applicable: false })).toEqual({ applied: false, coinsUsed: 0n, problem: null });
    expect(coinsStep(0n, 0n, { ...line, problem: 'OUT_OF_STOCK' })).toEqual({ applied: false, coinsUsed: 0n, problem: 'OUT_OF_STOCK' });
  });

  it('allowance: wholesale while what is left covers the saving (exactly is enough); no limit is always wholesale', () => {
    expect(allowanceStep(40_000, 100_000, 60_000)).toEqual({ wholesale: true, allowanceUsed: 100_000 });
    expect(allowanceStep(40_000, 100_000, 60_001)).toEqual({ wholesale: false, allowanceUsed: 40_000 });
    expect(allowanceStep(5, null, 1_000_000)).toEqual({ wholesale: true, allowanceUsed: 5 });
  });

  it('pricing: wholesale for the plan, else discounted with coins, else retail', () => {
    expect(pricingStep(product(), 'premium', true, false)).toEqual({ unitPricePaisa: 100_000, priceBasis: 'wholesale' });
    expect(pricingStep(product(), 'premium', false, false)).toEqual({ unitPricePaisa: 150_000, priceBasis: 'retail' });
    expect(pricingStep(product(), null, false, true)).toEqual({ unitPricePaisa: 120_000, priceBasis: 'discounted' });
  });
});
