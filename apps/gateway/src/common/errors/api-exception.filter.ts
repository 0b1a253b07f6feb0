import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { createLogger } from '@resellpk/backend-logging';
import type { FastifyReply } from 'fastify';
import { correlationIdOf, type GatewayRequest } from '../http/request-context';
import { toApiError } from './api-error';

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
    res.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
