export { ensureDatabase, dropDatabase, redactDatabaseUrl } from './database-admin';
export { createDataSource, dataSourceOptions, runMigrations } from './data-source';
export type { DataSourceConfig, EntityTarget } from './data-source';
export { NotifiedCache, notifyOnChangeSql } from './notified-cache';
export type { NotifiedCacheOptions } from './notified-cache';
export { withTransaction, type Tx, type Reader } from './transaction';
export { returningRows, isUniqueViolation, isTransientDatabaseError, escapeLike } from './query-results';
export { readAuditLog } from './audit-log-reader';
