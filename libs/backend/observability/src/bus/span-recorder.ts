import { context, propagation, trace } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';

export interface SpanRecorder {
  /** Every span ended so far. */
  spans(): ReadableSpan[];
  /** The ended spans of one trace. */
  trace(traceId: string): ReadableSpan[];
  reset(): void;
}

/**
 * For tests: registers a tracer provider that keeps every span in memory (with the apps' context
 * manager and the W3C propagator, as a real setup has), so a test can check which spans a
 * request or an event produced and how they link. The SDK is imported here, on call, so apps that only
 * import this lib do not load it.
 */
export async function recordSpans(): Promise<SpanRecorder> {
  const { NodeTracerProvider } = await import('@opentelemetry/sdk-trace-node');
  const { InMemorySpanExporter, SimpleSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
  const { ScopeContextManager } = await import('../tracing/scope-context-manager');
  const exporter = new InMemorySpanExporter();
  // whatever an earlier setup registered gives way (the API refuses a second registration)
  trace.disable();
  propagation.disable();
  context.disable();
  new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).register({ contextManager: new ScopeContextManager() });
  return {
    spans: () => exporter.getFinishedSpans(),
    trace: (traceId) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId),
    reset: () => exporter.reset(),
  };
}
