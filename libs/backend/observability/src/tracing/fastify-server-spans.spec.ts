import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { activeTraceId } from '@resellpk/backend-logging';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { traceCarrier } from '../bus/trace-context';
import { HTTP_SERVER_TRACER_NAME, traceFastifyRequests } from './fastify-server-spans';
import { startTracing, type Tracing } from './start-tracing';

/** What a handler would put in a NATS message's headers: the active context's traceparent (the bus's traceCarrier). */
function carried(): Record<string, string> {
  return traceCarrier() ?? {};
}

/**
 * What the handler's code sees of the trace: the bus's traceparent (traceCarrier), the span a pg
 * or ioredis instrumentation would take as parent (they check the span slot), the logs' trace id.
 */
function seen(): { traceparent?: string; parentSpanOfQueries: string | null; logged: string | null } {
  return { traceparent: traceCarrier()?.traceparent, parentSpanOfQueries: trace.getSpan(context.active())?.spanContext().spanId ?? null, logged: activeTraceId() ?? null };
}

interface Running {
  app: FastifyInstance;
  tracing: Tracing;
  port: number;
  /** one per app: an in-memory exporter refuses spans once shut down */
  exporter: InMemorySpanExporter;
}

async function appWith(ratio: number): Promise<Running> {
  const exporter = new InMemorySpanExporter();
  const tracing = startTracing({ serviceName: 'gateway', exporter, ratio, instrumentations: [] })!;
  const app = Fastify();
  traceFastifyRequests(app);
  app.get('/api/v1/items/:id', async (request) => ({ carried: carried(), seen: seen(), correlation: request.headers['x-correlation-id'] ?? null }));
  app.post('/api/v1/items', async (request) => ({ carried: carried(), body: request.body }));
  app.get('/api/health/live', async () => ({ carried: carried() }));
  app.get('/api/v1/fails', async (_request, reply) => reply.code(503).send({ carried: carried() }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, tracing, exporter, port: (app.server.address() as AddressInfo).port };
}

/** A real HTTP request; a body is sent in two parts 30 ms apart, after the headers (a slow client). */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; json: { carried: Record<string, string>; seen?: ReturnType<typeof seen>; body?: unknown } }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: body ? { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    if (!body) return void req.end();
    req.flushHeaders();
    const half = Math.floor(body.length / 2);
    setTimeout(() => {
      req.write(body.slice(0, half));
      setTimeout(() => req.end(body.slice(half)), 30);
    }, 30);
  });
}

