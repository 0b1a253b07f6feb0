import { Client } from 'pg';

function parse(url: string): { name: string; adminUrl: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`Database URL has no database name: ${redact(url)}`);
  parsed.pathname = '/postgres';
  return { name, adminUrl: parsed.toString() };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function withAdmin<T>(url: string, fn: (client: Client, name: string) => Promise<T>): Promise<T> {
  const { name, adminUrl } = parse(url);
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client, name);
  } finally {
    await client.end();
  }
}

/** Creates the database of `url` when missing (connecting to `postgres`). Safe to race. */
export async function ensureDatabase(url: string): Promise<boolean> {
  return withAdmin(url, async (client, name) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
      return true;
    } catch (error) {
      // Another replica created it between our check and our CREATE: that is fine.
      const code = (error as { code?: string }).code;
      if (code === '42P04' || code === '23505') return false;
      throw error;
    }
  });
}

/** Drops the database of `url`, closing other sessions first (tests and resets). */
export async function dropDatabase(url: string): Promise<void> {
  await withAdmin(url, async (client, name) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  });
}

export { redact as redactDatabaseUrl };
