import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ParameterObject, PathItemObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { IS_PUBLIC_KEY, OPTIONAL_AUTH_KEY, ROLES_KEY } from '@resellpk/backend-auth';
import { REFRESH_COOKIE } from './auth/refresh-cookie';
import { ApiErrorDto, derivedErrorStatuses, errorResponse } from './common/http/api-docs';
import { RATE_LIMIT_SCOPE_KEY } from './common/throttling/rate-limit';

export const DOCS_PATH = 'api/docs';
export const DOCS_JSON_PATH = 'api/docs-json';

/** @SkipThrottle()'s metadata for the default throttler (@nestjs/throttler does not export the key). */
const SKIP_DEFAULT_THROTTLE_KEY = 'THROTTLER:SKIPdefault';
/** DocumentBuilder's default name for addBearerAuth(), the one @ApiBearerAuth() refers to. */
const BEARER_SCHEME = 'bearer';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Handler {
  controller: Type<unknown>;
  method: (...args: unknown[]) => unknown;
}

/** swagger's default operation id, remembering which controller method each id names. */
function recordingOperationIds(handlers: Map<string, { controllerKey: string; methodKey: string }>) {
  return (controllerKey: string, methodKey: string, version?: string): string => {
    const base = controllerKey ? `${controllerKey}_${methodKey}` : methodKey;
    const id = version ? `${base}_${version}` : base;
    handlers.set(id, { controllerKey, methodKey });
    return id;
  };
}

function controllersByName(app: INestApplication): Map<string, Type<unknown>> {
  const out = new Map<string, Type<unknown>>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) if (metatype) out.set(metatype.name, metatype as Type<unknown>);
  }
  return out;
}

/**
 * Adds to every operation the error statuses that follow from its route (guards, rate limits,
 * path and query parameters, body; see `derivedErrorStatuses`) and the security its guard asks
 * for, so a new route documents them without anyone listing them. What a controller documents
 * itself is kept as it is.
 */
function completeErrorResponses(document: OpenAPIObject, handlers: Map<string, Handler>): void {
  const reflector = new Reflector();
  const errorRef = getSchemaPath(ApiErrorDto);
  for (const item of Object.values(document.paths) as PathItemObject[]) {
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      const handler = operation?.operationId ? handlers.get(operation.operationId) : undefined;
      if (!operation || !handler) continue;
      const targets = [handler.method, handler.controller];
      const parameters = (operation.parameters ?? []) as ParameterObject[];
      const isPublic = !!reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets);
      const optionalAuth = !!reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH_KEY, targets);
      const statuses = derivedErrorStatuses({
        method,
        isPublic,
        optionalAuth,
        roles: reflector.getAllAndOverride<string[]>(ROLES_KEY, targets) ?? [],
        throttled: !reflector.getAllAndOverride<boolean>(SKIP_DEFAULT_THROTTLE_KEY, targets) || !!Reflect.getMetadata(RATE_LIMIT_SCOPE_KEY, handler.method),
        hasPathParams: parameters.some((p) => p.in === 'path'),
        hasQuery: parameters.some((p) => p.in === 'query'),
        hasBody: !!operation.requestBody,
      });
      for (const status of statuses) operation.responses[status] ??= errorResponse(status, errorRef);
      operation.security ??= securityOf(isPublic, optionalAuth);
    }
  }
}

/**
 * An operation that names no scheme itself says what the guard asks: nothing for a public route
 * (`[]`, not "whatever the document's default is"), the access token or nothing for optional auth,
 * else the access token. Clients generated from the document then send the token where it counts.
 */
function securityOf(isPublic: boolean, optionalAuth: boolean): OperationObject['security'] {
  if (optionalAuth) return [{}, { [BEARER_SCHEME]: [] }];
  return isPublic ? [] : [{ [BEARER_SCHEME]: [] }];
}

export interface OpenApiOptions {
  /** The server the document names: PUBLIC_BASE_URL, the API's public address. */
  serverUrl: string;
  /** The web app's terms of use, which govern the API too (its license). */
  termsUrl: string;
}

export function buildOpenApiDocument(app: INestApplication, opts: OpenApiOptions): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('ResellPK API')
    .setDescription(
      'REST API of the ResellPK gateway. Money fields are integer paisa. Errors are ' +
        '`{statusCode, code, message, field?, correlationId}`. Send `x-correlation-id` to trace a request.',
    )
    .setVersion('1')
    .addServer(opts.serverUrl, 'The ResellPK API (PUBLIC_BASE_URL)')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from login, signup or refresh' }, BEARER_SCHEME)
    // named after the cookie, as @ApiCookieAuth(REFRESH_COOKIE) on refresh and logout refers to it
    .addCookieAuth(REFRESH_COOKIE, { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE, description: 'The refresh token (HttpOnly cookie, path /api/v1/auth)' }, REFRESH_COOKIE)
    .build();
  // not an open API: its use is governed by the product's terms
  config.info.license = { name: 'Proprietary (ResellPK terms of use)', url: opts.termsUrl };
  const ids = new Map<string, { controllerKey: string; methodKey: string }>();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: recordingOperationIds(ids), extraModels: [ApiErrorDto] });
  const controllers = controllersByName(app);
  const handlers = new Map<string, Handler>();
  for (const [id, { controllerKey, methodKey }] of ids) {
    const controller = controllers.get(controllerKey);
    const method = controller?.prototype[methodKey];
    if (controller && typeof method === 'function') handlers.set(id, { controller, method });
  }
  completeErrorResponses(document, handlers);
  return document;
}

/** Swagger UI at /api/docs, the JSON document at /api/docs-json. */
export function setupOpenApi(app: INestApplication, opts: OpenApiOptions): void {
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app, opts), { jsonDocumentUrl: DOCS_JSON_PATH });
}