/** The span ends in onResponse, once the response is sent: it may come a moment after the client read it. */
async function finished(exporter: InMemorySpanExporter, count: number): Promise<ReadableSpan[]> {
  for (let i = 0; i < 100 && exporter.getFinishedSpans().length < count; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return exporter.getFinishedSpans();
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/;

describe('traceFastifyRequests', () => {
  let running: Running | undefined;
  afterEach(async () => {
    await running?.app.close();
    await running?.tracing.shutdown();
    running = undefined;
  });

  it('a sampled-out request records no span, yet its context reaches the handler: downstream gets traceparent with the sampled flag 0', async () => {
    running = await appWith(0);
    const get = await send(running.port, 'GET', '/api/v1/items/42');
    // a body that arrives after the hooks ran: the handler still runs in the request's context
    const post = await send(running.port, 'POST', '/api/v1/items', {}, JSON.stringify({ name: 'kettle', quantity: 2 }));
    expect([get.status, post.status, post.json.body]).toEqual([200, 200, { name: 'kettle', quantity: 2 }]);
    const [getParent, postParent] = [get.json.carried.traceparent, post.json.carried.traceparent];
    expect(getParent).toMatch(TRACEPARENT);
    expect(postParent).toMatch(TRACEPARENT);
    expect([TRACEPARENT.exec(getParent)![3], TRACEPARENT.exec(postParent)![3]]).toEqual(['00', '00']);
    // one trace per request
    expect(TRACEPARENT.exec(getParent)![1]).not.toBe(TRACEPARENT.exec(postParent)![1]);
    // kept out of the span slot: pg and ioredis skip the request's queries and commands; the bus
    // still carries the trace on (sampled flag 0) and the logs have its id
    expect(get.json.seen).toEqual({ traceparent: getParent, parentSpanOfQueries: null, logged: TRACEPARENT.exec(getParent)![1] });
    await running.tracing.flush();
    expect(running.exporter.getFinishedSpans()).toEqual([]);
  });

  it('a sampled request: a SERVER span named after its route template, with the caller id and status, active in the handler', async () => {
    running = await appWith(1);
    const res = await send(running.port, 'GET', '/api/v1/items/42?token=secret', { 'x-correlation-id': 'browser-1234' });
    const post = await send(running.port, 'POST', '/api/v1/items', {}, JSON.stringify({ name: 'kettle' }));
    const failed = await send(running.port, 'GET', '/api/v1/fails');
    const missing = await send(running.port, 'GET', '/api/v1/nothing-here');
    expect([res.status, post.status, failed.status, missing.status]).toEqual([200, 200, 503, 404]);
    const spans = await finished(running.exporter, 4);
    expect(spans.map((s) => [s.name, s.kind, s.instrumentationScope.name, s.attributes['http.route'], s.attributes['http.response.status_code'], s.status.code])).toEqual([
      ['GET /api/v1/items/:id', SpanKind.SERVER, HTTP_SERVER_TRACER_NAME, '/api/v1/items/:id', 200, SpanStatusCode.UNSET],
      ['POST /api/v1/items', SpanKind.SERVER, HTTP_SERVER_TRACER_NAME, '/api/v1/items', 200, SpanStatusCode.UNSET],
      ['GET /api/v1/fails', SpanKind.SERVER, HTTP_SERVER_TRACER_NAME, '/api/v1/fails', 503, SpanStatusCode.ERROR],
      // no route matched: the method alone, never the raw path
      ['GET', SpanKind.SERVER, HTTP_SERVER_TRACER_NAME, undefined, 404, SpanStatusCode.UNSET],
    ]);
    const [get, posted] = spans;
    expect(get.attributes).toMatchObject({ 'url.path': '/api/v1/items/42', 'http.request.method': 'GET', 'http.request.header.x-correlation-id': ['browser-1234'] });
    // the handler's downstream context is this span's, sampled
    expect(res.json.carried.traceparent).toBe(`00-${get.spanContext().traceId}-${get.spanContext().spanId}-01`);
    expect(res.json.seen).toEqual({ traceparent: res.json.carried.traceparent, parentSpanOfQueries: get.spanContext().spanId, logged: get.spanContext().traceId });
    expect(post.json.carried.traceparent).toBe(`00-${posted.spanContext().traceId}-${posted.spanContext().spanId}-01`);
  });

  it("continues a caller's trace and keeps its decision; probes get no span and no context", async () => {
    running = await appWith(0);
    const traceId = 'a'.repeat(32);
    const res = await send(running.port, 'GET', '/api/v1/items/7', { traceparent: `00-${traceId}-${'b'.repeat(16)}-01` });
    const probe = await send(running.port, 'GET', '/api/health/live');
    const [span, ...others] = await finished(running.exporter, 2);
    expect(others).toEqual([]);
    expect([span.spanContext().traceId, span.parentSpanContext?.spanId, span.name]).toEqual([traceId, 'b'.repeat(16), 'GET /api/v1/items/:id']);
    expect(res.json.carried.traceparent).toBe(`00-${traceId}-${span.spanContext().spanId}-01`);
    expect(probe.json.carried).toEqual({});
  });

  it("a caller's sampled-out trace: no span is started, its context goes on unchanged and out of the span slot", async () => {
    running = await appWith(1);
    const startSpan = jest.spyOn(running.tracing.provider.getTracer(HTTP_SERVER_TRACER_NAME), 'startSpan');
    try {
      const traceparent = `00-${'e'.repeat(32)}-${'f'.repeat(16)}-00`;
      const res = await send(running.port, 'GET', '/api/v1/items/8', { traceparent });
      expect(res.json.seen).toEqual({ traceparent, parentSpanOfQueries: null, logged: 'e'.repeat(32) });
      expect(startSpan).not.toHaveBeenCalled();
      // the same server samples a request of its own (ratio 1)
      const own = await send(running.port, 'GET', '/api/v1/items/9');
      expect(own.json.seen?.traceparent).toMatch(/-01$/);
      expect(startSpan).toHaveBeenCalledTimes(1);
    } finally {
      startSpan.mockRestore();
    }
  });

  it("with Nest's first-hook slot the span is active before hooks added earlier (Nest's middleware)", async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = startTracing({ serviceName: 'gateway', exporter, ratio: 0, instrumentations: [] })!;
    const app = Fastify();
    try {
      // as Nest's FastifyAdapter: a hook added in its constructor runs the slot's hook, then middie's
      let slot: onRequestHookHandler | undefined;
      app.addHook('onRequest', function (request, reply, done) {
        return slot ? slot.call(this, request, reply, done) : done();
      });
      let seenByMiddleware: string | undefined;
      app.addHook('onRequest', (_request, _reply, done) => {
        seenByMiddleware = carried().traceparent;
        done();
      });
      traceFastifyRequests(app, { setOnRequestHook: (hook) => (slot = hook) });
      app.get('/api/v1/items/:id', async () => ({ carried: carried() }));
      const res = await app.inject({ method: 'GET', url: '/api/v1/items/1' });
      expect(seenByMiddleware).toMatch(TRACEPARENT);
      expect(seenByMiddleware).toBe((res.json() as { carried: Record<string, string> }).carried.traceparent);
    } finally {
      await app.close();
      await tracing.shutdown();
    }
  });

  it('adds nothing when tracing is off', async () => {
    const app = Fastify();
    traceFastifyRequests(app);
    app.get('/x', async () => 'ok');
    await app.ready();
    expect(app.hasRequestDecorator('otelServerSpan')).toBe(false);
    await app.close();
  });
});
