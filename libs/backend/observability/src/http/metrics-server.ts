import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsText } from '../metrics/define-metric';

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

export interface MetricsServer {
  port: number;
  server: Server;
  close(): Promise<void>;
}

/**
 * An HTTP server with `/metrics` only, for apps whose public port must not carry it (the gateway,
 * the web server): it listens on an internal port that is never published. Port 0 picks a free one.
 */
export function startMetricsServer(port: number, host = '0.0.0.0', source: MetricsSource = metricsText): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!answerMetrics(req, res, source)) res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // a scrape in flight must not hold the process open at shutdown
      server.unref();
      resolve({
        port: (server.address() as AddressInfo).port,
        server,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}
