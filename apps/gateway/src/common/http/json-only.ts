import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { MSG } from '@resellpk/domain';
import type { FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

/** The one other body type, taken only by the upload routes (screenshots, product images, QR codes). */
export const MULTIPART = 'multipart/form-data';

/**
 * The 415 for a body the API does not take. JSON only: a browser sends a cross-site form or a
 * "simple" fetch (urlencoded, multipart, text/plain) without asking first, while a JSON body from
 * another site needs a CORS preflight, which the gateway refuses for origins not its own.
 */
export function unsupportedMediaType(): ServiceFailure {
  return new ServiceFailure('UNSUPPORTED_MEDIA_TYPE', MSG.jsonBodyRequired);
}

/** No body at all (as Fastify decides it): a POST without one, whatever its Content-Type, is nothing to refuse. */
export function hasNoBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] === undefined && (headers['content-length'] === undefined || headers['content-length'] === '0');
}

/**
 * Multipart reaches only the routes documented as taking it (`@ApiConsumes('multipart/form-data')`,
 * so the OpenAPI document and the server agree); every other route answers a multipart body with
 * 415. Other non-JSON bodies are refused by the body parsers already (create-app.ts).
 */
@Injectable()
export class MultipartOnlyForUploadsGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (!req.isMultipart?.()) return true;
    const consumes = this.reflector.getAllAndOverride<string[] | undefined>(DECORATORS.API_CONSUMES, [context.getHandler(), context.getClass()]) ?? [];
    if (consumes.includes(MULTIPART)) return true;
    throw unsupportedMediaType();
  }
}
