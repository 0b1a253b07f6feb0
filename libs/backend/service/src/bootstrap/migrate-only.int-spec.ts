import { Module } from '@nestjs/common';
import { databaseUrl } from '@resellpk/backend-config';
import { ensureServiceDatabase, roleDatabaseUrl, serviceRoles } from '@resellpk/backend-persistence';
// Tests of a data-access lib use the testing lib; the boundary rule has no exemption for specs.
import { createTestDatabase, type TestDatabase } from '@resellpk/backend-testing';
import { SERVICES } from '@resellpk/contracts';
import { Client } from 'pg';
import { migrateServiceDatabase } from './create-service-app';
import { defineService } from './service-definition';

@Module({})
class EmptyModule {}

// MIGRATE_ONLY=1 (the migration Job of infra/k8s): the schema as the owner role, nothing served
describe('migrateServiceDatabase (real PostgreSQL)', () => {
  let db: TestDatabase;
  const roles = serviceRoles(SERVICES.coins.database);
  const def = defineService(SERVICES.coins, { module: EmptyModule });

  beforeAll(async () => {
    db = await createTestDatabase('migrate_only_it');
    await ensureServiceDatabase(databaseUrl('postgres'), { database: db.name, roles });
  });
  afterAll(async () => {
    await db?.drop();
  });

  const tableOwners = async () => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ tablename: string; tableowner: string }>("SELECT tablename, tableowner FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
      return rows;
    } finally {
      await client.end();
    }
  };

  it("applies the migrations as the database's owner role, then again finds nothing to do", async () => {
    const env = { NODE_ENV: 'test', DB_USER: roles.app, DB_PASSWORD: 'trust', DB_MIGRATION_USER: roles.owner, DB_MIGRATION_PASSWORD: 'trust', DATABASE_MIGRATION_URL: roleDatabaseUrl(db.url, roles.owner) };
    const applied = await migrateServiceDatabase(def, env);
    expect(applied.length).toBeGreaterThan(0);
    const tables = await tableOwners();
    expect(tables.map((t) => t.tablename)).toEqual(expect.arrayContaining(['migrations', 'outbox']));
    expect(new Set(tables.map((t) => t.tableowner))).toEqual(new Set([roles.owner]));
    expect(await migrateServiceDatabase(def, env)).toEqual([]);
  });
});
