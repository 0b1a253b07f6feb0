import { checkRedis, healthDetailsShown, publicHealthReport, timed } from './checks';
import { startHealthServer, type HealthServer } from './health-server';
import { defineCounter } from '@resellpk/backend-observability';

describe('startHealthServer', () => {
  let server: HealthServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers 200 with every check when all pass', async () => {
    server = await startHealthServer(0, { postgres: async () => ({ ok: true, latencyMs: 1 }) }, '127.0.0.1', { details: true });
    const res = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { postgres: { ok: true, latencyMs: 1 } } });
  });

  it('answers 503 when one dependency is down', async () => {
    server = await startHealthServer(0, {
      postgres: async () => ({ ok: true, latencyMs: 1 }),
      nats: () => timed(async () => { throw new Error('not connected'); }),
    }, '127.0.0.1', { details: true });
    const res = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.status).toBe('error');
    expect(body.checks.nats).toMatchObject({ ok: false, error: 'not connected' });
    expect((await fetch(`http://127.0.0.1:${server.port}/health/live`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${server.port}/nope`)).status).toBe(404);
  });

  it('answers only {ok} per dependency without details (production): no error text, no latency', async () => {
    server = await startHealthServer(0, {
      postgres: async () => ({ ok: true, latencyMs: 3 }),
      nats: () => timed(async () => { throw new Error('connect ECONNREFUSED 10.0.0.7:4222'); }),
    }, '127.0.0.1', { details: false });
    const res = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error', checks: { postgres: { ok: true }, nats: { ok: false } } });
  });

  it("serves the process's Prometheus metrics at /metrics on this internal port", async () => {
    defineCounter({ name: 'test_health_port_total', help: 'test' }).inc({}, 2);
    server = await startHealthServer(0, {}, '127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toContain('test_health_port_total 2');
  });
});

describe('health details', () => {
  it('are shown everywhere but production', () => {
    expect(healthDetailsShown({ NODE_ENV: 'production' })).toBe(false);
    expect(healthDetailsShown({ NODE_ENV: 'development' })).toBe(true);
    expect(healthDetailsShown({ NODE_ENV: 'test' })).toBe(true);
    expect(healthDetailsShown({})).toBe(true);
  });

  it('publicHealthReport keeps status and ok only', () => {
    expect(publicHealthReport({ status: 'error', checks: { redis: { ok: false, latencyMs: 2000, error: 'no answer within 2000 ms' } } })).toEqual({
      status: 'error',
      checks: { redis: { ok: false } },
    });
  });
});

describe('checks', () => {
  it('turn a hanging dependency into a failed check after the timeout', async () => {
    const result = await timed(() => new Promise(() => undefined), 50);
    expect(result.ok).toBe(false);
    expect(result.error).toContain('no answer within 50 ms');
  });

  it('checkRedis pings', async () => {
    await expect(checkRedis({ ping: async () => 'PONG' })).resolves.toMatchObject({ ok: true });
    await expect(checkRedis({ ping: async () => { throw new Error('ECONNREFUSED'); } })).resolves.toMatchObject({ ok: false, error: 'ECONNREFUSED' });
  });
});
