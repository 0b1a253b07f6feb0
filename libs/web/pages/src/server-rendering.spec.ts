import { drawnWithEmptyCart, hasFirstPaint, hasSignedInFirstPaint } from './server-rendering';

describe('pages drawn into the HTML', () => {
  it('are the pages a new visitor lands on', () => {
    for (const path of ['/', '/login', '/signup/', '/forgot-password', '/products', '/product/abc', '/products/abc']) {
      expect({ path, drawn: hasFirstPaint(path) }).toEqual({ path, drawn: true });
    }
  });

  it('leave out signed-in, staff and unknown pages for a visitor', () => {
    for (const path of ['/wallet', '/cart', '/orders', '/coins', '/admin', '/admin/login', '/reset-password', '/product/abc/reviews', '/nope']) {
      expect({ path, drawn: hasFirstPaint(path) }).toEqual({ path, drawn: false });
    }
  });

  it('for a signed-in user, are the wallet, the coins, the orders and the cart only', () => {
    for (const path of ['/wallet', '/wallet/', '/coins', '/orders', '/cart', '/cart/']) {
      expect({ path, drawn: hasSignedInFirstPaint(path) }).toEqual({ path, drawn: true });
    }
    for (const path of ['/', '/products', '/wallet/history', '/orders/abc', '/admin', '/login']) {
      expect({ path, drawn: hasSignedInFirstPaint(path) }).toEqual({ path, drawn: false });
    }
  });

  it('draw the cart as the empty bag (the lines are in the browser), and only the cart', () => {
    for (const path of ['/cart', '/cart/']) expect({ path, empty: drawnWithEmptyCart(path) }).toEqual({ path, empty: true });
    for (const path of ['/wallet', '/orders', '/coins', '/', '/products', '/cart/checkout']) {
      expect({ path, empty: drawnWithEmptyCart(path) }).toEqual({ path, empty: false });
    }
  });
});
