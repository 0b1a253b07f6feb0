import { CORRELATION_HEADER, normalizeCorrelationId } from '@resellpk/backend-logging';
import type { ApiErrorBody } from '@resellpk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const NOT_FOUND_MESSAGE = 'Not found.';

/**
 * Fastify's router refuses some URLs before any hook or Nest code runs: a path parameter that is
 * not valid percent-encoding (FST_ERR_BAD_URL) or longer than `maxParamLength` (414). Such a URL
 * names nothing that exists, so it is the same 404 in the error shape as any unknown id, with
 * its correlation id (the logging middleware has not run yet).
 */
export function answerUnroutable(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const correlationId = normalizeCorrelationId(request.headers[CORRELATION_HEADER]);
  const body: ApiErrorBody = { statusCode: 404, code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE, correlationId };
  void reply
    .status(404)
    .header(CORRELATION_HEADER, correlationId)
    .header('x-content-type-options', 'nosniff')
    .header('content-type', 'application/json; charset=utf-8')
    .send(body);
}
