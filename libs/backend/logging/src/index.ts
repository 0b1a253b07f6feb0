export { correlationStore, getCorrelationId, runWithCorrelation, normalizeCorrelationId } from './correlation';
export type { RequestScope } from './correlation';
export { createLogger } from './create-logger';
export { activeTraceId } from './active-trace';
export type { Logger } from './create-logger';
export { LoggingModule, CORRELATION_HEADER } from './logging.module';
export { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
