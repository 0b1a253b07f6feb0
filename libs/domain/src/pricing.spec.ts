import { canSeeWholesale, coinSavingPaisa, effectiveDiscounted, effectiveRetail, normalizePlanAccess, unitPriceFor } from './pricing';

describe('pricing', () => {
  const p = { wholesalePricePaisa: 1001, retailPricePaisa: null, discountedPricePaisa: null, coinDiscount: 50, planAccess: 'free' };

  it('falls back to wholesale x1.5 / x1.2 rounded to whole paisa', () => {
    expect(effectiveRetail(p)).toBe(1502); // 1501.5 -> 1502
    expect(effectiveDiscounted(p)).toBe(1201); // 1201.2 -> 1201
    expect(effectiveRetail({ ...p, retailPricePaisa: 2000 })).toBe(2000);
    expect(effectiveDiscounted({ ...p, discountedPricePaisa: 1800 })).toBe(1800);
  });

  it('wholesale is visible to premium access, and for premium-only products to everyone', () => {
    expect(canSeeWholesale(undefined, 'free')).toBe(false);
    expect(canSeeWholesale('free', 'free')).toBe(false);
    expect(canSeeWholesale('premium', 'free')).toBe(true);
    expect(canSeeWholesale('starter', 'free')).toBe(true);
    expect(canSeeWholesale(undefined, 'premium')).toBe(true);
    expect(canSeeWholesale('free', 'vip')).toBe(true);
    expect(normalizePlanAccess('basic')).toBe('premium');
  });

  it('unit price per plan and coins', () => {
    expect(unitPriceFor({ plan: 'premium', product: p })).toBe(1001);
    expect(unitPriceFor({ plan: 'free', product: p })).toBe(1502);
    expect(unitPriceFor({ plan: 'free', product: p, applyCoins: true })).toBe(1201);
    expect(unitPriceFor({ plan: 'free', product: { ...p, coinDiscount: 0 }, applyCoins: true })).toBe(1502);
    expect(coinSavingPaisa(p)).toBe(301);
    expect(coinSavingPaisa({ ...p, retailPricePaisa: 100, discountedPricePaisa: 200 })).toBe(0);
  });
});
