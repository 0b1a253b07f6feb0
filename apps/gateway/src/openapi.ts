import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { REFRESH_COOKIE } from './auth/refresh-cookie';

export const DOCS_PATH = 'api/docs';
export const DOCS_JSON_PATH = 'api/docs-json';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('ResellPK API')
    .setDescription(
      'REST API of the ResellPK gateway. Money fields are integer paisa. Errors are ' +
        '`{statusCode, code, message, field?, correlationId}`. Send `x-correlation-id` to trace a request.',
    )
    .setVersion('1')
    .addBearerAuth()
    .addCookieAuth(REFRESH_COOKIE)
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Swagger UI at /api/docs, the JSON document at /api/docs-json. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app), { jsonDocumentUrl: DOCS_JSON_PATH });
}
