import { Module } from '@nestjs/common';
import { Client } from 'pg';
import { UnsafeDurabilityError } from '@resellpk/backend-persistence';
// Tests of a data-access lib use the testing lib; the boundary rule has no exemption for specs.
import { createTestDatabase, startNatsServer, type TestDatabase, type TestNatsServer } from '@resellpk/backend-testing';
import { SERVICES } from '@resellpk/contracts';
import { createServiceApp } from './create-service-app';
import { defineService } from './service-definition';

@Module({})
class EmptyModule {}

/** What production's config requires (serviceDatabaseEnvSchema); the durability check refuses first. */
const PRODUCTION_DB_ROLES = { DB_USER: 'resellpk_coins_app', DB_PASSWORD: 'unused', DB_MIGRATION_USER: 'resellpk_coins_owner', DB_MIGRATION_PASSWORD: 'unused' };

describe('a service checks PostgreSQL durability at start (real PostgreSQL)', () => {
  let nats: TestNatsServer;
  let db: TestDatabase;

  beforeAll(async () => {
    [nats, db] = await Promise.all([startNatsServer(), createTestDatabase('durability_it')]);
    // what an operator "tuning for speed" does; per database, so other tests are not touched
    const client = new Client({ connectionString: db.url });
    await client.connect();
    await client.query(`ALTER DATABASE "${db.name}" SET synchronous_commit = off`);
    await client.end();
  });

  afterAll(async () => {
    await db?.drop();
    await nats?.dispose();
  });

  const start = (NODE_ENV: string) =>
    createServiceApp(defineService(SERVICES.coins, { module: EmptyModule }), {
      // production's config wants the service's own database roles; the URL below is what is used
      env: { NODE_ENV, LOG_LEVEL: 'silent', ...PRODUCTION_DB_ROLES },
      natsUrl: nats.url,
      databaseUrl: db.url,
      natsUser: nats.credentials('coins').user,
      natsPassword: nats.credentials('coins').password,
    });

  it('refuses to start in production when synchronous_commit is off', async () => {
    const error = await start('production').then(
      async (running) => (await running.close(), undefined),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnsafeDurabilityError);
    expect((error as Error).message).toContain('synchronous_commit is off');
  });

  it('starts with a warning outside production', async () => {
    const running = await start('test');
    await running.close();
  });
});
