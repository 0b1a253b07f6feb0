import { BOTTOM_TABS } from '@resellpk/web-pages/storefront';
import { isTabActive } from './tabs-model';

const tab = (label: string) => BOTTOM_TABS.find((t) => t.label === label)!;

describe('isTabActive', () => {
  it('highlights the tab of the current route and its sub-routes', () => {
    expect(isTabActive('/orders', tab('Orders'))).toBe(true);
    expect(isTabActive('/orders/123', tab('Orders'))).toBe(true);
    expect(isTabActive('/product/abc', tab('Products'))).toBe(true);
    expect(isTabActive('/account', tab('Profile'))).toBe(true);
  });

  it('does not highlight on prefix look-alikes or other routes', () => {
    expect(isTabActive('/ordersx', tab('Orders'))).toBe(false);
    expect(isTabActive('/menu', tab('Products'))).toBe(false);
    expect(isTabActive('/', tab('Products'))).toBe(false);
  });

  it('has the spec tabs in order', () => {
    expect(BOTTOM_TABS.map((t) => [t.label, t.to])).toEqual([
      ['Products', '/products'],
      ['Orders', '/orders'],
      ['Profile', '/account'],
      ['Menu', '/menu'],
    ]);
  });
});
