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

export { bootstrapService } from './bootstrap/bootstrap-service';
export { createServiceApp, migrateServiceDatabase, resolveHealthPort } from './bootstrap/create-service-app';
export type { RunningService, ServiceAppOverrides } from './bootstrap/create-service-app';
export { defineService, type ServiceDefinition, type MigrationClass } from './bootstrap/service-definition';
export { createServiceHealthController, serviceHealth } from './bootstrap/service-health.controller';
export { DATA_SOURCE, NATS_CONNECTION, OUTBOX_RELAY, SERVICE_CONFIG, SERVICE_NAME } from './bootstrap/tokens';

export { keysetCursor, PAGE_CURSOR_MAX_LENGTH, type KeysetCursor, type CursorField, type PositionOf } from './paging/keyset-cursor';
export { isUuid, requireUserId, requireRole, requireCurrentRole, type StoredRoles } from './access/require-role';
export { requireUserIds, MAX_BATCH_USER_IDS } from './access/user-ids';
export { requireReseller } from './access/require-reseller';
export { StaffAccess } from './access/staff-access';
export { RoleProjection, RoleProjectionMigration1795400000000, roleStillAmongSql } from './access/role-projection';
export { RepeatingJob, type RepeatingJobOptions } from './jobs/repeating-job';
export { REPEATING_JOB_NAMES, type RepeatingJobName } from './jobs/repeating-job.metrics';
export { answerAuditLog } from './audit/audit-log-handler';
