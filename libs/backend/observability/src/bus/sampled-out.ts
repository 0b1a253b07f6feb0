import { createContextKey, isSpanContextValid, trace, TraceFlags, type Context, type Span } from '@opentelemetry/api';

/**
 * Where a sampled-out trace's span lives in a context: under this key, never in the span slot.
 *
 * Why: pg's and ioredis's instrumentations (`requireParentSpan`) only ask whether the active
 * context holds SOME span. With a sampled-out request's non-recording span in the slot, every
 * query and Redis command of the 90 % that are never exported went down their full path (the
 * sampler, attributes, SQL parsing, callback wrapping, a pool-connect span) for nothing. Kept
 * here, the instrumentations see no parent and step aside at their first check, while
 * traceCarrier, the bus's spans and withSpan read it, so `traceparent` still goes downstream with
 * the sampled flag 0 (a trace stays whole or absent) and the logs' correlation id is the trace id.
 *
 * @resellpk/backend-logging's activeTraceId reads the same key: createContextKey is
 * `Symbol.for(description)`, so the description is the contract (logging is a util lib and may
 * not import this one). Do not change it on one side only.
 */
export const SAMPLED_OUT_SPAN_KEY = createContextKey('@resellpk/sampled-out-span');

/** The span a new span in `ctx` would be the child of: the active one, else the sampled-out one. */
export function parentSpanOf(ctx: Context): Span | undefined {
  return trace.getSpan(ctx) ?? (ctx.getValue(SAMPLED_OUT_SPAN_KEY) as Span | undefined);
}

/**
 * The parent when a span started in `ctx` would not be sampled: a non-recording span of a trace
 * whose sampled flag is 0 (the caller's or this request's decision). The sampler is ParentBased
 * (start-tracing.ts; the SDK's default too), which answers "not sampled" for such a parent
 * without looking further, so the bus and withSpan make no span at all and pass this one on.
 */
export function unsampledParent(ctx: Context): Span | undefined {
  const span = parentSpanOf(ctx);
  if (!span || span.isRecording()) return undefined;
  const spanContext = span.spanContext();
  return (spanContext.traceFlags & TraceFlags.SAMPLED) === 0 && isSpanContextValid(spanContext) ? span : undefined;
}

/**
 * The context to run `span`'s work in: a recording span in the span slot (its children and the
 * instrumentations see it); a sampled-out one under SAMPLED_OUT_SPAN_KEY, with the slot emptied
 * (so the key only ever holds a non-recording span whose sampled flag is 0);
 * undefined for a span of no trace (tracing off): run without a context of its own.
 */
export function contextForSpan(ctx: Context, span: Span): Context | undefined {
  const spanContext = span.spanContext();
  // (a non-recording span of a sampled trace, which no sampler here makes, keeps the slot)
  if (span.isRecording() || spanContext.traceFlags & TraceFlags.SAMPLED) return trace.setSpan(ctx, span);
  if (!isSpanContextValid(spanContext)) return undefined;
  const base = trace.getSpan(ctx) ? trace.deleteSpan(ctx) : ctx;
  return base.getValue(SAMPLED_OUT_SPAN_KEY) === span ? base : base.setValue(SAMPLED_OUT_SPAN_KEY, span);
}

/** `ctx` as the propagator and the tracer must see it: a sampled-out span put back in the span slot. */
export function withParentInSlot(ctx: Context): Context {
  if (trace.getSpan(ctx)) return ctx;
  const sampledOut = ctx.getValue(SAMPLED_OUT_SPAN_KEY) as Span | undefined;
  return sampledOut ? trace.setSpan(ctx, sampledOut) : ctx;
}
