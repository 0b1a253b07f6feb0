import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { recordHttpRequest, registerHttpRoute } from '../metrics/http.metrics';

/**
 * HTTP RED metrics for a Fastify app (http.metrics.ts). Call before the routes are registered:
 * each route gets an onResponse hook that already knows its template (Fastify's
 * `request.routeOptions` builds a new object on every read); a request no route matched (a 404) is
 * recorded by one app-wide hook as route `other`. Duration is Fastify's own `reply.elapsedTime`.
 */
export function instrumentFastify(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const template = route.url;
    registerHttpRoute(template);
    const record: onResponseHookHandler = (request, reply, done) => {
      recordHttpRequest(request.method, template, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = route.onResponse ? [...([] as onResponseHookHandler[]).concat(route.onResponse as onResponseHookHandler | onResponseHookHandler[]), record] : [record];
  });
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (request.is404) recordHttpRequest(request.method, undefined, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
