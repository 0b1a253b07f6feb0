import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { EMPTY_CART_GUARD_HASH } from './web-first-paint';

/** server.ts reads its environment when loaded: set it, then load a fresh copy. */
function loadServeWeb(env: Record<string, string>) {
  Object.assign(process.env, env);
  let mod: { createApp: (name: string, opts: { remote: boolean }) => { app: unknown } } | undefined;
  jest.isolateModules(() => {
    mod = require('./server');
  });
  return mod!;
}

/** `default-src 'self'; script-src ...` -> { 'default-src': ["'self'"], ... } */
function parseCsp(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('web server security headers', () => {
  const saved = { ...process.env };
  let dist: string;
  let serveWeb: ReturnType<typeof loadServeWeb>;

  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'rpk-web-'));
    for (const app of ['shell', 'storefront', 'admin']) {
      mkdirSync(path.join(dist, app));
      writeFileSync(path.join(dist, app, 'index.html'), `<!doctype html><html><head><title>${app}</title></head><body></body></html>`);
      writeFileSync(path.join(dist, app, 'main.0123456789ab.js'), 'console.log(1)');
    }
    serveWeb = loadServeWeb({
      WEB_DIST_DIR: dist,
      NODE_ENV: 'development',
      STOREFRONT_URL: 'http://localhost:4461',
      ADMIN_URL: 'https://admin.cdn.example.pk/remote/',
      GATEWAY_URL: 'http://127.0.0.1:1',
    });
  });
  afterAll(() => {
    process.env = saved;
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a CSP that allows only our origins for code and forbids framing, on pages and assets', async () => {
    const { app } = serveWeb.createApp('shell', { remote: false });
    for (const url of ['/', '/products/some-id', '/main.0123456789ab.js', '/mf-manifest.json']) {
      const res = await request(app as never).get(url);
      const csp = parseCsp(res.headers['content-security-policy']);
      // and the one inline script the shell's pages may carry, by its hash (the empty cart drawing's check)
      expect({ url, scripts: csp['script-src'] }).toEqual({ url, scripts: ["'self'", 'http://localhost:4461', 'https://admin.cdn.example.pk', EMPTY_CART_GUARD_HASH] });
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers a clean 503 with a retry hint while the gateway is down (or restarting)', async () => {
    const { app } = serveWeb.createApp('shell', { remote: false });
    const res = await request(app as never).get('/api/v1/products');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).toEqual({ statusCode: 503, code: 'UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.' });
  });

  it("allows no inline script on a remote's pages, not even the cart drawing's check", async () => {
    const { app } = serveWeb.createApp('storefront', { remote: true });
    const csp = parseCsp((await request(app as never).get('/')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:4461', 'https://admin.cdn.example.pk']);
  });

  it("keeps scripts strict (no inline, no eval) and lets only styles be inline (antd's CSS-in-JS)", async () => {
    const { app } = serveWeb.createApp('shell', { remote: false });
    const csp = parseCsp((await request(app as never).get('/')).headers['content-security-policy']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['connect-src']).toContain("'self'");
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    // plain HTTP locally: upgrading would break it
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('sends the other headers: nosniff, no referrer, no opener, no powerful features', async () => {
    const { app } = serveWeb.createApp('shell', { remote: false });
    const res = await request(app as never).get('/');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // HSTS only in production
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the shell load a remote across origins (Cross-Origin-Resource-Policy on the remote)', async () => {
    const { app } = serveWeb.createApp('storefront', { remote: true });
    const res = await request(app as never).get('/main.0123456789ab.js').set('Origin', 'http://localhost:4200');
    expect(res.status).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("preloads the remote entry a page needs from the shell's HTML (the storefront's, or the admin's under /admin)", async () => {
    const { app } = serveWeb.createApp('shell', { remote: false });
    const preloads = async (url: string) => {
      const res = await request(app as never).get(url);
      expect(res.status).toBe(200);
      return [...res.text.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    };
    expect(await preloads('/')).toEqual(['http://localhost:4461/remoteEntry.js']);
    expect(await preloads('/products')).toEqual(['http://localhost:4461/remoteEntry.js']);
    expect(await preloads('/administrator-guide')).toEqual(['http://localhost:4461/remoteEntry.js']);
    expect(await preloads('/admin')).toEqual(['https://admin.cdn.example.pk/remote/remoteEntry.js']);
    expect(await preloads('/admin/login')).toEqual(['https://admin.cdn.example.pk/remote/remoteEntry.js']);
    // a remote's own page is served as built
    const remote = serveWeb.createApp('storefront', { remote: true });
    expect((await request(remote.app as never).get('/products')).text).not.toContain('rel="preload"');
  });

  it("writes /mf-manifest.json into the shell's page as a JSON data block, so the shell needs no request to find its remotes", async () => {
    const { app } = serveWeb.createApp('shell', { remote: false });
    const served = (await request(app as never).get('/mf-manifest.json')).body;
    expect(served).toEqual({ storefront: 'http://localhost:4461/remoteEntry.js', admin: 'https://admin.cdn.example.pk/remote/remoteEntry.js' });
    for (const url of ['/', '/admin/login']) {
      const html = (await request(app as never).get(url)).text;
      const block = /<script type="application\/json" id="mf-manifest">([^<]*)<\/script><\/head>/.exec(html);
      expect(block).not.toBeNull();
      expect(JSON.parse(block![1])).toEqual(served);
    }
    // a remote's own page has no shell to configure
    const remote = serveWeb.createApp('storefront', { remote: true });
    expect((await request(remote.app as never).get('/login')).text).not.toContain('mf-manifest');
  });

  it("preloads the start-up and the page's chunks named by the builds' preload manifests (web-preload.ts)", async () => {
    const write = (app: string, manifest: unknown) => writeFileSync(path.join(dist, app, 'preload-manifest.json'), JSON.stringify(manifest));
    write('shell', { start: { files: ['boot.1.js'], shared: ['react'] }, shared: { react: { files: ['react.2.js'], shared: [] } } });
    write('storefront', {
      exposes: { './routes': { files: ['routes.3.js'], shared: [] } },
      shared: {},
      routes: [
        { path: 'products', files: ['products.4.js'], shared: ['react'] },
        { path: 'login', files: ['login.5.js'], shared: [] },
      ],
    });
    try {
      const { app } = serveWeb.createApp('shell', { remote: false });
      const res = await request(app as never).get('/products');
      expect([...res.text.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1])).toEqual([
        '/boot.1.js',
        '/react.2.js',
        'http://localhost:4461/remoteEntry.js',
        'http://localhost:4461/routes.3.js',
        'http://localhost:4461/products.4.js',
      ]);
      // under /admin: the shell's start-up and the admin's entry (this admin build has no manifest)
      const admin = await request(app as never).get('/admin/login');
      expect([...admin.text.matchAll(/href="([^"]+)">/g)].map((m) => m[1]).slice(-3)).toEqual([
        '/boot.1.js',
        '/react.2.js',
        'https://admin.cdn.example.pk/remote/remoteEntry.js',
      ]);
    } finally {
      rmSync(path.join(dist, 'shell', 'preload-manifest.json'));
      rmSync(path.join(dist, 'storefront', 'preload-manifest.json'));
    }
  });

  it("serves the build's brotli copy of a script to a browser that takes br, and compresses on the fly for one that does not", async () => {
    const dir = path.join(dist, 'storefront');
    const file = 'chunk.0123456789ab.js';
    const plain = `console.log(${JSON.stringify('x'.repeat(2000))})`;
    // the copy holds other text than the plain file, so the answer shows which one was sent
    const fromCopy = 'console.log("the build\'s brotli copy")';
    writeFileSync(path.join(dir, file), plain);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(fromCopy));
    // the answer's bytes as the client decoded them (superagent undoes br and gzip)
    const body = (res: unknown, done: (err: Error | null, body: Buffer) => void) => {
      const stream = res as NodeJS.ReadableStream;
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    };
    try {
      // express-static-gzip lists the copies when the app is created, as server.ts does at start
      const { app } = serveWeb.createApp('storefront', { remote: true });
      const br = await request(app as never).get(`/${file}`).set('Accept-Encoding', 'gzip, deflate, br, zstd').buffer(true).parse(body);
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/javascript/); // nosniff needs a script type
      expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.body.toString()).toBe(fromCopy);

      const gzip = await request(app as never).get(`/${file}`).set('Accept-Encoding', 'gzip').buffer(true).parse(body);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body.toString()).toBe(plain);

      // no copy: compressed on the fly, as before
      const other = await request(app as never).get('/main.0123456789ab.js').set('Accept-Encoding', 'br').buffer(true).parse(body);
      expect(other.body.toString()).toBe('console.log(1)');
    } finally {
      rmSync(path.join(dir, file));
      rmSync(path.join(dir, `${file}.br`));
    }
  });

  it('adds HSTS in production', async () => {
    const production = loadServeWeb({ NODE_ENV: 'production' });
    const { app } = production.createApp('shell', { remote: false });
    expect((await request(app as never).get('/')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
