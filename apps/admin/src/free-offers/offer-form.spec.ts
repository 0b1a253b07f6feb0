import { OFFER_FORM_DEFAULTS, offerFormErrors, toOfferInput } from './offer-form';

describe('offer form', () => {
  it('defaults to Rs. 2,160, one unit, active', () => {
    expect(toOfferInput({ ...OFFER_FORM_DEFAULTS, name: 'Gift', productIds: ['p1'] })).toEqual({
      name: 'Gift',
      description: '',
      isActive: true,
      minOrderThresholdPaisa: 216000,
      maxUnitsPerOrder: 1,
      productIds: ['p1'],
    });
  });

  it('gives the spec messages for an empty form', () => {
    const errors = offerFormErrors({ ...OFFER_FORM_DEFAULTS, thresholdRupees: null, maxUnitsPerOrder: 0 });
    expect(Object.fromEntries(errors)).toEqual({
      name: 'Offer name is required',
      thresholdRupees: 'Minimum order threshold must be a whole number of at least 1',
      maxUnitsPerOrder: 'Max units per order must be at least 1',
      productIds: 'Select at least one product',
    });
  });

  it('refuses a fractional or zero threshold', () => {
    const base = { ...OFFER_FORM_DEFAULTS, name: 'x', productIds: ['p'] };
    expect(offerFormErrors({ ...base, thresholdRupees: 10.5 }).has('thresholdRupees')).toBe(true);
    expect(offerFormErrors({ ...base, thresholdRupees: 0 }).has('thresholdRupees')).toBe(true);
    expect(offerFormErrors({ ...base, thresholdRupees: 1 }).size).toBe(0);
  });
});
