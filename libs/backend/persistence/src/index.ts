export { ensureDatabase, dropDatabase, redactDatabaseUrl } from './database-admin';
export { createDataSource, dataSourceOptions, runMigrations } from './data-source';
export type { DataSourceConfig, EntityTarget } from './data-source';
export { NotifiedCache, notifyOnChangeSql } from './notified-cache';
export type { NotifiedCacheOptions } from './notified-cache';
export { withTransaction, type Tx, type Reader } from './transaction';
export { returningRows, isUniqueViolation, isTransientDatabaseError, escapeLike } from './query-results';
export { checkDurability, durabilityProblems, readDurabilitySettings, UnsafeDurabilityError, DURABILITY_SETTINGS } from './durability-settings';
export type { DurabilitySettings } from './durability-settings';
