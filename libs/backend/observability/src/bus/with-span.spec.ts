import { SpanStatusCode, trace } from '@opentelemetry/api';
import { recordSpans, type SpanRecorder } from './span-recorder';
import { withSpan } from './with-span';

describe('withSpan', () => {
  let recorder: SpanRecorder;
  beforeAll(async () => {
    recorder = await recordSpans();
  });
  beforeEach(() => recorder.reset());

  it('runs the function in a span that is active inside it and a child of the caller', async () => {
    const tracer = trace.getTracer('with-span-test');
    const inner = await tracer.startActiveSpan('outer', async (outer) => {
      const seen = await withSpan('checkout reserve', async () => trace.getActiveSpan()?.spanContext().spanId, { 'order.lines': 2 });
      outer.end();
      return seen;
    });
    const step = recorder.spans().find((s) => s.name === 'checkout reserve');
    const outer = recorder.spans().find((s) => s.name === 'outer');
    expect(step?.spanContext().spanId).toBe(inner);
    expect(step?.parentSpanContext?.spanId).toBe(outer?.spanContext().spanId);
    expect(step?.attributes).toEqual({ 'order.lines': 2 });
  });

  it('ends the span with an error status and rethrows what the function threw', async () => {
    const boom = new Error('stock gone');
    await expect(withSpan('checkout reserve', () => Promise.reject(boom))).rejects.toBe(boom);
    const [span] = recorder.spans();
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: 'stock gone' });
    expect(span.events.map((e) => e.name)).toEqual(['exception']);
  });
});
