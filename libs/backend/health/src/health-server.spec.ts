import { checkRedis, timed } from './checks';
import { startHealthServer, type HealthServer } from './health-server';

describe('startHealthServer', () => {
  let server: HealthServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers 200 with every check when all pass', async () => {
    server = await startHealthServer(0, { postgres: async () => ({ ok: true, latencyMs: 1 }) }, '127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { postgres: { ok: true, latencyMs: 1 } } });
  });

  it('answers 503 when one dependency is down', async () => {
    server = await startHealthServer(0, {
      postgres: async () => ({ ok: true, latencyMs: 1 }),
      nats: () => timed(async () => { throw new Error('not connected'); }),
    }, '127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.status).toBe('error');
    expect(body.checks.nats).toMatchObject({ ok: false, error: 'not connected' });
    expect((await fetch(`http://127.0.0.1:${server.port}/health/live`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${server.port}/nope`)).status).toBe(404);
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
