import { context, createContextKey, isSpanContextValid, trace, type Span } from '@opentelemetry/api';

/**
 * Where @resellpk/backend-observability keeps a sampled-out trace's span (its sampled-out.ts, out
 * of the span slot so pg and ioredis do not instrument the queries of a trace never exported).
 * createContextKey is `Symbol.for(description)`: the same description is the same key, without
 * this util lib importing that one. Do not change it on one side only.
 */
const SAMPLED_OUT_SPAN_KEY = createContextKey('@resellpk/sampled-out-span');

/**
 * The trace id of the span this code runs in, or undefined when tracing is off (no provider
 * registered: the API's no-op answers without a span) or outside any span. A sampled-out
 * request's too: its logs still share one id across the services it reaches.
 */
export function activeTraceId(): string | undefined {
  const active = context.active();
  const span = trace.getSpan(active) ?? (active.getValue(SAMPLED_OUT_SPAN_KEY) as Span | undefined);
  if (!span) return undefined;
  const spanContext = span.spanContext();
  return isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}
