import { Client } from 'pg';
import { uniqueId } from './unique-id';

export interface TestDatabase {
  url: string;
  name: string;
  /** Terminates its connections and drops it. */
  drop(): Promise<void>;
}

function serverUrl(database: string): string {
  const host = process.env.DB_HOST || '127.0.0.1';
  const port = process.env.DB_PORT || '5432';
  const user = encodeURIComponent(process.env.DB_USER || 'postgres');
  const password = process.env.DB_PASSWORD ? `:${encodeURIComponent(process.env.DB_PASSWORD)}` : '';
  return `postgres://${user}${password}@${host}:${port}/${database}`;
}

async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<random>` on the local PostgreSQL (DB_* env or defaults). */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const name = `${prefix.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_${uniqueId()}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  return {
    name,
    url: serverUrl(name),
    drop: () => admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }),
  };
}
