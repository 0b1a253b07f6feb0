import { Client } from 'pg';
import { uniqueId } from '@resellpk/backend-testing';
import { databaseUrl } from '@resellpk/backend-config';
import { appendOnlySql, dropDatabase, ensureServiceDatabase, roleDatabaseUrl, serviceRoles } from './index';

async function run(url: string, sql: string, params: unknown[] = []): Promise<{ rowCount: number | null }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** An audit table made append-only, in a database provisioned as a service's (owner + serving role). */
describe('appendOnlySql: the serving role inserts and reads, never rewrites', () => {
  const roles = serviceRoles('appendonly_it');
  const database = `appendonly_it_${uniqueId()}`;
  const url = databaseUrl(database);
  const ownerUrl = roleDatabaseUrl(url, roles.owner);
  const appUrl = roleDatabaseUrl(url, roles.app);

  beforeAll(async () => {
    await ensureServiceDatabase(databaseUrl('postgres'), { database, roles });
    await run(ownerUrl, `CREATE TABLE audit_log (id serial PRIMARY KEY, actor text NOT NULL, amount bigint NOT NULL)`);
    for (const sql of appendOnlySql('audit_log').up) await run(ownerUrl, sql);
  });
  afterAll(() => dropDatabase(url));

  it('lets the serving role insert and read rows', async () => {
    await run(appUrl, `INSERT INTO audit_log (actor, amount) VALUES ('helper', 100000)`);
    const { rowCount } = await run(appUrl, 'SELECT * FROM audit_log');
    expect(rowCount).toBeGreaterThan(0);
  });

  it.each([
    ['UPDATE', `UPDATE audit_log SET amount = 1`],
    ['DELETE', `DELETE FROM audit_log`],
    ['TRUNCATE', `TRUNCATE audit_log`],
  ])('refuses %s by the serving role and changes nothing', async (_what, sql) => {
    const before = await run(ownerUrl, `SELECT count(*) FROM audit_log WHERE amount = 100000`);
    await expect(run(appUrl, sql)).rejects.toMatchObject({ code: '42501' });
    const after = await run(ownerUrl, `SELECT count(*) FROM audit_log WHERE amount = 100000`);
    expect(after).toMatchObject({ rows: (before as unknown as { rows: unknown }).rows });
  });

  it('still lets the owner (migrations) and the administrator amend a row', async () => {
    await expect(run(ownerUrl, `UPDATE audit_log SET actor = 'masked' WHERE actor = 'helper'`)).resolves.toMatchObject({ rowCount: 1 });
    await expect(run(url, `UPDATE audit_log SET actor = 'helper' WHERE actor = 'masked'`)).resolves.toMatchObject({ rowCount: 1 });
  });
});
