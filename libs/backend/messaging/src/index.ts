export { ServiceFailure, fail, isServiceFailure } from './rpc/service-failure';
export { handle, serveRequest, setHandleLogger, INTERNAL_ERROR_MESSAGE } from './rpc/handle';
export { NatsRpcClient } from './rpc/nats-rpc-client';
export type { RequestOptions } from './rpc/nats-rpc-client';
export { BusClient } from './rpc/bus-client';
export { connectNats, type NatsIdentity } from './rpc/connect-nats';
export { Handles, trustedContext } from './handlers/handles.decorator';

export { OutboxEvent } from './outbox/outbox-event.entity';
export { enqueueEvent, newEnvelope, outboxValues, OUTBOX_COLUMNS } from './outbox/enqueue-event';
export type { EnqueueOptions } from './outbox/enqueue-event';
export { OutboxRelay } from './outbox/outbox-relay';
export type { OutboxRelayOptions } from './outbox/outbox-relay';
export { ensureStream } from './outbox/ensure-stream';
export type { StreamSpec } from './outbox/ensure-stream';
export { OUTBOX_NUDGE, type OutboxNudge } from './outbox/outbox-nudge';
export { InboxEntry } from './inbox/inbox-entry.entity';
export { EventNotReady, JetStreamSubscriber } from './inbox/jetstream-subscriber';
export type { SubscribeOptions, Subscription } from './inbox/jetstream-subscriber';
export { OutboxInboxMigration1732300000000 } from './outbox-inbox.migration';
export { OutboxTraceContextMigration1796700000000 } from './outbox/outbox-trace-context.migration';
export { OnEvent } from './events/on-event.decorator';



// the service kernel (@resellpk/backend-service) builds a service's bus from these
export { DrainingNatsServer } from './rpc/draining-nats-server';
export { discoverEventConsumers, subscribeEventConsumers } from './events/event-consumers';