import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runHealthChecks, type HealthCheck } from './checks';

export interface HealthServer {
  port: number;
  server: Server;
  close(): Promise<void>;
}

/**
 * Tiny HTTP server for orchestrators: GET /health -> 200 {status:'ok', checks} or 503 when any
 * dependency is down; GET /health/live -> 200 while the process runs. Port 0 picks a free port.
 */
export function startHealthServer(port: number, checks: Record<string, HealthCheck>, host = '0.0.0.0'): Promise<HealthServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
      return;
    }
    if (path !== '/health' && path !== '/health/ready') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'not found' }));
      return;
    }
    runHealthChecks(checks).then(
      (report) => {
        res.writeHead(report.status === 'ok' ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(report));
      },
      (error: Error) => {
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'error', error: error.message }));
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
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
