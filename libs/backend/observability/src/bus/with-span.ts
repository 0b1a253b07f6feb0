import { context, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

/** per span, like the bus's tracer: a provider registered later (or again) is the one used */
const tracer = () => trace.getTracer('@resellpk/app');

/**
 * Runs `fn` in an INTERNAL span named `name` (a saga step, a job run): the span is active inside
 * `fn`, so bus calls, queries and events it makes are its children. Ends with an error status when
 * `fn` throws (rethrown unchanged). A no-op wrapper while tracing is off.
 */
export async function withSpan<T>(name: string, fn: () => Promise<T> | T, attributes?: Attributes): Promise<T> {
  const span = tracer().startSpan(name, attributes ? { attributes } : undefined);
  try {
    return await context.with(trace.setSpan(context.active(), span), fn);
  } catch (error) {
    if (span.isRecording()) {
      if (error instanceof Error) span.recordException(error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    }
    throw error;
  } finally {
    span.end();
  }
}
