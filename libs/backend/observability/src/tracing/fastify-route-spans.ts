import { trace } from '@opentelemetry/api';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { currentTracing } from './start-tracing';

/**
 * Names each HTTP server span after its route template (`GET /api/v1/orders/:id`, attribute
 * `http.route`) instead of the bare method the HTTP instrumentation knows: a trace list is then
 * readable and its names stay a bounded set (never a raw path). Call before the routes are
 * registered; with tracing off no hook is added.
 */
export function nameServerSpansByRoute(fastify: FastifyInstance): void {
  if (!currentTracing()) return;
  fastify.addHook('onRoute', (route) => {
    const template = route.url;
    const name = (method: string) => `${method} ${template}`;
    const hook: onRequestHookHandler = (request, _reply, done) => {
      const span = trace.getActiveSpan();
      if (span?.isRecording()) {
        span.updateName(name(request.method));
        span.setAttribute('http.route', template);
      }
      done();
    };
    route.onRequest = route.onRequest ? [hook, ...([] as onRequestHookHandler[]).concat(route.onRequest as onRequestHookHandler | onRequestHookHandler[])] : [hook];
  });
}
