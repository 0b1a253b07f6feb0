import { afterPaintPreloads, AFTER_PAINT_PRELOADS_ID, matchRoute, preloadLinks, preloadUrls } from './web-preload';

const table = [
  { path: 'login', files: ['login.js'], shared: [] },
  { path: 'products', files: ['products.js'], shared: ['@resellpk/web-cart'] },
  { path: 'product/:id', files: ['product.js'], shared: [] },
  { path: '', files: ['landing.js'], shared: [] },
  { path: 'orders', files: ['orders.js'], shared: [] },
  { path: 'orders/:id', files: ['antd-outlet.js', 'order.js'], shared: [] },
  { path: '*', files: ['not-found.js'], shared: [] },
];

describe('matchRoute', () => {
  it('ranks static over dynamic over the splat, like React Router', () => {
    expect(matchRoute(table, '/login')?.path).toBe('login');
    expect(matchRoute(table, '/login/')?.path).toBe('login');
    expect(matchRoute(table, '/product/abc')?.path).toBe('product/:id');
    expect(matchRoute(table, '/')?.path).toBe('');
    expect(matchRoute(table, '/orders')?.path).toBe('orders');
    expect(matchRoute(table, '/orders/42')?.path).toBe('orders/:id');
    expect(matchRoute(table, '/product')?.path).toBe('*');
    expect(matchRoute(table, '/product/abc/more')?.path).toBe('*');
    expect(matchRoute(table.slice(0, 3), '/nowhere')).toBeNull();
  });
});

describe('preloadUrls', () => {
  const host = {
    start: { files: ['boot.js'], shared: ['react', '@resellpk/web-session'] },
    shared: {
      react: { files: ['react.js'], shared: [] },
      'react-dom': { files: ['react-dom.js'], shared: ['react'] },
      '@resellpk/web-session': { files: ['session.js'], shared: ['react', '@resellpk/web-api'] },
      '@resellpk/web-api': { files: ['api.js'], shared: [] },
      '@resellpk/web-cart': { files: ['cart.js'], shared: ['react'] },
    },
  };
  const remote = {
    exposes: { './routes': { files: ['routes.js'], shared: ['react-dom'] } },
    shared: { react: { files: ['remote-react.js'], shared: [] } },
    routes: table,
  };
  const base = { host, hostBase: '/', remote, remoteBase: 'http://sf/', exposed: './routes', mountPath: '/' };

  it("lists the host's start-up, the remote entry, its routes and the page's chunks, each with the host's shared chunks they consume", () => {
    expect(preloadUrls({ ...base, urlPath: '/products' })).toEqual([
      '/boot.js',
      '/react.js',
      '/session.js',
      '/api.js',
      'http://sf/remoteEntry.js',
      'http://sf/routes.js',
      '/react-dom.js',
      'http://sf/products.js',
      '/cart.js',
    ]);
  });

  it('preloads only the matched page: nothing of another route, and no remote copy of a module the host provides', () => {
    const urls = preloadUrls({ ...base, urlPath: '/login' });
    expect(urls).toContain('http://sf/login.js');
    expect(urls.filter((u) => /products|cart|not-found|landing|remote-react/.test(u))).toEqual([]);
  });

  it("strips the host's mount path before matching (admin under /admin)", () => {
    const urls = preloadUrls({ ...base, mountPath: '/admin', urlPath: '/admin/orders/7' });
    expect(urls.slice(-2)).toEqual(['http://sf/antd-outlet.js', 'http://sf/order.js']);
  });

  it("gives only the host's start-up without a remote manifest", () => {
    expect(preloadUrls({ ...base, remote: null, urlPath: '/products' })).toEqual(['/boot.js', '/react.js', '/session.js', '/api.js']);
  });

  it('writes classic-script preloads (no crossorigin: the scripts are added without it)', () => {
    expect(preloadLinks(['/a.js', 'http://sf/b.js'])).toBe('<link rel="preload" as="script" href="/a.js"><link rel="preload" as="script" href="http://sf/b.js">');
  });

  it("lists a drawn page's preloads in a JSON data block for its first script (none: nothing)", () => {
    const block = afterPaintPreloads(['/a.js', 'http://sf/b.js?x=</script>']);
    expect(AFTER_PAINT_PRELOADS_ID).toBe('after-paint-preloads'); // apps/shell/src/start/after-paint-preloads.ts reads this id
    const text = block.match(/^<script type="application\/json" id="after-paint-preloads">(.*)<\/script>$/)?.[1];
    expect(text).not.toContain('<');
    expect(JSON.parse(text as string)).toEqual(['/a.js', 'http://sf/b.js?x=</script>']);
    expect(afterPaintPreloads([])).toBe('');
  });
});
