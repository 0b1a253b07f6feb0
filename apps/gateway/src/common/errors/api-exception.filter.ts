import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { createLogger } from '@resellpk/backend-logging';
import type { FastifyReply } from 'fastify';
import { correlationIdOf, type GatewayRequest } from '../http/request-context';
import { toApiError } from './api-error';

/**
 * A 503 (a service down or restarting, a database blip) is worth retrying: clients are told when.
 * A service restarted by the supervisor is back within seconds, so one second is the hint.
 */
export const RETRY_AFTER_SECONDS = 1;

/** Every REST error leaves as `{statusCode, code, message, field?, correlationId}`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = createLogger('gateway');

  catch(exception: unknown, host: ArgumentsHost): void {
    // socket.io errors are handled by the realtime gateway itself
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const req = http.getRequest<GatewayRequest>();
    const res = http.getResponse<FastifyReply>();
    const { body, expected } = toApiError(exception, correlationIdOf(req));
    if (!expected) {
      this.logger.error(
        { err: exception, correlationId: body.correlationId, method: req.method, url: req.originalUrl },
        'Unhandled error while serving a request',
      );
    }
    if (res.sent || res.raw.headersSent) return;
    res.status(body.statusCode).header('content-type', 'application/json; charset=utf-8');
    // a limiter may have set its own, longer hint already; a 504 (a service that did not answer in
    // time, e.g. the bus unreachable) is as retryable as a 503: callers retry with their idempotency key
    if ((body.statusCode === 503 || body.statusCode === 504) && !res.getHeader('retry-after')) res.header('retry-after', String(RETRY_AFTER_SECONDS));
    res.send(body);
  }
}
