import { randomUUID } from 'node:crypto';
import { createServiceApp, type RunningService } from '@resellpk/backend-messaging';
import { createTestDatabase, startNatsServer, type TestDatabase, type TestNatsServer } from '@resellpk/backend-testing';
import { WalletPaymentsSubjects, type ServiceHealth } from '@resellpk/contracts';
import { walletPaymentsService } from './service';

describe('wallet-payments-service boots on its own database and NATS', () => {
  let nats: TestNatsServer;
  let db: TestDatabase;
  let svc: RunningService;

  beforeAll(async () => {
    [nats, db] = await Promise.all([startNatsServer({ jetstream: true }), createTestDatabase('wallet_payments_it')]);
    svc = await createServiceApp(walletPaymentsService, { natsUrl: nats.url, databaseUrl: db.url, healthPort: 0 });
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
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['inbox', 'migrations', 'outbox']));
  });

  it('answers wallet-payments.health over NATS with its dependency checks', async () => {
    const health = await svc.rpc.request<ServiceHealth>(WalletPaymentsSubjects.health, { correlationId: randomUUID() }, {});
    expect(health.status).toBe('ok');
    expect(health.checks.postgres.ok).toBe(true);
    expect(health.checks.nats.ok).toBe(true);
  });

  it('serves HTTP health', async () => {
    const res = await fetch(`http://127.0.0.1:${svc.healthServer!.port}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', checks: { postgres: { ok: true }, nats: { ok: true } } });
  });
});
