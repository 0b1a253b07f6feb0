import express from 'express';
import request from 'supertest';
import { labelBoundViolations, metricsRegistry } from '@resellpk/backend-observability';
import { httpMetricsMiddleware, webMetricsPort, webRouteOf } from './web-metrics';

describe('web server metrics', () => {
  it('labels a request with one of its five routes, never the path', () => {
    expect(webRouteOf('/api/v1/orders/7c0d6a51')).toBe('/api/*');
    expect(webRouteOf('/socket.io/')).toBe('/socket.io/*');
    expect(webRouteOf('/mf-manifest.json')).toBe('/mf-manifest.json');
    expect(webRouteOf('/main.3f1c2e9a.js')).toBe('/{file}');
    expect(webRouteOf('/orders/7c0d6a51')).toBe('/{page}');
  });

  it('counts and times every request under its route and status class', async () => {
    const app = express();
    app.use(httpMetricsMiddleware);
    app.get('/orders/:id', (_req, res) => void res.send('page'));
    app.use((_req, res) => void res.status(404).send('missing'));
    await request(app).get('/orders/7c0d6a51?tab=items').expect(200);
    await request(app).get('/missing.png').expect(404);
    const text = await metricsRegistry.metrics();
    expect(text).toContain('http_server_requests_total{method="GET",route="/{page}",status_class="2xx"} 1');
    expect(text).toContain('http_server_requests_total{method="GET",route="/{file}",status_class="4xx"} 1');
    expect(text).toContain('http_server_request_duration_seconds_count{method="GET",route="/{page}",status_class="2xx"} 1');
    expect(text).not.toContain('7c0d6a51');
    expect(await labelBoundViolations()).toEqual([]);
  });

  it('reads METRICS_PORT: a port, off, or 9464 by default', () => {
    expect(webMetricsPort(undefined)).toBe(9464);
    expect(webMetricsPort('')).toBe(9464);
    expect(webMetricsPort('3108')).toBe(3108);
    expect(webMetricsPort('off')).toBe(false);
    expect(() => webMetricsPort('metrics')).toThrow(/METRICS_PORT/);
  });
});
