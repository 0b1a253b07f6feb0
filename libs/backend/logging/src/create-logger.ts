import pino, { type Logger } from 'pino';
import { activeTraceId } from './active-trace';
import { getCorrelationId } from './correlation';

export type { Logger } from 'pino';

/** JSON logger: every line carries `service` and, inside a request, its `correlationId` (the trace id when traced). */
export function createLogger(service: string, level = process.env.LOG_LEVEL || 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const requestId = getCorrelationId();
      // traced: the trace id, the same in every service the request reaches; a caller's own id
      // (x-correlation-id) is kept beside it as requestId
      const traceId = activeTraceId();
      if (!traceId) return requestId ? { correlationId: requestId } : {};
      return requestId && requestId !== traceId ? { correlationId: traceId, requestId } : { correlationId: traceId };
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.refreshToken', '*.accessToken'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
