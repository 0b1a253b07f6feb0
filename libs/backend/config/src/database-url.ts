import type { Env } from './load-config';

export interface DatabaseEnv {
  DATABASE_URL?: string;
  DB_HOST?: string;
  DB_PORT?: number | string;
  DB_USER?: string;
  DB_PASSWORD?: string;
}

/**
 * URL of one service's database. DATABASE_URL wins when set (managed databases hand out a URL);
 * otherwise it is built from DB_HOST/DB_PORT/DB_USER/DB_PASSWORD with local defaults.
 */
export function databaseUrl(dbName: string, env: DatabaseEnv | Env = process.env): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const host = env.DB_HOST || '127.0.0.1';
  const port = env.DB_PORT || 5432;
  const user = encodeURIComponent(String(env.DB_USER || 'postgres'));
  const password = env.DB_PASSWORD ? `:${encodeURIComponent(String(env.DB_PASSWORD))}` : '';
  return `postgres://${user}${password}@${host}:${port}/${encodeURIComponent(dbName)}`;
}
