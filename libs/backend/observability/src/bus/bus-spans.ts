import { context, isSpanContextValid, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';
import { contextForSpan, unsampledParent } from './sampled-out';

/**
 * The bus's spans, named and attributed per the OpenTelemetry messaging conventions:
 * `<subject> <operation>` with `messaging.system=nats`, `messaging.destination.name=<subject>`,
 * `messaging.operation.type` and `messaging.operation.name`. The tracer records once the tracing
 * setup registers a provider, and is a no-op (no allocation of note) until then.
 */
export const BUS_TRACER_NAME = '@resellpk/bus';
// looked up per span, not kept: a tracing setup stopped and started again (tests do) registers a
// new provider, and a kept proxy tracer would still hold the first one
const tracer = () => trace.getTracer(BUS_TRACER_NAME);

/** `send`: a request (CLIENT); `process`: answering it or applying an event (SERVER / CONSUMER); `publish`: the outbox relay (PRODUCER). */
export type BusOperation = 'send' | 'process' | 'publish';

const OPERATION_TYPE: Record<BusOperation, string> = { send: 'send', process: 'process', publish: 'send' };

// subjects come from the contracts' registry: a bounded set, so the names are built once each
const names = new Map<string, string>();
function spanName(subject: string, operation: BusOperation): string {
  const key = `${operation} ${subject}`;
  let name = names.get(key);
  if (name === undefined) {
    name = `${subject} ${operation}`;
    if (names.size < 2000) names.set(key, name);
  }
  return name;
}

/**
 * Starts a bus span as a child of `parent`; the caller ends it (`endSpan`). In a sampled-out trace
 * it makes none and returns the parent's non-recording span, so the hop passes the same context
 * on (`traceparent` with the sampled flag 0) at the cost of a look-up; ending it does nothing. The
 * attributes are set once the sampler has kept the span (ours reads none), never built for one
 * that records nothing.
 */
export function startBusSpan(subject: string, operation: BusOperation, kind: SpanKind, parent: Context, extra?: Attributes): Span {
  const unsampled = unsampledParent(parent);
  if (unsampled) return unsampled;
  const span = tracer().startSpan(spanName(subject, operation), { kind }, parent);
  if (span.isRecording()) {
    span.setAttributes({
      'messaging.system': 'nats',
      'messaging.destination.name': subject,
      'messaging.operation.type': OPERATION_TYPE[operation],
      'messaging.operation.name': operation,
    });
    if (extra) span.setAttributes(extra);
  }
  return span;
}

/** Ends a span with an error status when `error` is given (its message, never a payload). */
export function endSpan(span: Span, error?: unknown, errorType?: string): void {
  if (error !== undefined || errorType !== undefined) {
    if (span.isRecording()) {
      if (error instanceof Error) span.recordException(error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: errorType ?? (error instanceof Error ? error.message : String(error)) });
      if (errorType) span.setAttribute('error.type', errorType);
    }
  }
  span.end();
}

/** True when the span has a context worth passing on (recording, or sampled out but part of a trace). */
export function isLiveSpan(span: Span): boolean {
  return span.isRecording() || isSpanContextValid(span.spanContext());
}

/**
 * Runs `fn` with `span` active: a recording span in the span slot, a sampled-out one where the
 * pg and ioredis instrumentations do not look (sampled-out.ts); with tracing off (no valid span)
 * it just calls `fn`, building no context.
 */
export function withActiveSpan<T>(span: Span, fn: () => T): T {
  const ctx = contextForSpan(context.active(), span);
  return ctx ? context.with(ctx, fn) : fn();
}

export { SpanKind };
