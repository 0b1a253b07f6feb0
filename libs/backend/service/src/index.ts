// The service kernel: a service is a definition (defineService) started by bootstrapService, with its
// data source, bus and health wired by createServiceApp; plus the rules every service applies (roles,
// staff access, the user directory, keyset paging, repeating jobs, the audit log). The bus itself is
// @resellpk/backend-messaging.
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
export { UserDirectory, userDirectoryProviders, USER_DIRECTORY_TABLE, type DirectoryEntry } from './users/user-directory';
