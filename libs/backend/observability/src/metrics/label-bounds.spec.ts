import { Counter } from 'prom-client';
import { declaredLabelBounds, defineCounter, metricsRegistry } from './define-metric';
import { trackDbPool } from './db-pool.metrics';
import { recordHttpRequest, registerHttpRoute } from './http.metrics';
import { labelBoundViolations } from './label-bounds';
import { startProcessMetrics } from './process-metrics';

/** Takes a metric the test declared out of the registry again, so the next test starts clean. */
function forget(name: string): void {
  metricsRegistry.removeSingleMetric(name);
  declaredLabelBounds.delete(name);
}

describe('bounded labels', () => {
  it('keeps the platform metrics within their declared sets, whatever the requests were', async () => {
    startProcessMetrics();
    registerHttpRoute('/api/v1/orders/:id');
    recordHttpRequest('GET', '/api/v1/orders/:id', 200, 0.01);
    // what a client controls: a raw path, an odd method, a status out of range
    recordHttpRequest('GET', '/api/v1/orders/7c0d6a51-3b8e-4a61-9d55-1f0e1e2b0c9a', 404, 0.002);
    recordHttpRequest('PROPFIND', undefined, 405, 0.001);
    recordHttpRequest('GET', '/api/v1/users/jane@example.com', 999, 0.001);
    const untrack = trackDbPool(() => ({ totalCount: 3, idleCount: 2, waitingCount: 0 }));
    try {
      expect(await labelBoundViolations()).toEqual([]);
      const text = await metricsRegistry.metrics();
      expect(text).toContain('http_server_requests_total{method="GET",route="/api/v1/orders/:id",status_class="2xx"} 1');
      expect(text).toContain('http_server_requests_total{method="other",route="other",status_class="4xx"} 1');
      expect(text).not.toMatch(/7c0d6a51|jane@example/);
      expect(text).toContain('db_pool_connections{state="total"} 3');
    } finally {
      untrack();
    }
  });

  it('fails on a label named like an id, a path, a url, an email, a phone or a user', async () => {
    for (const label of ['user_id', 'path', 'url', 'email', 'phone', 'user', 'orderId']) {
      defineCounter({ name: 'test_named_badly_total', help: 'test', labels: { [label]: ['a'] } });
      expect(await labelBoundViolations()).toEqual([expect.stringContaining(`label "${label}" is named like`)]);
      forget('test_named_badly_total');
    }
  });

  it('fails on a value recorded outside its set (around the bounds) and on a metric registered without bounds', async () => {
    const requests = defineCounter({ name: 'test_routes_total', help: 'test', labels: { route: ['/api/v1/me'] } });
    requests.metric.inc({ route: '/api/v1/orders/123' });
    expect(await labelBoundViolations()).toEqual(['test_routes_total{route="/api/v1/orders/123"}: not in the label\'s declared set']);
    forget('test_routes_total');

    const raw = new Counter({ name: 'test_raw_total', help: 'test', labelNames: ['subject'], registers: [metricsRegistry] });
    raw.inc({ subject: 'anything' });
    expect(await labelBoundViolations()).toEqual([expect.stringContaining('test_raw_total: registered without')]);
    metricsRegistry.removeSingleMetric('test_raw_total');
  });
});
