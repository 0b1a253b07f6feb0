import { DataSource, type DataSourceOptions, type EntitySchema, type MigrationInterface } from 'typeorm';
import { PreparingClient } from './preparing-client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ClassOf<T> = new (...args: any[]) => T;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EntityTarget = ClassOf<any> | EntitySchema | string;

export interface DataSourceConfig {
  url: string;
  entities: EntityTarget[];
  migrations: ClassOf<MigrationInterface>[];
  /** Pool size per process. */
  poolSize?: number;
  logging?: DataSourceOptions['logging'];
}

/** Options of every service DataSource: schema changes only through reviewed migrations. */
export function dataSourceOptions(config: DataSourceConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.url,
    entities: config.entities,
    migrations: config.migrations,
    synchronize: false,
    migrationsRun: false,
    migrationsTableName: 'migrations',
    logging: config.logging ?? ['error'],
    // pg-pool makes its connections with `Client`: every parameterized query becomes a prepared one
    extra: { max: config.poolSize ?? 10, connectionTimeoutMillis: 5000, Client: PreparingClient },
  };
}

/** A not-yet-initialized TypeORM DataSource (call `initialize()`). */
export function createDataSource(config: DataSourceConfig): DataSource {
  return new DataSource(dataSourceOptions(config));
}

/** Arbitrary constant: replicas booting together take turns on the migrations. */
const MIGRATION_LOCK_KEY = 7_340_021;

/**
 * Runs pending migrations, each in its own transaction, under a PostgreSQL advisory lock so two
 * replicas starting at once do not apply the same migration twice. Returns the names applied.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}
