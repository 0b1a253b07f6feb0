import { context, diag, DiagConsoleLogger, DiagLogLevel, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations, type Instrumentation } from '@opentelemetry/instrumentation';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  NodeTracerProvider,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { Env } from '@resellpk/backend-config';
import { defaultInstrumentations } from './instrumentations';
import { JsonLinesSpanExporter } from './json-lines-span-exporter';
import { ScopeContextManager } from './scope-context-manager';
import { loadTracingConfig, type TracingConfig } from './tracing-config';

export interface StartTracingOptions {
  /** resource `service.name`: the app, e.g. `orders` or `gateway` */
  serviceName: string;
  env?: Env;
  /** Tests: every span goes here at once (tracing is on whatever env says), sampled by `ratio` (default 1). */
  exporter?: SpanExporter;
  ratio?: number;
  /** default: http, pg, ioredis; [] for none */
  instrumentations?: Instrumentation[];
}

export interface Tracing {
  provider: NodeTracerProvider;
  /** exports what is buffered (a test reads its exporter after this) */
  flush(): Promise<void>;
  /** flushes, stops the exporters and the instrumentations, and unregisters the provider */
  shutdown(): Promise<void>;
}

let current: Tracing | undefined;

/**
 * Registers the process's tracer provider (W3C trace context, the context in the logging's request store) and the
 * instrumentations. Must run before pg, ioredis and the HTTP server are required: each app's
 * main.ts imports its `tracing.ts` first. Returns undefined, having registered nothing, when
 * tracing is off (see tracing-config.ts). A second call returns the first one's tracing.
 */
export function startTracing(opts: StartTracingOptions): Tracing | undefined {
  if (current) return current;
  const config: TracingConfig | undefined = opts.exporter ? { ratio: opts.ratio ?? 1 } : loadTracingConfig(opts.env);
  if (!config) return undefined;
  if (opts.env?.OTEL_LOG_LEVEL === 'debug' || process.env.OTEL_LOG_LEVEL === 'debug') diag.setLogger(new DiagConsoleLogger(), DiagLogLevel.DEBUG);

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: opts.serviceName }),
    // a request that arrives inside a trace keeps its caller's decision: traces are whole or absent
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.ratio) }),
    spanProcessors: opts.exporter ? [new SimpleSpanProcessor(opts.exporter)] : spanProcessorsFor(config),
  });
  // the trace context in the logging's request store: one AsyncLocalStorage, not two (scope-context-manager.ts)
  provider.register({ contextManager: new ScopeContextManager() });
  const unregister = registerInstrumentations({ tracerProvider: provider, instrumentations: opts.instrumentations ?? defaultInstrumentations() });
  const tracing: Tracing = {
    provider,
    flush: () => provider.forceFlush(),
    async shutdown() {
      if (current === tracing) current = undefined;
      unregister();
      await provider.shutdown();
      // back to the API's no-ops, so tracing can be started again (tests)
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
  current = tracing;
  return tracing;
}

function spanProcessorsFor(config: TracingConfig): SpanProcessor[] {
  const processors: SpanProcessor[] = [];
  if (config.otlpEndpoint) {
    processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url: `${config.otlpEndpoint.replace(/\/+$/, '')}/v1/traces` })));
  }
  if (config.local?.kind === 'console') processors.push(new SimpleSpanProcessor(new ConsoleSpanExporter()));
  // a short delay: a developer reads the file right after the request
  if (config.local?.kind === 'file') processors.push(new BatchSpanProcessor(new JsonLinesSpanExporter(config.local.file), { scheduledDelayMillis: 300 }));
  return processors;
}

/** The process's tracing, if on. */
export function currentTracing(): Tracing | undefined {
  return current;
}

/**
 * Exports the spans still buffered and stops tracing: the last step of a graceful shutdown
 * (services' bootstrap, the gateway's shutdown hook). A no-op when tracing is off; never throws.
 */
export async function shutdownTracing(): Promise<void> {
  await current?.shutdown().catch(() => undefined);
}

/**
 * An app's first import (its `src/tracing.ts`): tracing as the environment says, or a clear stop
 * when a tracing variable is wrong (one JSON line, as the services log a bad configuration).
 */
export function startAppTracing(serviceName: string): Tracing | undefined {
  try {
    return startTracing({ serviceName });
  } catch (error) {
    console.error(JSON.stringify({ level: 'fatal', service: serviceName, msg: 'tracing configuration refused', err: (error as Error).message }));
    process.exit(1);
  }
}
