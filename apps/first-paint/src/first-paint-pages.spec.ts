import { hasFirstPaint } from './first-paint-pages';

describe('pages drawn into the HTML', () => {
  it('are the pages a new visitor lands on', () => {
    for (const path of ['/', '/login', '/signup/', '/forgot-password', '/products', '/product/abc', '/products/abc']) {
      expect({ path, drawn: hasFirstPaint(path) }).toEqual({ path, drawn: true });
    }
  });

  it('leave out signed-in, staff and unknown pages', () => {
    for (const path of ['/wallet', '/cart', '/orders', '/coins', '/admin', '/admin/login', '/reset-password', '/product/abc/reviews', '/nope']) {
      expect({ path, drawn: hasFirstPaint(path) }).toEqual({ path, drawn: false });
    }
  });
});
