import { Module } from '@nestjs/common';
import { databaseUrl } from '@resellpk/backend-config';
import { ensureServiceDatabase, roleDatabaseUrl, serviceRoles } from '@resellpk/backend-persistence';
// Tests of a data-access lib use the testing lib; the boundary rule has no exemption for specs.
import { createTestDatabase, startNatsServer, type TestDatabase, type TestNatsServer } from '@resellpk/backend-testing';
import { SERVICES } from '@resellpk/contracts';
import { createServiceApp } from './create-service-app';
import { defineService } from './service-definition';

@Module({})
class EmptyModule {}

describe('production serves only as a role that cannot drop tables or reach other databases (real PostgreSQL)', () => {
  let nats: TestNatsServer;
  let db: TestDatabase;
  const roles = serviceRoles(SERVICES.chat.database);

  beforeAll(async () => {
    [nats, db] = await Promise.all([startNatsServer(), createTestDatabase('serving_role_it')]);
    await ensureServiceDatabase(databaseUrl('postgres'), { database: db.name, roles });
  });
  afterAll(async () => {
    await db?.drop();
    await nats?.dispose();
  });

  const start = (serveAs: string, migrateAs = roles.owner) =>
    createServiceApp(defineService(SERVICES.chat, { module: EmptyModule }), {
      // production's config wants the roles' names and passwords; the URLs below are what is used
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', DB_USER: roles.app, DB_PASSWORD: 'trust', DB_MIGRATION_USER: roles.owner, DB_MIGRATION_PASSWORD: 'trust' },
      natsUrl: nats.url,
      databaseUrl: roleDatabaseUrl(db.url, serveAs),
      migrationDatabaseUrl: roleDatabaseUrl(db.url, migrateAs),
      natsUser: nats.credentials('chat').user,
      natsPassword: nats.credentials('chat').password,
    });
  const refusal = (serveAs: string) => start(serveAs).then(async (running) => (await running.close(), 'started'), (e: Error) => e.message);

  it('refuses the superuser', async () => {
    expect(await refusal('postgres')).toMatch(/Refusing to serve as PostgreSQL role postgres: postgres is a superuser/);
  });

  it("refuses the database's owner (it could drop the tables)", async () => {
    expect(await refusal(roles.owner)).toMatch(new RegExp(`${roles.owner} owns its database`));
  });

  it('starts as the app role, the migrations having run as the owner', async () => {
    const running = await start(roles.app);
    try {
      const [row] = await running.dataSource.query(`SELECT current_user AS role, (SELECT tableowner FROM pg_tables WHERE tablename = 'outbox') AS owner`);
      expect(row).toEqual({ role: roles.app, owner: roles.owner });
    } finally {
      await running.close();
    }
  });

  it("refuses the administrator's name in production's configuration before connecting", async () => {
    const error = await createServiceApp(defineService(SERVICES.chat, { module: EmptyModule }), { env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } }).then(
      () => undefined,
      (e: Error) => e.message,
    );
    expect(error).toMatch(/DB_USER: must be this service's own role/);
    expect(error).toMatch(/DB_PASSWORD: is required in production/);
    expect(error).toMatch(/DB_MIGRATION_USER: is required in production/);
  });
});
