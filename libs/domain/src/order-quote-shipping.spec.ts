import { shippingStep } from './order-quote-shipping';
import { SHIPPING_BASE_PAISA, SHIPPING_PER_EXTRA_KG_PAISA, shippingFeeFor } from './shipping';

describe('the shipping step', () => {
  it('adds each parcel as weight x quantity and rounds to grams (no float noise in the band)', () => {
    expect(shippingStep([{ weightKg: 0.1, quantity: 1 }, { weightKg: 0.2, quantity: 1 }, { weightKg: 0.7, quantity: 1 }])).toEqual({ totalWeightKg: 1, shippingPaisa: SHIPPING_BASE_PAISA });
    expect(shippingStep([{ weightKg: 0.5, quantity: 3 }])).toEqual({ totalWeightKg: 1.5, shippingPaisa: SHIPPING_BASE_PAISA + SHIPPING_PER_EXTRA_KG_PAISA });
  });

  it('nothing to ship costs nothing', () => {
    expect(shippingStep([])).toEqual({ totalWeightKg: 0, shippingPaisa: 0 });
    expect(shippingStep([{ weightKg: 0, quantity: 4 }])).toEqual({ totalWeightKg: 0, shippingPaisa: 0 });
  });

  it("Premium pays a quarter less, rounded down to the rupee; partner plans, free and visitors the normal fee", () => {
    expect(shippingStep([{ weightKg: 1, quantity: 1 }], 'premium')).toEqual({ totalWeightKg: 1, shippingPaisa: 150_00 });
    // Rs. 250 -> Rs. 187.50 -> Rs. 187 (PRODUCT.md's own example)
    expect(shippingStep([{ weightKg: 1.5, quantity: 1 }], 'premium')).toEqual({ totalWeightKg: 1.5, shippingPaisa: 187_00 });
    for (const plan of ['starter', 'pro', 'elite', 'free', null] as const) {
      expect(shippingStep([{ weightKg: 1.5, quantity: 1 }], plan).shippingPaisa).toBe(250_00);
    }
    expect(shippingStep([], 'premium').shippingPaisa).toBe(0);
  });

  it('the discounted fee is always whole rupees and never more than the normal one', () => {
    for (let fee = 0; fee <= 2000_00; fee += 50_00) {
      const premium = shippingFeeFor('premium', fee);
      expect(premium % 100).toBe(0);
      expect(premium).toBeLessThanOrEqual(fee);
      expect(premium).toBe(Math.floor((fee * 0.75) / 100) * 100);
    }
  });
});
