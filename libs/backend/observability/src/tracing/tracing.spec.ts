import { context, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isProbeOrScrape } from './instrumentations';
import { JsonLinesSpanExporter, type SpanLine } from './json-lines-span-exporter';
import { startTracing } from './start-tracing';
import { loadTracingConfig } from './tracing-config';

describe('loadTracingConfig', () => {
  it('is off unless an exporter is named', () => {
    expect(loadTracingConfig({})).toBeUndefined();
    expect(loadTracingConfig({ TRACES_EXPORTER: '', OTEL_TRACES_SAMPLER_ARG: '0.5' })).toBeUndefined();
    expect(loadTracingConfig({ TRACES_EXPORTER: 'none' })).toBeUndefined();
  });

  it('reads the OTLP endpoint, the local exporter and the ratio (default 1)', () => {
    expect(loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({ otlpEndpoint: 'http://collector:4318', local: undefined, ratio: 1 });
    expect(loadTracingConfig({ TRACES_EXPORTER: 'console', OTEL_TRACES_SAMPLER_ARG: '0.1' })).toEqual({ otlpEndpoint: undefined, local: { kind: 'console' }, ratio: 0.1 });
    expect(loadTracingConfig({ TRACES_EXPORTER: 'file', TRACES_FILE: '/tmp/t.jsonl' })).toMatchObject({ local: { kind: 'file', file: '/tmp/t.jsonl' } });
  });

  it('refuses wrong values with every problem named', () => {
    expect(() => loadTracingConfig({ TRACES_EXPORTER: 'file', OTEL_TRACES_SAMPLER_ARG: '2', OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(
      /3 problems[\s\S]*OTEL_EXPORTER_OTLP_ENDPOINT: must be a URL[\s\S]*OTEL_TRACES_SAMPLER_ARG: must be between 0 and 1[\s\S]*TRACES_FILE: is required/,
    );
    expect(() => loadTracingConfig({ TRACES_EXPORTER: 'jaeger' })).toThrow(/TRACES_EXPORTER: must be console, file or none/);
  });
});

describe('startTracing', () => {
  it('registers nothing when off: the API stays a no-op', () => {
    expect(startTracing({ serviceName: 'off', env: {} })).toBeUndefined();
    const span = trace.getTracer('t').startSpan('x');
    expect(span.isRecording()).toBe(false);
    span.end();
  });

  it('samples new traces at the ratio and follows the caller inside a trace', async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = startTracing({ serviceName: 'sampled', exporter, ratio: 0.25, instrumentations: [] })!;
    try {
      const tracer = trace.getTracer('t');
      let kept = 0;
      let childrenFollowed = true;
      for (let i = 0; i < 2000; i++) {
        const root = tracer.startSpan('root', { kind: SpanKind.SERVER });
        const child = tracer.startSpan('child', {}, trace.setSpan(context.active(), root));
        if (root.isRecording()) kept++;
        childrenFollowed &&= child.isRecording() === root.isRecording() && child.spanContext().traceId === root.spanContext().traceId;
        child.end();
        root.end();
      }
      expect(kept / 2000).toBeGreaterThan(0.2);
      expect(kept / 2000).toBeLessThan(0.3);
      expect(childrenFollowed).toBe(true);
      expect(exporter.getFinishedSpans()).toHaveLength(kept * 2);
      expect(exporter.getFinishedSpans()[0].resource.attributes['service.name']).toBe('sampled');
    } finally {
      await tracing.shutdown();
    }
  });
});

describe('JsonLinesSpanExporter', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'traces-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('appends one JSON line per span; two exporters on one file (two processes of npm start) keep whole lines', async () => {
    const file = path.join(dir, 'nested', 'traces.jsonl');
    const exporter = new InMemorySpanExporter();
    const tracing = startTracing({ serviceName: 'orders', exporter, instrumentations: [] })!;
    const tracer = trace.getTracer('@resellpk/bus');
    const parent = tracer.startSpan('orders.place process', { kind: SpanKind.SERVER, attributes: { 'messaging.destination.name': 'orders.place' } });
    const child = tracer.startSpan('catalog.reserveStock send', { kind: SpanKind.CLIENT }, trace.setSpan(context.active(), parent));
    child.setStatus({ code: 2, message: 'OUT_OF_STOCK' });
    child.end();
    parent.end();
    // (the in-memory exporter forgets its spans on shutdown)
    const spans = exporter.getFinishedSpans();
    await tracing.shutdown();

    const [a, b] = [new JsonLinesSpanExporter(file), new JsonLinesSpanExporter(file)];
    const results: number[] = [];
    for (let i = 0; i < 50; i++) {
      a.export(spans, (r) => results.push(r.code));
      b.export(spans, (r) => results.push(r.code));
    }
    await Promise.all([a.shutdown(), b.shutdown()]);
    expect(new Set(results)).toEqual(new Set([0]));

    const lines = readFileSync(file, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as SpanLine);
    expect(lines).toHaveLength(200);
    const [first, second] = lines;
    expect(first).toEqual({
      traceId: parent.spanContext().traceId,
      spanId: child.spanContext().spanId,
      parentSpanId: parent.spanContext().spanId,
      name: 'catalog.reserveStock send',
      service: 'orders',
      scope: '@resellpk/bus',
      kind: 'CLIENT',
      start: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      durationMs: expect.any(Number),
      attributes: {},
      status: { code: 'ERROR', message: 'OUT_OF_STOCK' },
    });
    expect(second).toMatchObject({ name: 'orders.place process', kind: 'SERVER', attributes: { 'messaging.destination.name': 'orders.place' }, status: { code: 'UNSET' } });
    expect(second.parentSpanId).toBeUndefined();
  });
});

it('leaves probes and scrapes out of the HTTP spans', () => {
  expect(['/health', '/metrics', '/metrics?name=x', '/api/health', '/api/health/ready?x=1', '/health/live'].map(isProbeOrScrape)).toEqual([true, true, true, true, true, true]);
  expect(['/api/v1/me', '/api/v1/orders', '/metricsx', '/healthy', '/api/v1/metrics', undefined].map(isProbeOrScrape)).toEqual([false, false, false, false, false, false]);
});
