import { context, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { contextForSpan, unsampledParent } from './sampled-out';

/** per span, like the bus's tracer: a provider registered later (or again) is the one used */
const tracer = () => trace.getTracer('@resellpk/app');

/**
 * Runs `fn` in an INTERNAL span named `name` (a saga step, a job run): the span is active inside
 * `fn`, so bus calls, queries and events it makes are its children. Ends with an error status when
 * `fn` throws (rethrown unchanged). A no-op wrapper while tracing is off, and inside a sampled-out
 * trace (no span made: ParentBased would record nothing; `fn` keeps the caller's context, so the
 * trace stays sampled out downstream instead of the step starting a new one).
 */
export async function withSpan<T>(name: string, fn: () => Promise<T> | T, attributes?: Attributes): Promise<T> {
  if (unsampledParent(context.active())) return fn();
  const span = tracer().startSpan(name);
  // set after the sampler's decision: a span that records nothing takes no attributes
  if (attributes && span.isRecording()) span.setAttributes(attributes);
  const ctx = contextForSpan(context.active(), span);
  try {
    return await (ctx ? context.with(ctx, fn) : fn());
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
