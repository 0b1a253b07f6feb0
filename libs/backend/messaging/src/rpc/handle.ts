import type { RequestContext, ServiceReply } from '@resellpk/contracts';
import { createLogger, runWithCorrelation, type Logger } from '@resellpk/backend-logging';
import { isTransientDatabaseError } from '@resellpk/backend-persistence';
import { MSG } from '@resellpk/domain';
import { busServerRequestDuration, busServerRequests, contextFromCarrier, contextFromHeaders, endSpan, startBusSpan, withActiveSpan, type HeaderReader, type ServerOutcome, type TraceCarrier } from '@resellpk/backend-observability';
import { SpanKind } from '@opentelemetry/api';
import { ServiceFailure } from './service-failure';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

let logger: Logger | undefined;
function log(): Logger {
  return (logger ??= createLogger(process.env.SERVICE_NAME || 'service'));
}
/** Lets a service name the logger used for unexpected errors (bootstrapService does it). */
export function setHandleLogger(next: Logger): void {
  logger = next;
}

/**
 * Runs a request handler and turns its outcome into a ServiceReply: data on success, the typed
 * error of a ServiceFailure, and a generic INTERNAL error (logged with its stack) for anything
 * else so internals never leak to users. With `ctx`, runs inside the caller's correlation id.
 */
export function handle<T>(fn: () => Promise<T> | T, ctx?: Pick<RequestContext, 'correlationId'>): Promise<ServiceReply<T>> {
  const run = async (): Promise<ServiceReply<T>> => {
    try {
      return { ok: true, data: await fn() };
    } catch (error) {
      if (error instanceof ServiceFailure) return { ok: false, error: error.error };
      if (isTransientDatabaseError(error)) {
        // overload or a lock conflict, not a bug: the caller may try again (503), nothing changed
        log().warn({ err: error }, 'database busy while handling a request; answered UNAVAILABLE');
        return { ok: false, error: { code: 'UNAVAILABLE', message: MSG.serviceUnavailable } };
      }
      log().error({ err: error }, 'unexpected error while handling a request');
      return { ok: false, error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } };
    }
  };
  return ctx?.correlationId ? runWithCorrelation(ctx.correlationId, run) : run();
}

/**
 * `handle` for a request that arrived over NATS on `subject` (the @Handles path): runs it in a
 * SERVER span, child of the caller's span when its request carried a `traceparent` (in its `trace`,
 * or in the message headers as callers of earlier releases sent it), and counts it
 * in bus_server_requests_total / bus_server_request_duration_seconds. Outcome: `ok`, `error` (a
 * typed ServiceError answered), `failure` (INTERNAL: the handler crashed).
 */
export async function serveRequest<T>(
  subject: string,
  trace: TraceCarrier | HeaderReader | undefined,
  fn: () => Promise<T> | T,
  ctx?: Pick<RequestContext, 'correlationId'>,
): Promise<ServiceReply<T>> {
  const started = process.hrtime.bigint();
  const parent = typeof trace?.get === 'function' ? contextFromHeaders(trace as HeaderReader) : contextFromCarrier(trace as TraceCarrier | undefined);
  const span = startBusSpan(subject, 'process', SpanKind.SERVER, parent);
  const reply = await withActiveSpan(span, () => handle(fn, ctx));
  const outcome: ServerOutcome = reply.ok ? 'ok' : reply.error.code === 'INTERNAL' ? 'failure' : 'error';
  endSpan(span, undefined, reply.ok ? undefined : reply.error.code);
  busServerRequests.inc({ subject, outcome });
  busServerRequestDuration.observe({ subject, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
  return reply;
}
