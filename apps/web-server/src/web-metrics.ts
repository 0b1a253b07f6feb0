import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { recordHttpRequest, registerHttpRoute, startMetricsServer, type MetricsServer } from '@resellpk/backend-observability';

/**
 * The web server's routes as the `route` label knows them (it has no router templates): the
 * gateway proxy, the remote config, a file of a build, and a page (the SPA fallback).
 */
export const WEB_ROUTES = {
  api: '/api/*',
  socket: '/socket.io/*',
  manifest: '/mf-manifest.json',
  file: '/{file}',
  page: '/{page}',
} as const;
for (const route of Object.values(WEB_ROUTES)) registerHttpRoute(route);

/** The route of a request path: a template, never the path itself. */
export function webRouteOf(urlPath: string): string {
  if (urlPath === '/api' || urlPath.startsWith('/api/')) return WEB_ROUTES.api;
  if (urlPath.startsWith('/socket.io/')) return WEB_ROUTES.socket;
  if (urlPath === '/mf-manifest.json') return WEB_ROUTES.manifest;
  return path.extname(urlPath) ? WEB_ROUTES.file : WEB_ROUTES.page;
}

/**
 * Counts and times every request (http_server_requests_total / _duration_seconds), proxied ones
 * included; first in the chain so the proxy's answers are seen too. One listener per request.
 */
export function httpMetricsMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const start = process.hrtime.bigint();
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const route = webRouteOf(query === -1 ? url : url.slice(0, query));
  res.once('finish', () => recordHttpRequest(req.method ?? 'GET', route, res.statusCode, Number(process.hrtime.bigint() - start) / 1e9));
  next();
}

/** METRICS_PORT: a port, or `off` for none; 9464 by default (the gateway's too: they run apart). */
export function webMetricsPort(value = process.env.METRICS_PORT): number | false {
  const text = (value ?? '').trim();
  if (text === '') return 9464;
  if (text.toLowerCase() === 'off') return false;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number or off, not "${value}"`);
  return port;
}

/** `/metrics` on the internal METRICS_PORT (the shell and remotes' public ports never serve it). */
export async function startWebMetricsServer(host: string, value?: string): Promise<MetricsServer | undefined> {
  const port = webMetricsPort(value);
  return port === false ? undefined : startMetricsServer(port, host);
}
