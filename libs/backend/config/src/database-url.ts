import type { Env } from './load-config';

export interface DatabaseEnv {
  DATABASE_URL?: string;
  DB_HOST?: string;
  DB_PORT?: number | string;
  DB_USER?: string;
  DB_PASSWORD?: string;
  DATABASE_MIGRATION_URL?: string;
  DB_MIGRATION_USER?: string;
  DB_MIGRATION_PASSWORD?: string;
}

function buildUrl(dbName: string, env: DatabaseEnv | Env, user: string, password: string | undefined): string {
  const host = env.DB_HOST || '127.0.0.1';
  const port = env.DB_PORT || 5432;
  const pw = password ? `:${encodeURIComponent(password)}` : '';
  return `postgres://${encodeURIComponent(user)}${pw}@${host}:${port}/${encodeURIComponent(dbName)}`;
}

/**
 * URL of one service's database, as the role that serves requests. DATABASE_URL wins when set
 * (managed databases hand out a URL); otherwise it is built from DB_HOST/DB_PORT/DB_USER/DB_PASSWORD
 * with local defaults.
 */
export function databaseUrl(dbName: string, env: DatabaseEnv | Env = process.env): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  return buildUrl(dbName, env, String(env.DB_USER || 'postgres'), env.DB_PASSWORD ? String(env.DB_PASSWORD) : undefined);
}

/**
 * URL of the same database as the role that owns it and runs the migrations: DATABASE_MIGRATION_URL,
 * else DB_MIGRATION_USER/DB_MIGRATION_PASSWORD on DB_HOST/DB_PORT. Undefined when neither is set:
 * the migrations then run on the serving connection (a single-role development setup).
 */
export function migrationDatabaseUrl(dbName: string, env: DatabaseEnv | Env = process.env): string | undefined {
  if (env.DATABASE_MIGRATION_URL) return env.DATABASE_MIGRATION_URL;
  if (!env.DB_MIGRATION_USER) return undefined;
  return buildUrl(dbName, env, String(env.DB_MIGRATION_USER), env.DB_MIGRATION_PASSWORD ? String(env.DB_MIGRATION_PASSWORD) : undefined);
}
