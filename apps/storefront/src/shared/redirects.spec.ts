import { homePathFor, safeRedirect } from './redirects';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/orders?status=shipped')).toBe('/orders?status=shipped');
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'orders', '', null, undefined])(
    'refuses %p',
    (value) => {
      expect(safeRedirect(value)).toBeNull();
    },
  );

  it('refuses auth pages so a signed-in user is not bounced in a loop', () => {
    expect(safeRedirect('/login')).toBeNull();
    expect(safeRedirect('/signup?ref=ABC')).toBeNull();
    expect(safeRedirect('/login-help')).toBe('/login-help');
  });
});

describe('homePathFor', () => {
  it('sends admins and top-up helpers to the admin panel, ignoring redirect', () => {
    expect(homePathFor('admin', '/cart')).toBe('/admin');
    expect(homePathFor('topup_helper')).toBe('/admin');
  });

  it('sends resellers to the redirect target or the catalogue', () => {
    expect(homePathFor('reseller', '/cart')).toBe('/cart');
    expect(homePathFor('reseller', 'https://evil.example')).toBe('/products');
    expect(homePathFor('reseller')).toBe('/products');
  });
});
