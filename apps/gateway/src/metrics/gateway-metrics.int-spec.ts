import { labelBoundViolations } from '@resellpk/backend-observability';
import { parsePrometheusText, sampleValue, type PrometheusSample } from '@resellpk/backend-testing';
import { IdentitySubjects } from '@resellpk/contracts';
import { io, type Socket } from 'socket.io-client';
import { startGateway, type RunningGateway } from '../testing/gateway-harness';
import { startNatsStub, type NatsStub } from '../testing/nats-stub';

const ROUTE = '/api/v1/support-contacts';
const CONTACTS = { whatsapp: '+923001110000', email: 'support@resellpk.pk', hoursEn: 'Mon-Sat', hoursUr: 'پیر تا ہفتہ', updatedAt: '2026-11-28T10:00:00.000Z' };

describe('gateway /metrics on its internal port', () => {
  let gw: RunningGateway;
  let stub: NatsStub;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    gw = await startGateway({ METRICS_PORT: '0' });
    stub = await startNatsStub(gw.nats, [IdentitySubjects.getSupportContacts]);
    stub.handlers[IdentitySubjects.getSupportContacts] = () => ({ ok: true, data: CONTACTS });
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await stub?.close();
    await gw?.close();
  });

  async function scrape(): Promise<PrometheusSample[]> {
    const res = await fetch(gw.metricsUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(await res.text());
  }

  it('serves Prometheus text with the process metrics, the PostgreSQL pool and socket.io', async () => {
    // the health check opens the gateway's one pool
    expect((await fetch(`${gw.url}/api/health`)).status).toBe(200);
    const samples = await scrape();
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(samples.some((s) => s.name === name)).toBe(true);
    }
    expect(sampleValue(samples, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(samples.filter((s) => s.name === 'db_pool_connections').map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
    expect(sampleValue(samples, 'socketio_connections')).toBe(0);
  });

  it("counts a request under its route's template and status class, and moves its latency histogram", async () => {
    const labels = { method: 'GET', route: ROUTE, status_class: '2xx' };
    const before = await scrape();
    const res = await fetch(`${gw.url}${ROUTE}`);
    expect(res.status).toBe(200);
    const after = await scrape();
    expect(sampleValue(after, 'http_server_requests_total', labels) - sampleValue(before, 'http_server_requests_total', labels)).toBe(1);
    expect(sampleValue(after, 'http_server_request_duration_seconds_count', labels) - sampleValue(before, 'http_server_request_duration_seconds_count', labels)).toBe(1);
    expect(sampleValue(after, 'http_server_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('records a path no route matched as route "other", never the path itself', async () => {
    const labels = { method: 'GET', route: 'other', status_class: '4xx' };
    const before = sampleValue(await scrape(), 'http_server_requests_total', labels);
    expect((await fetch(`${gw.url}/api/v1/no-such-thing/7c0d6a51-3b8e-4a61-9d55-1f0e1e2b0c9a`)).status).toBe(404);
    const text = await (await fetch(gw.metricsUrl!)).text();
    expect(sampleValue(parsePrometheusText(text), 'http_server_requests_total', labels) - before).toBe(1);
    expect(text).not.toContain('no-such-thing');
  });

  it('counts socket.io connections and emits by event name', async () => {
    const socket = io(gw.url, { path: '/socket.io', auth: { token: gw.token('reseller') }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const refused = new Promise((resolve) => socket.once('chat:join-refused', resolve));
    // not a room id: refused without asking chat-service
    socket.emit('chat:join', { roomId: 'not-a-room' });
    await refused;
    const samples = await scrape();
    expect(sampleValue(samples, 'socketio_connections')).toBe(1);
    expect(sampleValue(samples, 'socketio_emits_total', { event: 'chat:join-refused' })).toBe(1);
  });

  it('keeps every label within its declared set after all that', async () => {
    expect(await labelBoundViolations()).toEqual([]);
  });

  it('never serves /metrics on the public port', async () => {
    const res = await fetch(`${gw.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('# TYPE');
    expect((await fetch(`${gw.url}/api/metrics`)).status).toBe(404);
  });
});
