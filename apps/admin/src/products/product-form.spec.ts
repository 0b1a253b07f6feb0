import type { AdminProductView } from '@resellpk/contracts';
import { PRODUCT_FORM_DEFAULTS, formFieldFor, productFormErrors, toFormValues, toProductInput, type ProductFormValues } from './product-form';
import { chunkFiles, imageProblem } from './image-check';

const filled: ProductFormValues = {
  ...PRODUCT_FORM_DEFAULTS,
  name: ' Earbuds ',
  shortName: 'Buds',
  longName: 'Wireless Earbuds Pro',
  description: 'Good sound',
  wholesaleRupees: 1250.555,
  retailRupees: 1999,
  discountedRupees: 1500.5,
};

describe('product form', () => {
  it('stores rupee prices x100 rounded and trims text', () => {
    const input = toProductInput(filled, 'create');
    expect(input).toMatchObject({
      name: 'Earbuds',
      wholesalePricePaisa: 125056,
      retailPricePaisa: 199900,
      discountedPricePaisa: 150050,
      category: 'electronics',
      planAccess: 'free',
      weightKg: 0,
      stock: 0,
      coinDiscount: 0,
    });
  });

  it('reports section 5 messages for an empty create form, on the form fields', () => {
    const errors = Object.fromEntries(productFormErrors(PRODUCT_FORM_DEFAULTS, 'create').map((e) => [e.name, e.errors[0]]));
    expect(errors).toEqual({
      name: 'Product name is required',
      shortName: 'Short name is required',
      longName: 'Long name is required',
      description: 'Description is required',
      wholesaleRupees: 'Wholesale price must be a positive number',
      retailRupees: 'Retail price must be a positive number',
      discountedRupees: 'Discounted price must be a positive number',
    });
  });

  it('refuses negative weight, fractional stock and negative coin discount', () => {
    const errors = productFormErrors({ ...filled, weightKg: -1, stock: 1.5, coinDiscount: -2 }, 'create').map((e) => e.errors[0]);
    expect(errors).toEqual([
      'Weight must be a non-negative number',
      'Stock must be a non-negative integer',
      'Coin discount must be a non-negative integer',
    ]);
  });

  it('lets an edit clear retail and discounted prices (server fallbacks) but not wholesale', () => {
    const edit = { ...filled, retailRupees: null, discountedRupees: null };
    expect(toProductInput(edit, 'edit')).toMatchObject({ retailPricePaisa: null, discountedPricePaisa: null });
    expect(productFormErrors(edit, 'edit')).toEqual([]);
    expect(productFormErrors({ ...edit, wholesaleRupees: 0 }, 'edit')).toEqual([
      { name: 'wholesaleRupees', errors: ['Wholesale price must be a positive number'] },
    ]);
  });

  it('maps server fields to form fields', () => {
    expect(formFieldFor('wholesalePricePaisa')).toBe('wholesaleRupees');
    expect(formFieldFor('stock')).toBe('stock');
    expect(formFieldFor('nonsense')).toBeUndefined();
    expect(formFieldFor(undefined)).toBeUndefined();
  });

  it('loads a stored product back in rupees, legacy plans as premium', () => {
    const p = {
      name: 'A', shortName: 'a', longName: 'AA', description: 'd', category: 'home', planAccess: 'vip',
      wholesalePricePaisa: 100050, storedRetailPricePaisa: null, storedDiscountedPricePaisa: 130000,
      weightKg: 1.5, stock: 3, coinDiscount: 10,
    } as unknown as AdminProductView;
    expect(toFormValues(p)).toMatchObject({ wholesaleRupees: 1000.5, retailRupees: null, discountedRupees: 1300, planAccess: 'premium' });
  });
});

describe('image pre-check', () => {
  it('accepts the five image types up to 5 MB with the spec messages otherwise', () => {
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/avif', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('Please select an image file');
    expect(imageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('Please select an image smaller than 5MB');
  });

  it('splits uploads into requests of at most 8 files', () => {
    expect(chunkFiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).map((c) => c.length)).toEqual([8, 2]);
    expect(chunkFiles([])).toEqual([]);
  });
});
