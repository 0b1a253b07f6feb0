import { context, createContextKey, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { correlationStore, createLogger, getCorrelationId, runWithCorrelation } from '@resellpk/backend-logging';
import { EventEmitter } from 'node:events';
import { ScopeContextManager } from './scope-context-manager';
import { startTracing, type Tracing } from './start-tracing';

const KEY = createContextKey('scope-test');
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('ScopeContextManager: the trace context in the logging request store', () => {
  let tracing: Tracing | undefined;
  beforeAll(() => {
    tracing = startTracing({ serviceName: 'scope-test', exporter: new InMemorySpanExporter(), instrumentations: [] });
  });
  afterAll(() => tracing?.shutdown());

  it('is the manager startTracing registers: the active context lives in correlationStore, no store of its own', () => {
    const ctx = ROOT_CONTEXT.setValue(KEY, 'a');
    context.with(ctx, () => {
      expect(correlationStore.getStore()?.trace).toBe(ctx);
      expect(context.active()).toBe(ctx);
    });
    expect(context.active()).toBe(ROOT_CONTEXT);
  });

  it('nested with(): the inner context inside, the outer one back after it, across awaits', async () => {
    const outer = ROOT_CONTEXT.setValue(KEY, 'outer');
    const inner = outer.setValue(KEY, 'inner');
    const seen = await context.with(outer, async () => {
      const before = context.active().getValue(KEY);
      const inside = await context.with(inner, async () => {
        await tick();
        return context.active().getValue(KEY);
      });
      await tick();
      return [before, inside, context.active().getValue(KEY)];
    });
    expect(seen).toEqual(['outer', 'inner', 'outer']);
  });

  it('with() passes thisArg and arguments', () => {
    const target = { n: 2, times(this: { n: number }, x: number) { return this.n * x; } };
    expect(context.with(ROOT_CONTEXT, target.times, target, 21)).toBe(42);
  });

  it('keeps the correlation id through with(), and the trace context through runWithCorrelation', async () => {
    const ctx = ROOT_CONTEXT.setValue(KEY, 'traced');
    const seen = await runWithCorrelation('req-7', () =>
      context.with(ctx, async () => {
        await tick();
        const inWith = [getCorrelationId(), context.active().getValue(KEY)];
        const inNested = await runWithCorrelation('req-8', async () => {
          await tick();
          return [getCorrelationId(), context.active().getValue(KEY)];
        });
        return [inWith, inNested, getCorrelationId()];
      }),
    );
    expect(seen).toEqual([['req-7', 'traced'], ['req-8', 'traced'], 'req-7']);
  });

  it('bind(): a function runs in the bound context wherever it is called from', async () => {
    const ctx = ROOT_CONTEXT.setValue(KEY, 'bound');
    const bound = context.bind(ctx, () => context.active().getValue(KEY));
    expect(bound()).toBe('bound');
    expect(await context.with(ROOT_CONTEXT.setValue(KEY, 'other'), async () => bound())).toBe('bound');
  });

  it('bind(): an EventEmitter calls its listeners in the bound context, and removeListener still finds them', () => {
    const ctx = ROOT_CONTEXT.setValue(KEY, 'emitter');
    const emitter = context.bind(ctx, new EventEmitter());
    const seen: unknown[] = [];
    const listener = () => seen.push(context.active().getValue(KEY));
    emitter.on('x', listener);
    context.with(ROOT_CONTEXT.setValue(KEY, 'emit site'), () => emitter.emit('x'));
    emitter.removeListener('x', listener);
    emitter.emit('x');
    expect(seen).toEqual(['emitter']);
  });

  it('the logger inside a span: the correlation id is the trace id, the caller id kept as requestId', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger('test', 'info', { write: (line: string) => lines.push(JSON.parse(line)) });
    const traceId = await runWithCorrelation('browser-1', () =>
      trace.getTracer('scope-test').startActiveSpan('request', async (span) => {
        await tick();
        logger.info('in the span');
        span.end();
        return span.spanContext().traceId;
      }),
    );
    logger.info('after');
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(lines.map((l) => [l.msg, l.correlationId, l.requestId])).toEqual([
      ['in the span', traceId, 'browser-1'],
      ['after', undefined, undefined],
    ]);
  });

  it('attach(): the context for the rest of the chain until the token is disposed', async () => {
    const manager = new ScopeContextManager();
    const ctx = ROOT_CONTEXT.setValue(KEY, 'attached');
    const seen = await runWithCorrelation('req-9', async () => {
      const token = manager.attach(ctx);
      const during = [manager.active().getValue(KEY), getCorrelationId()];
      token.dispose();
      return [during, manager.active().getValue(KEY), getCorrelationId()];
    });
    expect(seen).toEqual([['attached', 'req-9'], undefined, 'req-9']);
  });
});
