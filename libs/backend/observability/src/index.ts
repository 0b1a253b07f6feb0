export {
  metricsRegistry, defineCounter, defineHistogram, defineGauge, boundLabels, allowedValues, declaredLabelBounds,
  metricsText, DURATION_BUCKETS_SECONDS, OTHER_LABEL_VALUE,
} from './metrics/define-metric';
export type { LabelBound, LabelBounds, MetricSpec, BoundedCounter, BoundedHistogram, BoundedGauge } from './metrics/define-metric';
export { traceCarrier, contextFromHeaders, contextFromCarrier, type TraceCarrier, type HeaderReader } from './bus/trace-context';
export { startBusSpan, endSpan, isLiveSpan, withActiveSpan, BUS_TRACER_NAME, type BusOperation } from './bus/bus-spans';
export { withSpan } from './bus/with-span';
export { SAMPLED_OUT_SPAN_KEY, parentSpanOf, unsampledParent, contextForSpan } from './bus/sampled-out';
export {
  busServerRequests, busServerRequestDuration, busClientRequests, busClientRequestDuration, eventsPublished, eventsConsumed,
  eventHandleDuration, inboxDuplicatesSkipped, outboxEventsWaiting, outboxOldestEventAge, jetstreamConsumerPending, jetstreamConsumerAckPending,
  type ServerOutcome, type ClientOutcome,
} from './bus/bus.metrics';
export { watchOutbox, watchConsumer, OUTBOX_READING_SQL, type OutboxReading, type ConsumerLag } from './bus/bus-watchers';
export { COMMAND_SUBJECTS, EVENT_SUBJECTS, DURABLE_CONSUMERS, SERVICE_NAMES } from './bus/bus-labels';
export { recordSpans, type SpanRecorder } from './bus/span-recorder';
export { TracingShutdown } from './tracing/tracing-shutdown';
export { startProcessMetrics, answerClusterPrimary, clusterMetricsText } from './metrics/process-metrics';
export { recordHttpRequest, registerHttpRoute, httpRequests, httpRequestDuration, HTTP_METHODS, STATUS_CLASSES } from './metrics/http.metrics';
export { dbPoolConnections, trackDbPool, trackDataSourcePool } from './metrics/db-pool.metrics';
export type { PoolCounts } from './metrics/db-pool.metrics';
export { instrumentFastify } from './http/fastify-http-metrics';
export { answerMetrics, startMetricsServer } from './http/metrics-server';
export { listenInternal, type InternalServer } from './http/listen-internal';
export type { MetricsServer, MetricsSource } from './http/metrics-server';
export { labelBoundViolations, UNBOUNDED_LABEL_NAME } from './metrics/label-bounds';
