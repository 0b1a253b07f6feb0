import type { IncomingMessage, ServerResponse } from 'node:http';
import { metricsText } from '../metrics/define-metric';
import { listenInternal, type InternalServer } from './listen-internal';

export type MetricsSource = () => Promise<{ contentType: string; body: string }>;

/**
 * Answers GET/HEAD `/metrics` with the Prometheus text of `source`; a failing collection is a 500
 * (Prometheus marks the scrape failed). Returns false when the request is not for `/metrics`, so
 * a server with other paths (the services' health server) can go on.
 */
export function answerMetrics(req: IncomingMessage, res: ServerResponse, source: MetricsSource = metricsText): boolean {
  const path = (req.url ?? '').split('?')[0];
  if (path !== '/metrics') return false;
  source().then(
    ({ contentType, body }) => {
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    (error: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics collection failed: ${error.message}`);
    },
  );
  return true;
}

export type MetricsServer = InternalServer;

/**
 * An HTTP server with `/metrics` only, for apps whose public port must not carry it (the gateway,
 * the web server): it listens on an internal port that is never published. Port 0 picks a free one.
 */
export function startMetricsServer(port: number, host = '0.0.0.0', source: MetricsSource = metricsText): Promise<MetricsServer> {
  return listenInternal(
    port,
    host,
    (req, res) => {
      if (!answerMetrics(req, res, source)) res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    },
    { unref: true },
  );
}
