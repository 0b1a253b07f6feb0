import { answerMetrics, listenInternal, type InternalServer } from '@resellpk/backend-observability';
import { healthDetailsShown, publicHealthReport, runHealthChecks, type HealthCheck } from './checks';

export type HealthServer = InternalServer;

export interface HealthServerOptions {
  /** Error texts and latencies in the answer; default: everywhere but NODE_ENV=production. */
  details?: boolean;
}

/**
 * Tiny HTTP server for orchestrators: GET /health -> 200 {status:'ok', checks} or 503 when any
 * dependency is down; GET /health/live -> 200 while the process runs; GET /metrics -> the process's
 * Prometheus metrics (this port is internal: never published, so neither are the metrics).
 * Port 0 picks a free port.
 * In production the checks are only `{ok}` (publicHealthReport).
 */
export function startHealthServer(
  port: number,
  checks: Record<string, HealthCheck>,
  host = '0.0.0.0',
  { details = healthDetailsShown() }: HealthServerOptions = {},
): Promise<HealthServer> {
  return listenInternal(port, host, (req, res, path) => {
    if (path === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
      return;
    }
    if (answerMetrics(req, res)) return;
    if (path !== '/health' && path !== '/health/ready') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'not found' }));
      return;
    }
    runHealthChecks(checks).then(
      (report) => {
        res.writeHead(report.status === 'ok' ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(details ? report : publicHealthReport(report)));
      },
      (error: Error) => {
        const body = details ? { status: 'error', error: error.message } : { status: 'error', checks: {} };
        res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
      },
    );
  });
}
