import { defineCounter, defineGauge, defineHistogram } from '../metrics/define-metric';
import { COMMAND_SUBJECTS, DURABLE_CONSUMERS, EVENT_SUBJECTS, SERVICE_NAMES } from './bus-labels';
import { readConsumerLag, readOutboxes } from './bus-watchers';

/**
 * The bus's metrics (names fixed in the observability plan). Request outcomes: `ok`; `error` (the
 * handler answered a typed ServiceError); `failure` (a crash answered INTERNAL, no responder, a
 * closed connection, an unreadable reply); `timeout` (client side only).
 */
const SERVER_OUTCOMES = ['ok', 'error', 'failure'] as const;
const CLIENT_OUTCOMES = ['ok', 'error', 'timeout', 'failure'] as const;
const EVENT_OUTCOMES = ['ok', 'error'] as const;
export type ServerOutcome = (typeof SERVER_OUTCOMES)[number];
export type ClientOutcome = (typeof CLIENT_OUTCOMES)[number];

export const busServerRequests = defineCounter({
  name: 'bus_server_requests_total',
  help: 'NATS requests this service answered, by subject and outcome',
  labels: { subject: COMMAND_SUBJECTS, outcome: SERVER_OUTCOMES },
});
export const busServerRequestDuration = defineHistogram({
  name: 'bus_server_request_duration_seconds',
  help: 'Time to answer a NATS request, by subject and outcome',
  labels: { subject: COMMAND_SUBJECTS, outcome: SERVER_OUTCOMES },
});
export const busClientRequests = defineCounter({
  name: 'bus_client_requests_total',
  help: 'NATS requests this app made, by subject and outcome',
  labels: { subject: COMMAND_SUBJECTS, outcome: CLIENT_OUTCOMES },
});
export const busClientRequestDuration = defineHistogram({
  name: 'bus_client_request_duration_seconds',
  help: 'Time from sending a NATS request to its answer (or timeout), by subject and outcome',
  labels: { subject: COMMAND_SUBJECTS, outcome: CLIENT_OUTCOMES },
});
export const eventsPublished = defineCounter({
  name: 'events_published_total',
  help: 'Events the outbox relay published to JetStream, by subject',
  labels: { subject: EVENT_SUBJECTS },
});
export const eventsConsumed = defineCounter({
  name: 'events_consumed_total',
  help: 'Events applied (ok) or failed and left for redelivery (error) by @OnEvent consumers; duplicates are counted apart',
  labels: { subject: EVENT_SUBJECTS, outcome: EVENT_OUTCOMES },
});
export const eventHandleDuration = defineHistogram({
  name: 'event_handle_duration_seconds',
  help: 'Time to apply an event (handler and inbox row in one transaction), by subject and outcome',
  labels: { subject: EVENT_SUBJECTS, outcome: EVENT_OUTCOMES },
});
export const inboxDuplicatesSkipped = defineCounter({
  name: 'inbox_duplicates_skipped_total',
  help: 'Redelivered events the inbox had already applied (acked without effect), by subject',
  labels: { subject: EVENT_SUBJECTS },
});

// Read at scrape time from every service database this process registered (one in production;
// several when tests run services side by side), one series per service.
export const outboxEventsWaiting = defineGauge({
  name: 'outbox_events_waiting',
  help: 'Outbox rows not yet published to JetStream, by service',
  labels: { service: SERVICE_NAMES },
  collect: async () => {
    for (const [service, read] of await readOutboxes()) outboxEventsWaiting.set({ service }, read.waiting);
  },
});
export const outboxOldestEventAge = defineGauge({
  name: 'outbox_oldest_event_age_seconds',
  help: 'Age of the oldest unpublished outbox row (0 when none), by service',
  labels: { service: SERVICE_NAMES },
  collect: async () => {
    for (const [service, read] of await readOutboxes()) outboxOldestEventAge.set({ service }, read.oldestAgeSeconds);
  },
});

export const jetstreamConsumerPending = defineGauge({
  name: 'jetstream_consumer_pending_messages',
  help: 'Messages in the stream not yet delivered to this durable consumer',
  labels: { consumer: DURABLE_CONSUMERS },
  collect: async () => {
    for (const [consumer, lag] of await readConsumerLag()) jetstreamConsumerPending.set({ consumer }, lag.pending);
  },
});
export const jetstreamConsumerAckPending = defineGauge({
  name: 'jetstream_consumer_ack_pending_messages',
  help: 'Messages delivered to this durable consumer and not acknowledged yet',
  labels: { consumer: DURABLE_CONSUMERS },
  collect: async () => {
    for (const [consumer, lag] of await readConsumerLag()) jetstreamConsumerAckPending.set({ consumer }, lag.ackPending);
  },
});
