import { Queue } from 'bullmq';
import { redisConnection } from '@resellpk/backend-config';
import { eventually, startRedisServer, type TestRedisServer } from '@resellpk/backend-testing';
import { WalletPaymentsEvents as E, WalletPaymentsSubjects as S, type PaymentRequestView } from '@resellpk/contracts';
import { WALLET_MSG } from '@resellpk/domain';
import { PAYMENT_METHOD_IDS } from '../database/migrations/1795500000000-ledger-methods-requests';
import { reseller, startWalletPaymentsHarness, walletPaymentsSuite, type WalletPaymentsHarness } from '../testing/wallet-payments-harness';
import { PAYMENT_EXPIRY_QUEUE, PAYMENT_EXPIRY_SCHEDULER_ID } from './top-up-expiry.scheduler';

describe('the expiry job (BullMQ) auto-rejects requests still pending after their hour', () => {
  const t = walletPaymentsSuite({ expiryJob: true, expiryEveryMs: 500, seedAccounts: true });

  const owner = reseller();
  // each its own amount: the same method and amount again within a minute is the same request
  let made = 0;
  const create = () => t.h.call<PaymentRequestView>(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.easypaisa, amountPaisa: 50_000 + 100 * made++ }, owner);
  const overdue = (id: string) => t.db().query(`UPDATE payment_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
  const statusOf = async (id: string) => (await t.h.call<PaymentRequestView>(S.getPaymentRequest, { id }, owner)).status;

  it('is a repeatable job in Redis', async () => {
    const queue = new Queue(PAYMENT_EXPIRY_QUEUE, { connection: redisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'), prefix: t.h.queuePrefix });
    try {
      // registered in the background at boot (the service does not wait for Redis)
      const schedulers = await eventually(async () => {
        const found = await queue.getJobSchedulers();
        return found.length > 0 && found;
      }, 10_000, 'the job scheduler');
      expect(schedulers).toEqual([expect.objectContaining({ key: PAYMENT_EXPIRY_SCHEDULER_ID, every: 500 })]);
    } finally {
      await queue.close();
    }
  });

  it('rejects what is still pending past expiresAt with the note and the expired event; leaves the rest alone', async () => {
    const due = await create();
    const notYet = await create();
    const submitted = await create();
    await t.h.call(S.markPaid, { id: submitted.id }, owner);
    await overdue(due.id);
    await overdue(submitted.id);

    await eventually(async () => (await statusOf(due.id)) === 'rejected', 15_000, 'the job to reject the overdue request');
    const view = await t.h.call<PaymentRequestView>(S.getPaymentRequest, { id: due.id }, owner);
    expect(view).toMatchObject({ adminNotes: WALLET_MSG.autoCancelled, decidedBy: null });
    const [event] = await t.db().query(`SELECT envelope->'data' AS d FROM outbox WHERE subject = $1 AND envelope->'data'->>'requestId' = $2`, [
      E.paymentRequestRejectedV1,
      due.id,
    ]);
    expect(event.d).toMatchObject({ expired: true, rejectedBy: null, reason: WALLET_MSG.autoCancelled, chatRoomId: due.chatRoomId });
    const [audit] = await t.db().query(`SELECT actor_id, action FROM audit_log WHERE payment_request_id = $1`, [due.id]);
    expect(audit).toEqual({ actor_id: null, action: 'payment-request.expired' });

    // a few more runs of the job: the others are untouched
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await statusOf(notYet.id)).toBe('pending');
    expect(await statusOf(submitted.id)).toBe('under_review');
    // and the rejected one got exactly one event however often the job ran
    const count = await t.db().query(`SELECT count(*)::int AS n FROM outbox WHERE subject = $1 AND envelope->'data'->>'requestId' = $2`, [E.paymentRequestRejectedV1, due.id]);
    expect(count[0].n).toBe(1);
  });

  it('catches a request that fell due while the service was stopped, as soon as it is back', async () => {
    const req = await create();
    await t.h.restart(async () => {
      // the service is down when the hour runs out
      const { Client } = await import('pg');
      const client = new Client({ connectionString: t.h.db.url });
      await client.connect();
      try {
        await client.query(`UPDATE payment_requests SET expires_at = now() - interval '10 minutes' WHERE id = $1`, [req.id]);
      } finally {
        await client.end();
      }
    });
    await eventually(async () => (await statusOf(req.id)) === 'rejected', 15_000, 'the sweep after the restart');
    expect((await t.h.call<PaymentRequestView>(S.getPaymentRequest, { id: req.id }, owner)).adminNotes).toBe(WALLET_MSG.autoCancelled);
  });
});

describe('the expiry job with Redis away', () => {
  let redis: TestRedisServer;
  let h: WalletPaymentsHarness | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await h?.close();
    await redis?.stop();
  });

  it('the service boots and answers without Redis; the job starts when Redis comes and catches what fell due meanwhile', async () => {
    await redis.stop();
    h = await startWalletPaymentsHarness({ expiryJob: true, expiryEveryMs: 500, redisUrl: redis.url });
    await h.seedAccounts();
    const owner = reseller();
    const req = await h.call<PaymentRequestView>(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, amountPaisa: 20_000 }, owner);
    await h.service.dataSource.query(`UPDATE payment_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [req.id]);
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await h.call<PaymentRequestView>(S.getPaymentRequest, { id: req.id }, owner)).status).toBe('pending');

    await redis.start();
    await eventually(async () => (await h?.call<PaymentRequestView>(S.getPaymentRequest, { id: req.id }, owner))?.status === 'rejected', 30_000, 'the job after Redis came back');
  });

  it('a Redis restarted without its data: the schedule is registered again and what falls due afterwards is still cancelled', async () => {
    const owner = reseller();
    // Redis comes back empty (no persistence): the job scheduler it held is gone
    await redis.stop();
    await redis.start();
    const req = await h!.call<PaymentRequestView>(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, amountPaisa: 20_000 }, owner);
    await h!.service.dataSource.query(`UPDATE payment_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [req.id]);
    await eventually(async () => (await h?.call<PaymentRequestView>(S.getPaymentRequest, { id: req.id }, owner))?.status === 'rejected', 30_000, 'the job after an empty Redis');
  });

  it('stops promptly even when Redis is gone', async () => {
    await redis.stop();
    const t0 = Date.now();
    await h?.close();
    h = undefined;
    expect(Date.now() - t0).toBeLessThan(15_000);
  });
});
