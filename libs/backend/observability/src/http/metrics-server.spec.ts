import { defineCounter } from '../metrics/define-metric';
import { startMetricsServer, type MetricsServer } from './metrics-server';

describe('startMetricsServer', () => {
  let server: MetricsServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('serves the registry at /metrics as Prometheus text, and nothing else', async () => {
    defineCounter({ name: 'test_served_total', help: 'test' }).inc();
    server = await startMetricsServer(0, '127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toContain('test_served_total 1');
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('answers 500 when collecting fails, so the scrape is marked failed', async () => {
    server = await startMetricsServer(0, '127.0.0.1', () => Promise.reject(new Error('redis gone')));
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(500);
  });
});
