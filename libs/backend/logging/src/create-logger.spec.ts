import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { createLogger } from './create-logger';
import { normalizeCorrelationId, runWithCorrelation } from './correlation';

describe('log lines: the correlation id is the trace id when traced', () => {
  it('without tracing: the request correlation id', () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLoggerTo(lines);
    runWithCorrelation('req-1', () => logger.info('inside'));
    logger.info('outside');
    expect(lines.map((l) => [l.msg, l.correlationId, l.requestId])).toEqual([
      ['inside', 'req-1', undefined],
      ['outside', undefined, undefined],
    ]);
    expect(normalizeCorrelationId(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('with a tracer provider', () => {
    const manager = new AsyncLocalStorageContextManager().enable();
    beforeAll(() => {
      context.setGlobalContextManager(manager);
      trace.setGlobalTracerProvider(new BasicTracerProvider());
    });
    afterAll(() => {
      trace.disable();
      context.disable();
    });

    it('inside a span: its trace id, the caller id kept as requestId; a new id is the trace id', async () => {
      const lines: Array<Record<string, unknown>> = [];
      const logger = createLoggerTo(lines);
      const tracer = trace.getTracer('test');
      const { traceId, fresh } = await tracer.startActiveSpan('request', async (span) => {
        await runWithCorrelation('browser-42', async () => {
          await new Promise((r) => setTimeout(r, 1));
          logger.info('with a caller id');
        });
        const fresh = normalizeCorrelationId(undefined);
        runWithCorrelation(fresh, () => logger.info('without one'));
        span.end();
        return { traceId: span.spanContext().traceId, fresh };
      });
      expect(fresh).toBe(traceId);
      expect(lines.map((l) => [l.msg, l.correlationId, l.requestId])).toEqual([
        ['with a caller id', traceId, 'browser-42'],
        ['without one', traceId, undefined],
      ]);
    });
  });
});

function createLoggerTo(lines: Array<Record<string, unknown>>) {
  return createLogger('test', 'info', { write: (line: string) => lines.push(JSON.parse(line)) });
}
