export { ensureDatabase, dropDatabase, redactDatabaseUrl } from './database-admin';
export { createDataSource, dataSourceOptions, runMigrations } from './data-source';
export type { DataSourceConfig, EntityTarget } from './data-source';
