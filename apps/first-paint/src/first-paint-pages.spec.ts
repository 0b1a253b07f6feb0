import { hasFirstPaint, hasSignedInFirstPaint } from './first-paint-pages';

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

  it('for a signed-in user, are the wallet, the coins and the orders only', () => {
    for (const path of ['/wallet', '/wallet/', '/coins', '/orders']) {
      expect({ path, drawn: hasSignedInFirstPaint(path) }).toEqual({ path, drawn: true });
    }
    // the cart's lines are in the browser's storage; the rest is not drawn for anyone
    for (const path of ['/cart', '/', '/products', '/wallet/history', '/orders/abc', '/admin', '/login']) {
      expect({ path, drawn: hasSignedInFirstPaint(path) }).toEqual({ path, drawn: false });
    }
  });
});
