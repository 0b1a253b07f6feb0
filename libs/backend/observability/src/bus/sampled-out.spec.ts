import { context, ROOT_CONTEXT, SpanKind, trace, type Span } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { activeTraceId } from '@resellpk/backend-logging';
import { startTracing, type Tracing } from '../tracing/start-tracing';
import { BUS_TRACER_NAME, endSpan, startBusSpan, withActiveSpan } from './bus-spans';
import { contextForSpan } from './sampled-out';
import { contextFromCarrier, traceCarrier } from './trace-context';
import { withSpan } from './with-span';

/** What pg's and ioredis's instrumentations check (requireParentSpan) before doing anything. */
const instrumentationsSeeAParent = () => trace.getSpan(context.active()) !== undefined;
const TRACE_ID = 'c'.repeat(32);
const CALLER = 'd'.repeat(16);

/**
 * Issue 36: a sampled-out request (90 % of them at a 10 % sample) must cost next to nothing. Its
 * trace context still travels (traceparent with the sampled flag 0, the logs' trace id) but no
 * span is made for its bus hops and steps, and pg and ioredis find no parent span, so they skip
 * every query and command at their first check.
 */
describe('a sampled-out trace', () => {
  let tracing: Tracing;
  let exporter: InMemorySpanExporter;
  // the tracers the bus and withSpan get (the provider keeps one per name), spied on
  let started: jest.SpyInstance[];
  const startSpanCalls = () => started.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

  beforeEach(() => {
    exporter = new InMemorySpanExporter();
    tracing = startTracing({ serviceName: 'sampled-out-test', exporter, ratio: 0, instrumentations: [] })!;
    started = [BUS_TRACER_NAME, '@resellpk/app'].map((name) => jest.spyOn(tracing.provider.getTracer(name), 'startSpan'));
  });
  afterEach(async () => {
    started.forEach((spy) => spy.mockRestore());
    await tracing.shutdown();
  });

  it("from a caller's traceparent: the hop makes no span, keeps it out of the span slot and passes the same context on", async () => {
    const parent = contextFromCarrier({ traceparent: `00-${TRACE_ID}-${CALLER}-00` });
    const span = startBusSpan('orders.place', 'process', SpanKind.SERVER, parent);
    const seen = await withActiveSpan(span, async () => {
      // a query's turn: the instrumentations see no parent
      await Promise.resolve();
      const inHandler = { parentSeen: instrumentationsSeeAParent(), carried: traceCarrier()?.traceparent, logged: activeTraceId() };
      // the handler's own call onward and a saga step in it
      const call = startBusSpan('catalog.reserveStock', 'send', SpanKind.CLIENT, context.active());
      const callCarried = traceCarrier(trace.setSpan(context.active(), call));
      endSpan(call);
      const step = await withSpan('checkout complete', async () => ({ parentSeen: instrumentationsSeeAParent(), carried: traceCarrier()?.traceparent }), { 'order.lines': 2 });
      return { inHandler, callCarried: callCarried?.traceparent, step };
    });
    endSpan(span);
    const passedOn = `00-${TRACE_ID}-${CALLER}-00`;
    expect(seen).toEqual({
      inHandler: { parentSeen: false, carried: passedOn, logged: TRACE_ID },
      callCarried: passedOn,
      step: { parentSeen: false, carried: passedOn },
    });
    expect(startSpanCalls()).toBe(0);
    await tracing.flush();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it("decided here (a new trace the sampler dropped): its context is kept under the private key, steps and hops under it make no span", async () => {
    const root = tracing.provider.getTracer('gateway').startSpan('GET', { kind: SpanKind.SERVER });
    expect(root.isRecording()).toBe(false);
    const { traceId, spanId } = root.spanContext();
    const ctx = contextForSpan(ROOT_CONTEXT, root)!;
    const seen = await context.with(ctx, () =>
      withSpan('a job run', async () => {
        const event = traceCarrier();
        const publish = startBusSpan('orders.order.status-changed.v1', 'publish', SpanKind.PRODUCER, contextFromCarrier(event), { 'messaging.message.id': 'e-1' });
        return { parentSeen: instrumentationsSeeAParent(), event: event?.traceparent, publish: publish.spanContext().spanId, logged: activeTraceId() };
      }),
    );
    expect(seen).toEqual({ parentSeen: false, event: `00-${traceId}-${spanId}-00`, publish: spanId, logged: traceId });
    expect(startSpanCalls()).toBe(0);
  });

  it('a sampled trace is unchanged: each hop a recording span with its attributes, in the span slot', async () => {
    const parent = contextFromCarrier({ traceparent: `00-${TRACE_ID}-${CALLER}-01` });
    const span: Span = startBusSpan('orders.place', 'process', SpanKind.SERVER, parent);
    const seen = await withActiveSpan(span, async () => {
      await Promise.resolve();
      return { parentSeen: instrumentationsSeeAParent(), carried: traceCarrier()?.traceparent, step: await withSpan('checkout complete', async () => instrumentationsSeeAParent(), { 'order.lines': 2 }) };
    });
    endSpan(span);
    expect(seen).toEqual({ parentSeen: true, carried: `00-${TRACE_ID}-${span.spanContext().spanId}-01`, step: true });
    expect(startSpanCalls()).toBe(2);
    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => [s.name, s.parentSpanContext?.spanId])).toEqual([
      ['checkout complete', span.spanContext().spanId],
      ['orders.place process', CALLER],
    ]);
    expect(spans[0].attributes).toEqual({ 'order.lines': 2 });
    expect(spans[1].attributes).toEqual({
      'messaging.system': 'nats',
      'messaging.destination.name': 'orders.place',
      'messaging.operation.type': 'process',
      'messaging.operation.name': 'process',
    });
  });
});
