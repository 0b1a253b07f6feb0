import { entryForAttempt, parseManifest, remoteForPath } from './remote-manifest';

describe('parseManifest', () => {
  it('accepts absolute and root-relative remote URLs', () => {
    expect(parseManifest({ storefront: 'http://localhost:4201/remoteEntry.js', admin: '/admin/remoteEntry.js' })).toEqual({
      storefront: 'http://localhost:4201/remoteEntry.js',
      admin: '/admin/remoteEntry.js',
    });
  });

  it('refuses a manifest missing a remote or with a relative/script URL', () => {
    expect(() => parseManifest({ storefront: 'http://x/remoteEntry.js' })).toThrow('"admin"');
    expect(() => parseManifest({ storefront: 'javascript:alert(1)', admin: '/a.js' })).toThrow('"storefront"');
    expect(() => parseManifest(null)).toThrow('not an object');
  });
});

describe('entryForAttempt', () => {
  it('keeps the first URL and makes every retry unique', () => {
    expect(entryForAttempt('http://h/remoteEntry.js', 0)).toBe('http://h/remoteEntry.js');
    expect(entryForAttempt('http://h/remoteEntry.js', 2)).toBe('http://h/remoteEntry.js?attempt=2');
    expect(entryForAttempt('http://h/remoteEntry.js?v=1', 1)).toBe('http://h/remoteEntry.js?v=1&attempt=1');
  });
});

describe('remoteForPath', () => {
  it('sends /admin and everything under it to the admin remote, any other page to the storefront', () => {
    expect(['/admin', '/admin/', '/admin/login', '/admin/orders/1'].map(remoteForPath)).toEqual(['admin', 'admin', 'admin', 'admin']);
    expect(['/', '/products', '/administrator', '/adminx/login', '/product/admin'].map(remoteForPath)).toEqual([
      'storefront',
      'storefront',
      'storefront',
      'storefront',
      'storefront',
    ]);
  });
});
