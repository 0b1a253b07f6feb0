import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Client } from 'pg';
// Tests of a data-access lib use the testing lib; the boundary rule has no exemption for specs.
import { uniqueId } from '@resellpk/backend-testing';
import { databaseUrl } from '@resellpk/backend-config';
import { createDataSource, dropDatabase, ensureDatabase, runMigrations } from './index';

class CreateWidgets1700000000000 implements MigrationInterface {
  name = 'CreateWidgets1700000000000';
  async up(q: QueryRunner) {
    // Slow enough that two replicas would overlap without the advisory lock.
    await q.query('SELECT pg_sleep(0.3)');
    await q.query('CREATE TABLE widgets (id serial PRIMARY KEY)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE widgets');
  }
}

async function databaseExists(name: string): Promise<boolean> {
  const client = new Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('persistence against the real PostgreSQL', () => {
  const name = `persistence_it_${uniqueId()}`;
  const url = databaseUrl(name);
  afterAll(() => dropDatabase(url));

  it('creates a missing database once, even when two replicas race', async () => {
    const results = await Promise.all([ensureDatabase(url), ensureDatabase(url)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    await expect(ensureDatabase(url)).resolves.toBe(false);
    expect(await databaseExists(name)).toBe(true);
  });

  it('applies each migration once when replicas migrate together', async () => {
    const a = await createDataSource({ url, entities: [], migrations: [CreateWidgets1700000000000] }).initialize();
    const b = await createDataSource({ url, entities: [], migrations: [CreateWidgets1700000000000] }).initialize();
    try {
      expect(a.options.synchronize).toBe(false);
      const [byA, byB] = await Promise.all([runMigrations(a), runMigrations(b)]);
      expect([...byA, ...byB]).toEqual(['CreateWidgets1700000000000']);
      await expect(a.query('SELECT count(*)::int AS n FROM widgets')).resolves.toEqual([{ n: 0 }]);
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });

  it('drops the database even with open connections', async () => {
    const open = await createDataSource({ url, entities: [], migrations: [] }).initialize();
    await dropDatabase(url);
    expect(await databaseExists(name)).toBe(false);
    await open.destroy().catch(() => undefined);
  });
});
