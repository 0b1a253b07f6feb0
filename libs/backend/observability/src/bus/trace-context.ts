import { context, propagation, ROOT_CONTEXT, type Context, type TextMapGetter } from '@opentelemetry/api';
import { withParentInSlot } from './sampled-out';

/**
 * W3C trace context (`traceparent`, `tracestate`) as a plain record: what goes into NATS message
 * headers and into an outbox row. Only `@opentelemetry/api`: without a registered SDK the
 * propagator is a no-op, the record stays empty and nothing is written (tracing off costs nothing).
 */
export type TraceCarrier = Record<string, string>;

/**
 * The trace context of `ctx` (default: the active one), or undefined when there is none to carry.
 * A sampled-out trace's too (kept out of the span slot, sampled-out.ts): its `traceparent` has the
 * sampled flag 0, so the next hop does not start a trace of its own.
 */
export function traceCarrier(ctx: Context = context.active()): TraceCarrier | undefined {
  const carrier: TraceCarrier = {};
  propagation.inject(withParentInSlot(ctx), carrier);
  // `for in` instead of Object.keys: no array built on the hot path
  for (const _key in carrier) return carrier;
  return undefined;
}

/** The headers of a NATS message (nats.js MsgHdrs): only what extraction needs. */
export interface HeaderReader {
  get(key: string): string;
  keys(): string[];
}

const headerGetter: TextMapGetter<HeaderReader> = {
  get: (headers, key) => headers.get(key) || undefined,
  keys: (headers) => headers.keys(),
};

const recordGetter: TextMapGetter<TraceCarrier> = {
  get: (carrier, key) => carrier[key],
  keys: (carrier) => Object.keys(carrier),
};

/** The caller's context from a NATS message's headers; the root context when it has none. */
export function contextFromHeaders(headers: HeaderReader | undefined): Context {
  return headers ? propagation.extract(ROOT_CONTEXT, headers, headerGetter) : ROOT_CONTEXT;
}

/** The context stored in a carrier (an outbox row's); the root context when there is none. */
export function contextFromCarrier(carrier: TraceCarrier | null | undefined): Context {
  return carrier ? propagation.extract(ROOT_CONTEXT, carrier, recordGetter) : ROOT_CONTEXT;
}
