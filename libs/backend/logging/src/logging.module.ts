import { type DynamicModule, Inject, Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { Logger as NestPinoLogger, PARAMS_PROVIDER_TOKEN, PinoLogger } from 'nestjs-pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { createLogger } from './create-logger';
import { normalizeCorrelationId, runWithCorrelation } from './correlation';

export const CORRELATION_HEADER = 'x-correlation-id';

/** Reads (or makes) the request's correlation id once and pins it on the request headers. */
function correlationIdOf(req: IncomingMessage): string {
  const id = normalizeCorrelationId(req.headers[CORRELATION_HEADER]);
  req.headers[CORRELATION_HEADER] = id;
  return id;
}

/** Health probes every few seconds would drown the useful lines. */
function isProbe(url: string | undefined): boolean {
  return (url ?? '').startsWith('/api/health') || url === '/health';
}

/** Server errors are errors, refusals (4xx) are worth a line, successes only when debugging. */
function levelFor(statusCode: number): 'error' | 'info' | 'debug' {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400) return 'info';
  return 'debug';
}

/**
 * One middleware per HTTP request: correlation id (header `x-correlation-id` or a new one) echoed
 * in the response and carried through the rest of the request (runWithCorrelation), and one line
 * when the response is done at the level of its status. It replaces pino-http, which built two
 * child loggers per request (bindings, serializers, redaction) even when the line was not written:
 * a large share of the gateway's CPU per request under load (bench/README.md, *Figures once quoted
 * in code comments*).
 */
export function requestLoggingMiddleware(logger: Logger) {
  return function requestLogging(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const correlationId = correlationIdOf(req);
    if (!res.headersSent) res.setHeader(CORRELATION_HEADER, correlationId);
    if (!isProbe(req.url)) {
      const started = performance.now();
      const done = () => {
        res.removeListener('finish', done);
        res.removeListener('close', done);
        // 'close' before 'finish': the client went away before the response was sent
        const aborted = !res.writableFinished;
        const level = aborted ? 'info' : levelFor(res.statusCode);
        if (!logger.isLevelEnabled(level)) return;
        logger[level](
          {
            correlationId,
            req: { method: req.method, url: req.url },
            res: { statusCode: res.statusCode },
            responseTime: Math.round(performance.now() - started),
          },
          aborted ? 'request aborted' : 'request completed',
        );
      };
      res.on('finish', done);
      res.on('close', done);
    }
    runWithCorrelation(correlationId, next);
  };
}

interface LoggingParams {
  pinoHttp: { logger: Logger };
}

@Module({})
export class LoggingModule implements NestModule {
  constructor(@Inject(PARAMS_PROVIDER_TOKEN) private readonly params: LoggingParams) {}

  /**
   * nestjs-pino's Nest logger (`app.useLogger(app.get(NestPinoLogger))`) over the service's pino
   * logger, whose mixin adds the correlation id, plus the request middleware above for HTTP apps.
   */
  static forRoot(service: string): DynamicModule {
    const logger = createLogger(service);
    const params: LoggingParams = { pinoHttp: { logger } };
    return {
      module: LoggingModule,
      global: true,
      providers: [{ provide: PARAMS_PROVIDER_TOKEN, useValue: params }, PinoLogger, NestPinoLogger],
      exports: [PARAMS_PROVIDER_TOKEN, PinoLogger, NestPinoLogger],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(requestLoggingMiddleware(this.params.pinoHttp.logger)).forRoutes('{*splat}');
  }
}
