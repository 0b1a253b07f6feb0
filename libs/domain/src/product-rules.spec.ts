import { estimatedProfitMarginPercent, validateCategoryName, validateOfferInput, validateProductInput } from './product-rules';

const good = {
  name: 'Earbuds', shortName: 'Buds', longName: 'Wireless Earbuds', description: 'Nice',
  wholesalePricePaisa: 150000, retailPricePaisa: 225000, discountedPricePaisa: 180000,
  category: 'electronics', planAccess: 'free', weightKg: 0.2, stock: 5, coinDiscount: 10,
};

describe('validateProductInput', () => {
  it('accepts a good product', () => expect(validateProductInput(good)).toEqual([]));

  it('returns the spec messages per field', () => {
    const errs = validateProductInput({ ...good, name: ' ', shortName: '', longName: '', description: '', wholesalePricePaisa: 0, retailPricePaisa: -1, discountedPricePaisa: 1.5, weightKg: -1, stock: 1.5, coinDiscount: -2 });
    expect(errs).toEqual([
      { field: 'name', message: 'Product name is required' },
      { field: 'shortName', message: 'Short name is required' },
      { field: 'longName', message: 'Long name is required' },
      { field: 'description', message: 'Description is required' },
      { field: 'wholesalePricePaisa', message: 'Wholesale price must be a positive number' },
      { field: 'retailPricePaisa', message: 'Retail price must be a positive number' },
      { field: 'discountedPricePaisa', message: 'Discounted price must be a positive number' },
      { field: 'weightKg', message: 'Weight must be a non-negative number' },
      { field: 'stock', message: 'Stock must be a non-negative integer' },
      { field: 'coinDiscount', message: 'Coin discount must be a non-negative integer' },
    ]);
  });

  it('partial checks only present fields', () => {
    expect(validateProductInput({ stock: 3 }, { partial: true })).toEqual([]);
    expect(validateProductInput({ name: '' }, { partial: true })).toEqual([{ field: 'name', message: 'Product name is required' }]);
    expect(validateProductInput({ retailPricePaisa: null }, { partial: true })).toEqual([]);
  });
});

describe('validateOfferInput', () => {
  it('messages', () => {
    expect(validateOfferInput({ name: '', minOrderThresholdPaisa: 0, maxUnitsPerOrder: 0, productIds: [] }).map((e) => e.message)).toEqual([
      'Offer name is required',
      'Minimum order threshold must be a whole number of at least 1',
      'Max units per order must be at least 1',
      'Select at least one product',
    ]);
    expect(validateOfferInput({ name: 'Gift', minOrderThresholdPaisa: 216000, maxUnitsPerOrder: 1, productIds: ['a'] })).toEqual([]);
    expect(validateOfferInput({ name: 'Gift', minOrderThresholdPaisa: 216050, maxUnitsPerOrder: 1, productIds: ['a'] })).toHaveLength(1);
  });
});

describe('categories and margin', () => {
  it('category name', () => {
    expect(validateCategoryName('  ')).toBe('Please enter a name for the custom category.');
    expect(validateCategoryName('Stationery')).toBeNull();
  });
  it('margin', () => {
    expect(estimatedProfitMarginPercent(216000, [50000, 30000])).toBe(63);
    expect(estimatedProfitMarginPercent(0, [1])).toBe(0);
  });
});
