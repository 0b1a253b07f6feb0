import type { Span } from '@opentelemetry/api';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import type { IncomingHttpHeaders } from 'node:http';

/** Probes and scrapes every few seconds would bury the requests worth reading. */
export function isProbeOrScrape(url: string | undefined): boolean {
  // runs on every request: prefix checks, no string built
  if (!url) return false;
  if (url.startsWith('/api/health') || url.startsWith('/health/')) return true;
  return isPath(url, '/health') || isPath(url, '/metrics');
}

/** `url` is `path` itself, with or without a query. */
function isPath(url: string, path: string): boolean {
  return url.startsWith(path) && (url.length === path.length || url.charCodeAt(path.length) === 63 /* ? */);
}

/** The ids a browser or a caller may send with a request; kept on the server span to find its trace. */
export const REQUEST_ID_HEADERS = ['x-correlation-id', 'x-request-id'] as const;
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function recordRequestIds(span: Span, headers: IncomingHttpHeaders): void {
  for (const header of REQUEST_ID_HEADERS) {
    const value = headers[header];
    // the OpenTelemetry convention for a captured request header (a list of its values)
    if (typeof value === 'string' && SAFE_ID.test(value)) span.setAttribute(`http.request.header.${header}`, [value]);
  }
}

/**
 * PostgreSQL and Redis, only inside a trace: the outbox relay's polling, BullMQ's and the jobs'
 * background queries would otherwise each start a trace of their own. No HTTP instrumentation:
 * the gateway's requests get a lighter span of their own (fastify-server-spans.ts), the services
 * serve HTTP only for probes and scrapes, and no backend code calls out over HTTP.
 */
export function defaultInstrumentations(): Instrumentation[] {
  return [
    new PgInstrumentation({ requireParentSpan: true }),
    new IORedisInstrumentation({ requireParentSpan: true }),
  ];
}
