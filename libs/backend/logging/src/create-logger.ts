import pino, { type Logger } from 'pino';
import { getCorrelationId } from './correlation';

export type { Logger } from 'pino';

/** JSON logger: every line carries `service` and, inside a request, its `correlationId`. */
export function createLogger(service: string, level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const correlationId = getCorrelationId();
      return correlationId ? { correlationId } : {};
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.refreshToken', '*.accessToken'],
      censor: '[redacted]',
    },
  });
}
