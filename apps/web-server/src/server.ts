// Static server for the built web apps, one process, three ports:
//   shell      SHELL_PORT (4200): SPA fallback (the page with preload links of its scripts and, for a visitor, its first screen),
//              /mf-manifest.json from env, /api + /socket.io proxied
//              to the gateway so the browser stays same-origin (first-party refresh cookie)
//   storefront STOREFRONT_PORT (4201) and admin ADMIN_PORT (4202): remote assets with CORS for the
//              shell origin; also usable standalone (same SPA fallback and proxy)
// Hashed assets are cached for a year; index.html, main.js, session-start.js, remoteEntry.js and the manifest never.
// Every page and asset carries the security headers of securityHeaders() (CSP, no framing, ...);
// proxied gateway responses keep the gateway's own.
import fs from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { startProcessMetrics } from '@resellpk/backend-observability';
import { jsonDataBlock } from './json-data-block';
import { EMPTY_CART_GUARD_HASH, firstPaintRenderer, warmFirstPaint, withFirstPaint } from './web-first-paint';
import { afterPaintPreloads, preloadLinks, preloadUrls, type PreloadManifest } from './web-preload';
import { httpMetricsMiddleware, startWebMetricsServer } from './web-metrics';

const env = process.env;
// the builds it serves sit beside its own bundle (dist/apps/web-server/main.js): dist/apps/<app> for
// shell, storefront, admin and first-paint, in the repository and in the image alike;
// WEB_DIST_DIR serves another folder
const DIST = path.resolve(env.WEB_DIST_DIR || path.resolve(__dirname, '..'));
const HOST = env.WEB_HOST || '0.0.0.0';
const GATEWAY_URL = env.GATEWAY_URL || 'http://localhost:3000';
const SHELL_PORT = Number(env.SHELL_PORT || 4200);
const STOREFRONT_PORT = Number(env.STOREFRONT_PORT || 4201);
const ADMIN_PORT = Number(env.ADMIN_PORT || 4202);
const STOREFRONT_URL = (env.STOREFRONT_URL || `http://localhost:${STOREFRONT_PORT}`).replace(/\/$/, '');
const ADMIN_URL = (env.ADMIN_URL || `http://localhost:${ADMIN_PORT}`).replace(/\/$/, '');
// origins allowed to load remote assets: the shell's public origin(s)
const SHELL_ORIGINS = (env.SHELL_ORIGINS || `http://localhost:${SHELL_PORT},http://127.0.0.1:${SHELL_PORT}`)
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const PRODUCTION = env.NODE_ENV === 'production';

// the id apps/shell/src/remotes/remote-manifest.ts (INLINE_MANIFEST_ID) reads the page's remote config from
const INLINE_MANIFEST_ID = 'mf-manifest';
// (the .br copy of a hashed file is as immutable as the file)
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)(\.br)?$/;

