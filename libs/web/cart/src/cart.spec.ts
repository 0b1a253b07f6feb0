import type { ProductView } from '@resellpk/contracts';
import { cartCount, parseCart, withProduct, withProfit, withQuantity, withoutProduct } from './cart';

const img = { id: 'i', cardUrl: '/c', detailUrl: '/d', fullUrl: '/f' };
const product = (id: string): ProductView => ({
  id,
  name: `Product ${id}`,
  shortName: id,
  longName: id,
  description: '',
  category: 'electronics',
  planAccess: 'free',
  retailPricePaisa: 1500_00,
  discountedPricePaisa: 1200_00,
  wholesalePricePaisa: null,
  wholesaleLocked: true,
  image: img,
  images: [],
  weightKg: 0.5,
  stock: 10,
  coinDiscount: 0,
  rating: 4.5,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('cart rules', () => {
  it('raises the quantity of a product already in the cart instead of adding a second line', () => {
    let cart = withProduct({ items: [] }, product('a'));
    cart = withProduct(cart, product('b'), 2);
    cart = withProduct(cart, product('a'), 3);
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([
      ['a', 4],
      ['b', 2],
    ]);
    expect(cartCount(cart)).toBe(6);
  });

  it('never lets a quantity drop below 1 and keeps profit in whole non-negative paisa', () => {
    let cart = withProduct({ items: [] }, product('a'), 2);
    cart = withQuantity(cart, 'a', 0);
    expect(cart.items[0].quantity).toBe(1);
    cart = withProfit(cart, 'a', 150.4);
    expect(cart.items[0].profitAmountPaisa).toBe(150);
    cart = withProfit(cart, 'a', -5);
    expect(cart.items[0].profitAmountPaisa).toBe(0);
    expect(withoutProduct(cart, 'a').items).toEqual([]);
  });

  it('reads the {items} format, the older bare array, and survives corrupt values', () => {
    const stored = withProduct({ items: [] }, product('a'), 2);
    expect(cartCount(parseCart(JSON.stringify(stored)))).toBe(2);
    expect(cartCount(parseCart(JSON.stringify(stored.items)))).toBe(2);
    expect(parseCart('{not json').items).toEqual([]);
    expect(parseCart(null).items).toEqual([]);
    expect(parseCart(JSON.stringify({ items: [{ productId: 'x', quantity: 'many' }] })).items).toEqual([]);
  });
});
