import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { VersioningType } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestPinoLogger } from '@resellpk/backend-logging';
import { traceFastifyRequests } from '@resellpk/backend-observability/tracing';
import { instrumentFastify, startProcessMetrics } from '@resellpk/backend-observability';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { answerUnroutable } from './common/errors/framework-errors';
import { JSON_BODY_LIMIT_BYTES, jsonTextTooDeep, tooDeep } from './common/http/body-limits';
import { hasNoBody, MultipartOnlyForUploadsGuard, unsupportedMediaType } from './common/http/json-only';
import { MULTIPART_LIMITS } from './common/http/multipart';
import { createValidationPipe } from './common/validation/validation.pipe';
import type { GatewayConfig } from './config/gateway-config';
import { setupOpenApi } from './openapi';
import { CorsIoAdapter } from './realtime/cors-io.adapter';

/** `trust proxy` accepts a boolean, a hop count or a list of subnets/keywords (proxy-addr, as Express). */
function trustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * JSON bodies only (an empty body is `{}`, not an error); any other content type with a body is a
 * 415 in the error shape (json-only.ts: a cross-site form cannot post to the API). Fastify's own
 * text/plain parser is removed with the rest. JSON nested deeper than MAX_JSON_DEPTH is a 400 before
 * it is parsed: everything after the parser walks bodies recursively. Multipart is
 * @fastify/multipart's (registered after these), taken only by the upload routes
 * (MultipartOnlyForUploadsGuard) and read through `readMultipart` only.
 */
function registerBodyParsers(fastify: FastifyInstance): void {
  const json = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT_BYTES }, (req, body, done) => {
    const text = body.toString();
    // body-parser read an empty body as {}; Fastify's parser refuses it
    if (text.trim() === '') return done(null, {});
    if (jsonTextTooDeep(text)) return done(tooDeep(), undefined);
    json(req, text, done);
  });
  fastify.addContentTypeParser('*', (req, payload, done) => {
    // a Content-Type on an empty body is nothing to refuse; anything else is not read at all
    if (!hasNoBody(req.headers)) return done(unsupportedMediaType(), undefined);
    payload.resume();
    payload.on('end', () => done(null, undefined));
    payload.on('error', (err) => done(err, undefined));
  });
}

/**
 * helmet's headers on every response, as the Express gateway sent them. helmet's middleware is
 * built once and run on the raw request/response in one onRequest hook: @fastify/helmet builds a
 * new helmet middleware (parsing the CSP directives again) in two hooks per request, a share of
 * the gateway's CPU under load worth saving for the same headers (bench/README.md, "Gateway on
 * Fastify").
 */
function useSecurityHeaders(fastify: FastifyInstance, config: GatewayConfig): void {
  // Only the docs page is HTML; over plain HTTP (local, docker) upgrading its requests would break it.
  const secure = helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: config.COOKIE_SECURE ? [] : null } } });
  fastify.addHook('onRequest', (request, reply, done) => secure(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
}

/** Builds the fully configured gateway (not yet listening); main.ts and the tests share it. */
export async function createGatewayApp(config: GatewayConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    frameworkErrors: answerUnroutable,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(NestPinoLogger));
  const fastify = app.getHttpAdapter().getInstance();
  // traced: a SERVER span per request (named after its route template), started in the adapter's
  // first hook (before Nest's middleware, which makes the trace id the correlation id) and active through the handler
  traceFastifyRequests(fastify, adapter);
  // before any route is registered: every route's requests are counted under its template
  instrumentFastify(fastify);
  startProcessMetrics();
  registerBodyParsers(fastify);
  app.setGlobalPrefix('api');
  app.enableVersioning({ type: VersioningType.URI, defaultVersion: '1' });
  useSecurityHeaders(fastify, config);
  // the API reads the refresh and device cookies (path /api/v1/auth); parsing is skipped when no Cookie header is sent
  await app.register(fastifyCookie);
  // deny-by-default limits (no text fields); a route that reads multipart does it through readMultipart
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  app.useGlobalGuards(new MultipartOnlyForUploadsGuard(app.get(Reflector)));
  // Retry-After is the standard header every 429 and 503/504 carries (GatewayThrottlerGuard, ApiExceptionFilter)
  app.enableCors({ origin: config.APP_ORIGINS, credentials: true, exposedHeaders: ['x-correlation-id', 'retry-after'] });
  app.useGlobalPipes(createValidationPipe());

  app.useWebSocketAdapter(new CorsIoAdapter(app, config.APP_ORIGINS));

  // the document lists every route and field: an attacker's map, so production serves it only when asked to
  if (config.NODE_ENV !== 'production' || config.API_DOCS_ENABLED) setupOpenApi(app, { serverUrl: config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`, termsUrl: `${config.APP_ORIGINS[0]}/terms` });
  app.enableShutdownHooks();
  return app;
}
