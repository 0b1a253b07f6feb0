import { declaredLabelBounds, defineCounter, defineHistogram, metricsRegistry, metricsText } from './define-metric';

describe('bounded metrics', () => {
  it('records a value outside a label\'s set as other, so ids and raw paths never become series', async () => {
    const routes = ['/api/v1/me'];
    const requests = defineCounter({ name: 'test_bounded_requests_total', help: 'test', labels: { route: () => routes, method: ['GET', 'POST'] } });
    requests.inc({ route: '/api/v1/me', method: 'GET' });
    requests.inc({ route: '/api/v1/orders/3f1c2e9a', method: 'DELETE' });
    const { body } = await metricsText();
    expect(body).toContain('test_bounded_requests_total{route="/api/v1/me",method="GET"} 1');
    expect(body).toContain('test_bounded_requests_total{route="other",method="other"} 1');
    expect(body).not.toContain('3f1c2e9a');
    expect(declaredLabelBounds.get('test_bounded_requests_total')).toBeDefined();
  });

  it('times with a histogram in seconds and refuses a second declaration of one name', async () => {
    const timer = defineHistogram({ name: 'test_bounded_duration_seconds', help: 'test', labels: { outcome: ['ok', 'error'] } });
    const stop = timer.startTimer();
    expect(stop({ outcome: 'ok' })).toBeGreaterThanOrEqual(0);
    const metric = await metricsRegistry.getSingleMetric('test_bounded_duration_seconds')!.get();
    expect(metric.values.find((v) => (v as { metricName?: string }).metricName === 'test_bounded_duration_seconds_count')?.value).toBe(1);
    expect(() => defineHistogram({ name: 'test_bounded_duration_seconds', help: 'again' })).toThrow(/declared twice/);
  });
});