function setCacheHeaders(res: ServerResponse, filePath: string) {
  if (HASHED.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

function gatewayProxy(): RequestHandler<IncomingMessage, ServerResponse> {
  // pathFilter keeps the full path (/api/v1/..., /socket.io/...) when forwarding
  return createProxyMiddleware({
    target: GATEWAY_URL,
    changeOrigin: false,
    ws: true,
    xfwd: true,
    pathFilter: ['/api', '/socket.io'],
    on: {
      error(err, _req, res: ServerResponse | Socket) {
        // gateway down (or restarting: tools/stack.js brings it back within seconds): answer like the
        // gateway answers for a missing service, 503 with a retry hint, so the UI shows its normal message
        if (res && 'writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
          res.end(JSON.stringify({ statusCode: 503, code: 'UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.' }));
        } else if (res) {
          res.destroy(err);
        }
      },
    },
  });
}

/** The origins the shell loads remote code from (Module Federation remote entries and their chunks). */
export function remoteOrigins(): string[] {
  return [...new Set([STOREFRONT_URL, ADMIN_URL].map((url) => new URL(url).origin))];
}

/**
 * Content-Security-Policy and the other security headers of the shell and the remotes (helmet).
 * - scripts: this origin and the remotes' origins only, no eval, and no inline script but one: on the
 *   shell's pages, the empty cart drawing's check, allowed by its hash (web-first-paint.ts);
 * - styles: also 'unsafe-inline': antd's CSS-in-JS (@ant-design/cssinjs) and the kit write <style>
 *   elements at run time, and components set style attributes. Style injection cannot run code;
 *   a nonce would need every page rewritten per request and still not cover style attributes;
 * - connect: this origin (the /api and /socket.io proxy; CSP3 'self' covers ws:/wss: of it);
 * - images: this origin (product images are /api/media/... through the proxy), data: and blob:
 *   (previews of a chosen screenshot before upload);
 * - frame-ancestors 'none' and X-Frame-Options: DENY: no page can be framed (clickjacking);
 * - Cross-Origin-Resource-Policy: cross-origin on the remotes, whose assets the shell loads from
 *   another origin; same-origin on the shell.
 * HSTS only in production (browsers ignore it over plain HTTP, and local runs are HTTP).
 */
function securityHeaders({ remote }: { remote: boolean }) {
  const remotes = remoteOrigins();
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...(remote ? [] : [EMPTY_CART_GUARD_HASH])],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        connectSrc: ["'self'", ...remotes],
        manifestSrc: ["'self'"],
        workerSrc: ["'none'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: remote ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: PRODUCTION ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}

/** Browser features no page of ours uses, turned off for anything that might get injected. */
function permissionsPolicy(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  next();
}

function corsForShell(req: Request, res: Response, next: NextFunction) {
  const origin = req.headers.origin;
  if (origin && SHELL_ORIGINS.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') return res.sendStatus(204);
  next();
}

/** A build's preload-manifest.json (tools/webpack/preload-manifest.js), null for a build without one. */
async function readPreloadManifest(appName: string): Promise<PreloadManifest | null> {
  try {
    return JSON.parse(await fs.promises.readFile(path.join(DIST, appName, 'preload-manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The shell's page with a preload of every script the URL's start-up will load (web-preload.ts):
 * the shell's bootstrap and shared chunks, the remote entry (admin under /admin, the storefront
 * elsewhere), its routes module and the matched page's chunks, all read from the builds. The browser
 * fetches them while it parses the HTML instead of one federation step after another. Plain
 * `as="script"` preloads: webpack and the federation runtime add classic scripts without
 * crossorigin, so the preloaded responses are the ones they use. Read per request: a new build
 * replaces the files under a running server. On a page the server drew, the links are made right
 * after its first paint instead (`afterPaintPreloads`): nothing on that screen waits for them.
 */
async function withPreloads(html: string, reqPath: string, { drawn = false } = {}): Promise<string> {
  const admin = reqPath === '/admin' || reqPath.startsWith('/admin/');
  const [host, remote] = await Promise.all([readPreloadManifest('shell'), readPreloadManifest(admin ? 'admin' : 'storefront')]);
  const remoteBase = `${admin ? ADMIN_URL : STOREFRONT_URL}/`;
  const urls = host ? preloadUrls({ host, hostBase: '/', remote, remoteBase, exposed: './routes', mountPath: admin ? '/admin' : '/', urlPath: reqPath }) : [];
  // a build without a manifest still gets the remote entry's preload
  if (!urls.includes(`${remoteBase}remoteEntry.js`)) urls.push(`${remoteBase}remoteEntry.js`);
  return html.replace('</head>', `${drawn ? afterPaintPreloads(urls) : preloadLinks(urls)}${inlineManifest()}</head>`);
}

/** The remote config the shell reads before it can load any remote (/mf-manifest.json). */
function remoteManifest() {
  return { storefront: `${STOREFRONT_URL}/remoteEntry.js`, admin: `${ADMIN_URL}/remoteEntry.js` };
}

/**
 * The same config inside the page, so the shell needs no request (one round trip after main.js
 * runs, before the remote entry can start) to find its remotes: a JSON data block, which a CSP
 * without 'unsafe-inline' allows since it never runs. `<` escaped: the text cannot close the tag.
 */
function inlineManifest() {
  return jsonDataBlock(INLINE_MANIFEST_ID, remoteManifest());
}

export function createApp(appName: string, { remote }: { remote: boolean }) {
  const dir = path.join(DIST, appName);
  const indexFile = path.join(dir, 'index.html');
  // the shell's pages carry a visitor's first screen (web-first-paint.ts)
  const firstPaint = firstPaintRenderer(path.join(DIST, 'first-paint'));
  if (!remote) void warmFirstPaint(firstPaint, GATEWAY_URL);
  const app = express();
  app.disable('x-powered-by');
  const proxy = gatewayProxy();
  // counted first, so the proxied requests are measured as well
  app.use(httpMetricsMiddleware);
  // proxy first: gateway responses (and websockets) pass through untouched
  app.use(proxy);
  app.use(securityHeaders({ remote }));
  app.use(permissionsPolicy);
  app.use(compression());
  if (remote) app.use(corsForShell);
  if (!remote) {
    app.get('/mf-manifest.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(remoteManifest());
    });
  }
  // the build's brotli copies (tools/webpack/web.config.js) when the browser takes br; compression()
  // above leaves an encoded response alone and compresses the rest (HTML, files without a copy)
  app.use(expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br'], index: false, serveStatic: { index: false, setHeaders: setCacheHeaders, fallthrough: true } }));
  // SPA fallback for page routes only: a missing script or image must be a real 404, not HTML
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (path.extname(req.path)) return res.status(404).type('text/plain').send('Not found');
    if (!fs.existsSync(indexFile)) return res.status(503).type('text/plain').send(`${appName} is not built: run its build target first`);
    res.setHeader('Cache-Control', 'no-cache');
    if (remote) return res.sendFile(indexFile);
    fs.promises
      .readFile(indexFile, 'utf8')
      .then((html) => withFirstPaint(html, { url: req.originalUrl, cookie: req.headers.cookie, apiOrigin: GATEWAY_URL }, firstPaint))
      .then(async ({ html, personal, drawn }) => ({ html: await withPreloads(html, req.path, { drawn }), personal }))
      .then(({ html, personal }) => {
        // what is drawn depends on the cookies (visitor, signed in, Urdu); a user's own page is kept by no cache
        res.setHeader('Vary', 'Cookie');
        if (personal) res.setHeader('Cache-Control', 'private, no-store');
        res.type('html').send(html);
      }, next);
  });
  return { app, proxy };
}

function listen(appName: string, port: number, opts: { remote: boolean }): Promise<Server> {
  const { app, proxy } = createApp(appName, opts);
  return new Promise((resolve, reject) => {
    const server: Server = app.listen(port, HOST, () => {
      console.log(`[serve-web] ${appName} on http://localhost:${port}`);
      resolve(server);
    });
    server.on('upgrade', proxy.upgrade); // socket.io websockets
    server.on('error', reject);
  });
}

export async function main(): Promise<void> {
  for (const name of ['shell', 'storefront', 'admin']) {
    if (!fs.existsSync(path.join(DIST, name, 'index.html'))) console.warn(`[serve-web] warning: ${path.join(DIST, name)} has no build yet`);
  }
  startProcessMetrics();
  const servers = await Promise.all([
    listen('shell', SHELL_PORT, { remote: false }),
    listen('storefront', STOREFRONT_PORT, { remote: true }),
    listen('admin', ADMIN_PORT, { remote: true }),
  ]);
  // METRICS_PORT (internal, never published; `off` for none)
  const metrics = await startWebMetricsServer(HOST);
  if (metrics) console.log(`[serve-web] metrics on http://localhost:${metrics.port}/metrics`);
  console.log(`[serve-web] proxying /api and /socket.io to ${GATEWAY_URL}`);
  const stop = (signal: NodeJS.Signals) => {
    console.log(`[serve-web] stopping: received ${signal} (pid ${process.pid})`);
    servers.forEach((s) => {
      s.close();
      s.closeAllConnections?.();
    });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

