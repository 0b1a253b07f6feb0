import { cartQuantity } from './cart-count';

describe('cartQuantity', () => {
  it('sums the quantities of every line', () => {
    expect(cartQuantity(JSON.stringify([{ productId: 'a', quantity: 2 }, { productId: 'b', quantity: 3 }]))).toBe(5);
  });

  it('accepts an { items } wrapper', () => {
    expect(cartQuantity(JSON.stringify({ items: [{ quantity: 4 }] }))).toBe(4);
  });

  it('is 0 for no cart, corrupt JSON or an unexpected shape', () => {
    expect(cartQuantity(null)).toBe(0);
    expect(cartQuantity('{not json')).toBe(0);
    expect(cartQuantity('"text"')).toBe(0);
    expect(cartQuantity('[]')).toBe(0);
  });

  it('ignores zero, negative, fractional and non-numeric quantities', () => {
    expect(cartQuantity(JSON.stringify([{ quantity: 0 }, { quantity: -2 }, { quantity: 1.5 }, { quantity: 'x' }, null, { quantity: '2' }]))).toBe(2);
  });
});
