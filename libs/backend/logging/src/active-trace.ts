import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * The trace id of the span this code runs in, or undefined when tracing is off (no provider
 * registered: the API's no-op answers without a span) or outside any span.
 */
export function activeTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const context = span.spanContext();
  return isSpanContextValid(context) ? context.traceId : undefined;
}
