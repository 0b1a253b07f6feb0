import { type DynamicModule, Module, type MiddlewareConsumer, type NestModule, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLogger } from './create-logger';
import { normalizeCorrelationId, runWithCorrelation } from './correlation';

export const CORRELATION_HEADER = 'x-correlation-id';

/** Reads (or makes) the request's correlation id once and pins it on the request headers. */
function correlationIdOf(req: IncomingMessage & { id?: unknown }): string {
  const id = normalizeCorrelationId(req.headers[CORRELATION_HEADER] ?? req.id);
  req.headers[CORRELATION_HEADER] = id;
  return id;
}

/** Runs the rest of the HTTP pipeline inside the correlation context and echoes the id back. */
function correlationMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const id = correlationIdOf(req);
  if (!res.headersSent) res.setHeader(CORRELATION_HEADER, id);
  runWithCorrelation(id, next);
}

@Module({})
export class LoggingModule implements NestModule {
  /** nestjs-pino with pino-http: request id = correlation id (header `x-correlation-id` or new). */
  static forRoot(service: string): DynamicModule {
    const logger = createLogger(service);
    return {
      module: LoggingModule,
      global: true,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            logger,
            genReqId: (req) => correlationIdOf(req),
            customProps: (req) => ({ correlationId: (req as IncomingMessage & { id?: unknown }).id }),
            // Health probes every few seconds would drown the useful lines.
            autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') || req.url === '/health' },
            quietReqLogger: true,
          },
          // Express 5 route syntax: nestjs-pino's default '*' makes Nest warn at every boot
          forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
        }),
      ],
      exports: [LoggerModule],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(correlationMiddleware).forRoutes('{*splat}');
  }
}
