import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, type Span, type TextMapGetter, type Tracer } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { contextForSpan, unsampledParent } from '../bus/sampled-out';
import { isProbeOrScrape, recordRequestIds } from './instrumentations';
import { currentTracing } from './start-tracing';

/** The tracer's scope: a span's `scope` in a TRACES_FILE. */
export const HTTP_SERVER_TRACER_NAME = '@resellpk/http-server';

const SPAN = 'otelServerSpan';

const headerGetter: TextMapGetter<IncomingHttpHeaders> = {
  get: (headers, key) => headers[key],
  keys: (headers) => Object.keys(headers),
};

/**
 * The gateway's HTTP SERVER spans, in place of @opentelemetry/instrumentation-http's, which wraps
 * every request and response and builds the span's attributes before the sampler has spoken
 * (work every request paid, the 90 % sampled out included; bench/README.md, *Figures once quoted
 * in code comments*). Here the sampler decides first: a sampled-out request costs a span context
 * and one `context.with` (its context still flows, so
 * the bus's `traceparent` carries the "not sampled" decision onward; kept out of the span slot, so
 * the gateway's Redis calls are not instrumented for nothing); attributes are built only for a
 * recorded span. Probes and scrapes get nothing.
 *
 * The span is started in the first onRequest hook and the rest of the request runs inside its
 * context: `done` is called in `context.with`, the following hooks (Nest's middleware: the
 * correlation id becomes the trace id) and the handler run in it; Fastify runs body parsing's
 * continuation in the scope it started from (an AsyncResource), so a slow body keeps it too.
 * Span name and `http.route`: the route template (`POST /api/v1/orders`), never a raw path.
 * A request whose client goes away before the response is finished leaves its span unended
 * (dropped, never exported). Call before the routes and plugins are registered; with tracing
 * off no hook is added.
 *
 * `first`: Nest's FastifyAdapter, whose request hook runs before Nest's middleware (middie is
 * registered, with its onRequest hook, inside NestFactory.create, so a hook added afterwards runs
 * after the middleware): the request-logging middleware then sees the span and makes the trace id
 * the correlation id.
 */
export function traceFastifyRequests(fastify: FastifyInstance, first?: { setOnRequestHook(hook: onRequestHookHandler): void }): void {
  const tracing = currentTracing();
  if (!tracing) return;
  // kept: getTracer per request builds its cache key; the hook lives as long as this provider
  const tracer: Tracer = tracing.provider.getTracer(HTTP_SERVER_TRACER_NAME);
  fastify.decorateRequest(SPAN, null);

  const startSpan: onRequestHookHandler = (request, _reply, done) => {
    if (isProbeOrScrape(request.url)) return done();
    const headers = request.headers;
    const parent = headers.traceparent === undefined ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, headers, headerGetter);
    // a caller that sampled its trace out: ParentBased would say no, so no span is made at all.
    // Else no name worth building yet: the sampler does not read it, the route names a recorded span at the end
    const span = unsampledParent(parent) ?? tracer.startSpan(request.method, { kind: SpanKind.SERVER }, parent);
    if (span.isRecording()) {
      startAttributes(span, request);
      (request as SpanHolder)[SPAN] = span;
    }
    // sampled out: the span goes where pg and ioredis do not look (sampled-out.ts), the bus still carries it
    const ctx = contextForSpan(parent, span);
    if (ctx) context.with(ctx, done);
    else done();
  };
  if (first) first.setOnRequestHook(startSpan);
  else fastify.addHook('onRequest', startSpan);

  fastify.addHook('onResponse', (request, reply, done) => {
    const span = (request as SpanHolder)[SPAN];
    if (span?.isRecording()) {
      const route = request.is404 ? undefined : request.routeOptions.url;
      if (route) {
        span.updateName(`${request.method} ${route}`);
        span.setAttribute('http.route', route);
      }
      const status = reply.statusCode;
      span.setAttribute('http.response.status_code', status);
      // a server span is an error only for a 5xx (OpenTelemetry HTTP conventions): a 4xx is the caller's
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}

type SpanHolder = FastifyRequest & { [SPAN]?: Span | null };

function startAttributes(span: Span, request: FastifyRequest): void {
  const url = request.url;
  const query = url.indexOf('?');
  // the path only: a query may carry a token
  span.setAttribute('url.path', query < 0 ? url : url.slice(0, query));
  span.setAttribute('http.request.method', request.method);
  recordRequestIds(span, request.headers);
}
