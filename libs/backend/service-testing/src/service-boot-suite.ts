import { randomUUID } from 'node:crypto';
import { connectNats, NatsRpcClient } from '@resellpk/backend-messaging';
import { createServiceApp, type RunningService, type ServiceDefinition } from '@resellpk/backend-service';
import { startNatsServer, type TestNatsServer } from '@resellpk/backend-testing';
import { Client } from 'pg';
import { readRolePowers, roleDatabaseUrl, rolePowerProblems } from '@resellpk/backend-persistence';
import { inboxPrefixOf, SERVICE_LIST, type ServiceHealth } from '@resellpk/contracts';
import { createServiceTestDatabase, type ServiceTestDatabase } from './service-test-database';

export interface ServiceBootSuiteOptions {
  /** the service's `<service>.health` subject */
  healthSubject: string;
  /** tables its migrations must have created besides outbox/inbox/migrations */
  tables?: string[];
}

/**
 * The checks every service must pass, in one place: it boots in-process on its own test database
 * and a private nats-server, has run its migrations before listening, and answers health over
 * NATS and HTTP. A service's own spec file calls this, then adds its domain tests.
 */
export function describeServiceBoot(definition: ServiceDefinition, opts: ServiceBootSuiteOptions): void {
  const name = definition.service;
  describe(`${name}-service boots on its own database and NATS`, () => {
    let nats: TestNatsServer;
    let db: ServiceTestDatabase;
    let svc: RunningService;

    beforeAll(async () => {
      [nats, db] = await Promise.all([startNatsServer({ jetstream: true }), createServiceTestDatabase(`${name.replace(/-/g, '_')}_it`, definition.dbName)]);
      svc = await createServiceApp(definition, {
        natsUrl: nats.url,
        databaseUrl: db.appUrl,
        migrationDatabaseUrl: db.ownerUrl,
        healthPort: 0,
        natsUser: definition.service,
        natsPassword: nats.credentials(definition.service).password,
      });
    });
    afterAll(async () => {
      await svc?.close();
      await db?.drop();
      await nats?.dispose();
    });

    it('ran its migrations before listening', async () => {
      const rows: { table_name: string }[] = await svc.dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      );
      expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['inbox', 'migrations', 'outbox', ...(opts.tables ?? [])]));
    });

    it("migrated as its database's owner and serves as a role that can neither drop its tables nor reach another service's database", async () => {
      const [who] = await svc.dataSource.query(`SELECT current_user AS role, (SELECT tableowner FROM pg_tables WHERE tablename = 'outbox') AS owner`);
      expect(who).toEqual({ role: db.roles.app, owner: db.roles.owner });
      expect(rolePowerProblems(await readRolePowers((sql) => svc.dataSource.query(sql)))).toEqual([]);
      await expect(svc.dataSource.query('DROP TABLE outbox')).rejects.toMatchObject({ code: '42501' });
      // another service's database on the same server, as in production
      const [other] = SERVICE_LIST.filter((s) => s.database !== definition.dbName);
      const theirs = await createServiceTestDatabase(`${other.database}_it`, other.database);
      try {
        const client = new Client({ connectionString: roleDatabaseUrl(theirs.url, db.roles.app) });
        await expect(client.connect()).rejects.toMatchObject({ code: '42501', message: expect.stringMatching(/permission denied for database/) });
        await client.end().catch(() => undefined);
      } finally {
        await theirs.drop();
      }
    });

    it('can never rewrite its audit log, when it keeps one (rows are appended, never changed or deleted)', async () => {
      const [found] = await svc.dataSource.query(`SELECT to_regclass('public.audit_log') IS NOT NULL AS present`);
      if (!found.present) return;
      // the guard itself is attacked in backend-persistence's append-only.int-spec.ts; here: every audit log has it
      const triggers: { tgname: string }[] = await svc.dataSource.query(`SELECT tgname FROM pg_trigger WHERE tgrelid = 'audit_log'::regclass AND NOT tgisinternal ORDER BY tgname`);
      expect(triggers.map((t) => t.tgname)).toEqual(expect.arrayContaining(['audit_log_append_only', 'audit_log_append_only_truncate']));
    });

    it(`answers ${opts.healthSubject} over NATS with its dependency checks`, async () => {
      // asked as the gateway asks it: the bus admits the gateway to every service's health subject
      const nc = await connectNats(nats.url, 'health-test', { ...nats.credentials('gateway'), inboxPrefix: inboxPrefixOf('gateway') });
      const health = await new NatsRpcClient(nc, inboxPrefixOf('gateway'))
        .request<ServiceHealth>(opts.healthSubject, { correlationId: randomUUID() }, {})
        .finally(() => nc.close());
      expect(health.status).toBe('ok');
      expect(health.checks.postgres.ok).toBe(true);
      expect(health.checks.nats.ok).toBe(true);
    });

    it('serves HTTP health', async () => {
      const port = svc.healthServer?.port;
      expect(port).toBeDefined();
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', checks: { postgres: { ok: true }, nats: { ok: true } } });
    });
  });
}
