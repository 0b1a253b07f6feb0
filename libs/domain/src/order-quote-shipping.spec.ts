import { shippingStep } from './order-quote-shipping';
import { SHIPPING_BASE_PAISA, SHIPPING_PER_EXTRA_KG_PAISA } from './shipping';

describe('the shipping step', () => {
  it('adds each parcel as weight x quantity and rounds to grams (no float noise in the band)', () => {
    expect(shippingStep([{ weightKg: 0.1, quantity: 1 }, { weightKg: 0.2, quantity: 1 }, { weightKg: 0.7, quantity: 1 }])).toEqual({ totalWeightKg: 1, shippingPaisa: SHIPPING_BASE_PAISA });
    expect(shippingStep([{ weightKg: 0.5, quantity: 3 }])).toEqual({ totalWeightKg: 1.5, shippingPaisa: SHIPPING_BASE_PAISA + SHIPPING_PER_EXTRA_KG_PAISA });
  });

  it('nothing to ship costs nothing', () => {
    expect(shippingStep([])).toEqual({ totalWeightKg: 0, shippingPaisa: 0 });
    expect(shippingStep([{ weightKg: 0, quantity: 4 }])).toEqual({ totalWeightKg: 0, shippingPaisa: 0 });
  });
});
