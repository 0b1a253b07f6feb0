// `@resellpk/backend-observability/tracing`: kept apart from the metrics (index.ts) so an app's
// tracing.ts, its first import, loads nothing that the pg and ioredis instrumentation must precede
export { startTracing, startAppTracing, shutdownTracing, currentTracing } from './start-tracing';
export type { StartTracingOptions, Tracing } from './start-tracing';
export { loadTracingConfig, tracingEnvSchema } from './tracing-config';
export type { TracingConfig } from './tracing-config';
export { JsonLinesSpanExporter, spanLine } from './json-lines-span-exporter';
export type { SpanLine } from './json-lines-span-exporter';
export { defaultInstrumentations, isProbeOrScrape, recordRequestIds, REQUEST_ID_HEADERS } from './instrumentations';
export { instrumentLoadedModules } from './instrument-loaded-modules';
export { traceFastifyRequests, HTTP_SERVER_TRACER_NAME } from './fastify-server-spans';
