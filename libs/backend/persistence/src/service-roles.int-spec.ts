import { Client } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { uniqueId } from '@resellpk/backend-testing';
import { databaseUrl } from '@resellpk/backend-config';
import { createDataSource, dropDatabase, ensureServiceDatabase, readRolePowers, roleDatabaseUrl, rolePowerProblems, runMigrations, serviceRoles } from './index';

class CreateBalances1700000000000 implements MigrationInterface {
  name = 'CreateBalances1700000000000';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE balances (id serial PRIMARY KEY, user_id text NOT NULL, paisa bigint NOT NULL)`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE balances');
  }
}

/** The administrator's URL (the local superuser in development and tests). */
const adminUrl = databaseUrl('postgres');

/** Two services on one server, as in production: each its own database and roles. */
function service(name: string) {
  const roles = serviceRoles(name);
  const database = `${name}_${uniqueId()}`;
  const url = databaseUrl(database);
  return { roles, database, url, ownerUrl: roleDatabaseUrl(url, roles.owner), appUrl: roleDatabaseUrl(url, roles.app) };
}
type Service = ReturnType<typeof service>;

async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL error of a statement that must fail (its SQLSTATE and message). */
async function refusal(url: string, sql: string): Promise<{ code: string; message: string }> {
  try {
    await withClient(url, (client) => client.query(sql));
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  throw new Error(`expected ${sql} to be refused`);
}

async function migrateAsOwner(s: Service): Promise<string[]> {
  const ds = createDataSource({ url: s.ownerUrl, entities: [], migrations: [CreateBalances1700000000000] });
  await ds.initialize();
  try {
    return await runMigrations(ds);
  } finally {
    await ds.destroy();
  }
}

describe('each service has its own PostgreSQL roles', () => {
  // shared roles (cluster-wide, kept), throw-away databases
  const wallet = service('roles_it_wallet');
  const chat = service('roles_it_chat');

  beforeAll(async () => {
    // concurrent boots/provisioning of the same service must not trip over each other
    const created = await Promise.all([wallet, wallet, chat].map((s) => ensureServiceDatabase(adminUrl, s)));
    expect(created.filter(Boolean)).toHaveLength(2);
    await expect(ensureServiceDatabase(adminUrl, wallet)).resolves.toBe(false);
    expect(await migrateAsOwner(wallet)).toEqual(['CreateBalances1700000000000']);
    expect(await migrateAsOwner(chat)).toEqual(['CreateBalances1700000000000']);
    await withClient(wallet.url, (c) => c.query(`INSERT INTO balances (user_id, paisa) VALUES ('reseller-1', 500000)`));
  });
  afterAll(async () => {
    await dropDatabase(wallet.url);
    await dropDatabase(chat.url);
  });

  it('migrations ran as the owner, which owns the database and its tables', async () => {
    const [row] = (
      await withClient(wallet.url, (c) =>
        c.query(`SELECT pg_get_userbyid(d.datdba) AS db_owner, t.tableowner AS table_owner
                   FROM pg_database d, pg_tables t WHERE d.datname = current_database() AND t.tablename = 'balances'`),
      )
    ).rows;
    expect(row).toEqual({ db_owner: wallet.roles.owner, table_owner: wallet.roles.owner });
  });

  it("another service's app role cannot connect to the wallet's database", async () => {
    expect(await refusal(roleDatabaseUrl(wallet.url, chat.roles.app), 'SELECT user_id, paisa FROM balances')).toMatchObject({
      code: '42501',
      message: expect.stringMatching(/permission denied for database/),
    });
    expect(await refusal(roleDatabaseUrl(wallet.url, chat.roles.owner), 'SELECT user_id, paisa FROM balances')).toMatchObject({ code: '42501' });
  });

  it("another service's app role cannot read the wallet's tables even if it were let in", async () => {
    // an operator's mistake re-opening the database: the tables themselves are still closed to it
    await withClient(wallet.url, (c) => c.query(`GRANT CONNECT ON DATABASE "${wallet.database}" TO "${chat.roles.app}"`));
    try {
      expect(await refusal(roleDatabaseUrl(wallet.url, chat.roles.app), 'SELECT user_id, paisa FROM public.balances')).toMatchObject({
        code: '42501',
        message: expect.stringMatching(/permission denied for (schema public|table balances)/),
      });
    } finally {
      await withClient(wallet.url, (c) => c.query(`REVOKE CONNECT ON DATABASE "${wallet.database}" FROM "${chat.roles.app}"`));
    }
  });

  it('the app role reads and writes its own rows', async () => {
    await withClient(wallet.appUrl, async (c) => {
      await c.query(`INSERT INTO balances (user_id, paisa) VALUES ('reseller-2', 100)`);
      await c.query(`UPDATE balances SET paisa = paisa + 1 WHERE user_id = 'reseller-2'`);
      expect((await c.query(`SELECT paisa FROM balances WHERE user_id = 'reseller-2'`)).rows).toEqual([{ paisa: '101' }]);
      await c.query(`DELETE FROM balances WHERE user_id = 'reseller-2'`);
    });
  });

  it('the app role cannot drop, alter, truncate or create tables, nor become the owner', async () => {
    const refused = async (sql: string) => (await refusal(wallet.appUrl, sql)).code;
    expect(await refused('DROP TABLE balances')).toBe('42501');
    expect(await refused('ALTER TABLE balances DROP COLUMN paisa')).toBe('42501');
    expect(await refused('TRUNCATE balances')).toBe('42501');
    expect(await refused('CREATE TABLE mine (id int)')).toBe('42501');
    expect(await refused(`SET ROLE "${wallet.roles.owner}"`)).toBe('42501');
    expect(await refused(`CREATE DATABASE "roles_it_${uniqueId()}"`)).toBe('42501');
    expect(await refused(`CREATE ROLE "roles_it_${uniqueId()}"`)).toBe('42501');
    // still there, untouched
    const rows = (await withClient(wallet.url, (c) => c.query(`SELECT user_id, paisa FROM balances`))).rows;
    expect(rows).toEqual([{ user_id: 'reseller-1', paisa: '500000' }]);
  });

  it('the app role has none of the powers a serving role must not have; the superuser has them all', async () => {
    const app = await withClient(wallet.appUrl, (c) => readRolePowers(async (sql) => (await c.query(sql)).rows));
    expect(app).toEqual({ role: wallet.roles.app, superuser: false, createDatabases: false, createRoles: false, ownsDatabase: false });
    expect(rolePowerProblems(app)).toEqual([]);
    const owner = await withClient(wallet.ownerUrl, (c) => readRolePowers(async (sql) => (await c.query(sql)).rows));
    expect(rolePowerProblems(owner)).toEqual([`${wallet.roles.owner} owns its database (it could drop its tables)`]);
    const admin = await withClient(wallet.url, (c) => readRolePowers(async (sql) => (await c.query(sql)).rows));
    expect(rolePowerProblems(admin)).toEqual(expect.arrayContaining([expect.stringMatching(/is a superuser$/)]));
  });

  it("takes over a database the superuser made before the roles existed (an existing installation)", async () => {
    const old = service('roles_it_wallet');
    await withClient(adminUrl, (c) => c.query(`CREATE DATABASE "${old.database}"`));
    try {
      await withClient(old.url, async (c) => {
        await c.query(`CREATE TYPE request_status AS ENUM ('pending', 'approved')`);
        await c.query(`CREATE TABLE requests (id serial PRIMARY KEY, status request_status NOT NULL DEFAULT 'pending')`);
        await c.query(`CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`);
      });
      await ensureServiceDatabase(adminUrl, old);
      // the owner's next migration can change what the superuser made; the app uses it
      await withClient(old.ownerUrl, async (c) => {
        await c.query(`ALTER TABLE requests ADD COLUMN note text`);
        await c.query(`ALTER TYPE request_status ADD VALUE 'rejected'`);
        await c.query(`CREATE OR REPLACE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`);
      });
      await withClient(old.appUrl, async (c) => {
        await c.query(`INSERT INTO requests (note) VALUES ('x')`);
        expect((await c.query(`SELECT status, note FROM requests`)).rows).toEqual([{ status: 'pending', note: 'x' }]);
      });
      expect((await refusal(old.appUrl, 'DROP TABLE requests')).code).toBe('42501');
    } finally {
      await dropDatabase(old.url);
    }
  });
});
