export {
  metricsRegistry, defineCounter, defineHistogram, defineGauge, boundLabels, allowedValues, declaredLabelBounds,
  metricsText, DURATION_BUCKETS_SECONDS, OTHER_LABEL_VALUE,
} from './metrics/define-metric';
export type { LabelBound, LabelBounds, MetricSpec, BoundedCounter, BoundedHistogram, BoundedGauge } from './metrics/define-metric';
export { traceCarrier, contextFromHeaders, contextFromCarrier, type TraceCarrier, type HeaderReader } from './bus/trace-context';
export { startBusSpan, endSpan, isLiveSpan, withActiveSpan, BUS_TRACER_NAME, type BusOperation } from './bus/bus-spans';
export { withSpan } from './bus/with-span';
export {
  busServerRequests, busServerRequestDuration, busClientRequests, busClientRequestDuration, eventsPublished, eventsConsumed,
  eventHandleDuration, inboxDuplicatesSkipped, outboxEventsWaiting, outboxOldestEventAge, jetstreamConsumerPending, jetstreamConsumerAckPending,
  type ServerOutcome, type ClientOutcome, type EventOutcome,
} from './bus/bus.metrics';
export { watchOutbox, watchConsumer, OUTBOX_READING_SQL, type OutboxReading, type ConsumerLag } from './bus/bus-watchers';
export { COMMAND_SUBJECTS, EVENT_SUBJECTS, DURABLE_CONSUMERS, SERVICE_NAMES } from './bus/bus-labels';
export { recordSpans, type SpanRecorder } from './bus/span-recorder';
export { TracingShutdown } from './tracing/tracing-shutdown';
