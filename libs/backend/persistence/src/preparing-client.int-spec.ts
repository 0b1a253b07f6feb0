import type { DataSource } from 'typeorm';
// Tests of a data-access lib use the testing lib; the boundary rule has no exemption for specs.
import { uniqueId } from '@resellpk/backend-testing';
import { databaseUrl } from '@resellpk/backend-config';
import { createDataSource, dropDatabase, ensureDatabase, MAX_PREPARED_PER_CONNECTION, withTransaction } from './index';

/** pg_prepared_statements is per connection: read it on the connection that ran the statements */
const preparedOn = (tx: { query: DataSource['query'] }) =>
  tx.query(`SELECT statement FROM pg_prepared_statements`) as Promise<Array<{ statement: string }>>;

describe('PreparingClient: every service pool prepares its parameterized queries', () => {
  const url = databaseUrl(`preparing_it_${uniqueId()}`);
  let db: DataSource;

  beforeAll(async () => {
    await ensureDatabase(url);
    db = createDataSource({ url, entities: [], migrations: [], poolSize: 1 });
    await db.initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await dropDatabase(url);
  });

  it('prepares a parameterized text once per connection and gives the same rows as before', async () => {
    await withTransaction(db, async (tx) => {
      const sql = `SELECT $1::int + 1 AS next, $2::text AS label`;
      expect(await tx.query(sql, [41, 'a'])).toEqual([{ next: 42, label: 'a' }]);
      expect(await tx.query(sql, [1, 'b'])).toEqual([{ next: 2, label: 'b' }]);
      const statements = (await preparedOn(tx)).map((r) => r.statement);
      expect(statements.filter((s) => s === sql)).toHaveLength(1);
      // a text without parameters goes unnamed (DDL, migrations): nothing kept for it
      await tx.query(`SELECT 7 AS seven`);
      expect((await preparedOn(tx)).map((r) => r.statement)).not.toContain('SELECT 7 AS seven');
    });
  });

  it('reports a failing statement as before and prepares it again once fixed', async () => {
    await expect(db.query(`SELECT $1::int FROM no_such_table`, [1])).rejects.toThrow('relation "no_such_table" does not exist');
    await db.query(`CREATE TABLE no_such_table (id int)`);
    await expect(db.query(`SELECT $1::int AS one FROM no_such_table`, [1])).resolves.toEqual([]);
    await db.query(`DROP TABLE no_such_table`);
  });

  it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} statements per connection; the rest still run, unnamed`, async () => {
    await withTransaction(db, async (tx) => {
      for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 20; i++) {
        expect(await tx.query(`SELECT $1::int AS v, ${i} AS i`, [i])).toEqual([{ v: i, i }]);
      }
      // the cap counts names sent; the earlier test's failed prepare left none on the server
      const kept = (await preparedOn(tx)).length;
      expect(kept).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
      expect(kept).toBeGreaterThanOrEqual(MAX_PREPARED_PER_CONNECTION - 1);
    });
  });
});
