import { randomUUID } from 'node:crypto';
import { withTransaction } from '@resellpk/backend-persistence';
import { eventually } from '@resellpk/backend-testing';
import { durableNameOf, OrdersEvents, WalletPaymentsEvents, WalletPaymentsSubjects as S, type OrderDeliveredV1, type WalletTransactionPage } from '@resellpk/contracts';
import { admin, reseller, walletPaymentsSuite, type WalletPaymentsHarness } from '../testing/wallet-payments-harness';

/** The profit of a delivered order, credited to the reseller's wallet once whatever happens to the event (issue 12). */
describe('wallet-payments consumes orders.order.delivered.v1: the order profit', () => {
  const t = walletPaymentsSuite({ consumersReady: true });

  const durable = durableNameOf('wallet-payments', OrdersEvents.orderDeliveredV1);
  const drained = () => eventually(() => t.h.ordersDrained(OrdersEvents.orderDeliveredV1), 60_000, 'the consumer to drain');
  const delivered = (userId: string, orderId: string, profitPaisa?: number): OrderDeliveredV1 => ({
    orderId,
    userId,
    itemValuePaisa: 200_000,
    coinsSpent: '0.0000',
    deliveredAt: new Date().toISOString(),
    ...(profitPaisa === undefined ? {} : { profitPaisa }),
  });
  /** the wallet, its ledger and the events it published, straight from the tables */
  const books = async (userId: string) => {
    const [wallet] = await t.db().query(`SELECT balance_paisa::int AS balance FROM wallets WHERE user_id = $1`, [userId]);
    const rows = await t.db().query(
      `SELECT type, amount_paisa::int AS amount, balance_after_paisa::int AS after, description, reference_code AS ref, idempotency_key AS key, status
         FROM wallet_transactions WHERE user_id = $1 ORDER BY seq`,
      [userId],
    );
    const [posted] = await t.db().query(`SELECT count(*)::int AS n FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [WalletPaymentsEvents.transactionPostedV1, userId]);
    return { balance: wallet?.balance ?? null, rows, posted: posted.n as number };
  };
  const inboxRows = async (eventId: string) =>
    (await t.db().query(`SELECT count(*)::int AS n FROM inbox WHERE consumer = $1 AND event_id = $2`, [durable, eventId]))[0].n as number;
  const profitRow = (orderId: string, amount: number, after: number) => ({
    type: 'order_profit',
    amount,
    after,
    description: `Profit from order #${orderId.slice(-8).toUpperCase()}`,
    ref: orderId.slice(-8).toUpperCase(),
    key: `order:${orderId}:profit`,
    status: 'completed',
  });

  it('credits the profit once when the same envelope is delivered twice, with its ledger row, history entry and event', async () => {
    const userId = randomUUID();
    const orderId = randomUUID();
    // the wallet already holds a top-up: the profit adds to it
    await t.h.fund({ userId, amountPaisa: 10_000, key: `test:${randomUUID()}`, type: 'top_up', description: 'Top-up' });
    const env = await t.h.delivered(delivered(userId, orderId, 45_050));
    // the same envelope again past the duplicate window (a relay crash between publish and mark)
    await t.h.delivered(env.data, { envelope: { id: env.id }, msgId: randomUUID() });
    await drained();

    const { balance, rows, posted } = await books(userId);
    expect(balance).toBe(55_050);
    expect(rows.filter((r: { type: string }) => r.type === 'order_profit')).toEqual([profitRow(orderId, 45_050, 55_050)]);
    expect(posted).toBe(2);
    expect(await inboxRows(env.id)).toBe(1);
    const page = await t.h.call<WalletTransactionPage>(S.listTransactions, {}, reseller(userId));
    expect(page.items[0]).toMatchObject({ type: 'order_profit', amountPaisa: 45_050, balanceAfterPaisa: 55_050, description: profitRow(orderId, 0, 0).description, status: 'completed' });
  });

  it('credits once when many events for one order (different ids) reach two replicas at the same moment', async () => {
    const replica = await t.h.replica();
    try {
      await replica.consumersReady;
      const userId = randomUUID();
      const orderId = randomUUID();
      const envs = await Promise.all(Array.from({ length: 12 }, () => t.h.delivered(delivered(userId, orderId, 120_000))));
      await drained();
      const { balance, rows, posted } = await books(userId);
      expect(balance).toBe(120_000);
      expect(rows).toEqual([profitRow(orderId, 120_000, 120_000)]);
      expect(posted).toBe(1);
      // every event was applied (each has its inbox row), only the first moved money
      for (const env of envs) expect(await inboxRows(env.id)).toBe(1);
    } finally {
      await replica.close();
    }
  }, 90_000);

  it('credits nothing for a profit of 0 or none, and nothing for a malformed profit', async () => {
    const userId = randomUUID();
    await t.h.delivered(delivered(userId, randomUUID(), 0));
    await t.h.delivered(delivered(userId, randomUUID()));
    await t.h.delivered(delivered(userId, randomUUID(), -500));
    await t.h.delivered(delivered(userId, randomUUID(), 12.5));
    await drained();
    expect(await books(userId)).toEqual({ balance: null, rows: [], posted: 0 });
  });

  it('keeps the first credit when another event names a different profit for the same order', async () => {
    const userId = randomUUID();
    const orderId = randomUUID();
    await t.h.delivered(delivered(userId, orderId, 30_000));
    await drained();
    await t.h.delivered(delivered(userId, orderId, 99_000));
    await drained();
    const { balance, rows } = await books(userId);
    expect(balance).toBe(30_000);
    expect(rows).toEqual([profitRow(orderId, 30_000, 30_000)]);
  });

  it('credits exactly once when NATS restarts while the credit is being written (its ack is lost)', async () => {
    const userId = randomUUID();
    const orderId = randomUUID();
    await t.h.fund({ userId, amountPaisa: 500, key: `test:${randomUUID()}`, type: 'adjustment', description: 'Opening balance' });
    const waiting = async () =>
      (await t.db().query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`))[0].n > 0;

    let env!: Awaited<ReturnType<WalletPaymentsHarness['delivered']>>;
    // hold the wallet's row: the consumer's transaction stops on it, in the middle of the credit
    await withTransaction(t.db(), async (tx) => {
      await tx.query(`SELECT 1 FROM wallets WHERE user_id = $1 FOR UPDATE`, [userId]);
      env = await t.h.delivered(delivered(userId, orderId, 77_700));
      await eventually(waiting, 20_000, 'the consumer to wait on the wallet');
      await t.h.nats.stop();
    });
    // the lock is gone: the credit commits while NATS is down, so its ack cannot reach the server
    await eventually(async () => (await books(userId)).balance === 78_200, 20_000, 'the credit to commit');
    await t.h.startNats();
    // the message comes back (ack lost): the inbox knows it; the same order again under a new id too
    await eventually(async () => {
      try {
        await t.h.delivered(delivered(userId, orderId, 77_700));
        return true;
      } catch {
        return false;
      }
    }, 30_000, 'NATS back');
    await drained();

    const { balance, rows, posted } = await books(userId);
    expect(balance).toBe(78_200);
    expect(rows.filter((r: { type: string }) => r.type === 'order_profit')).toEqual([profitRow(orderId, 77_700, 78_200)]);
    expect(posted).toBe(2);
    expect(await inboxRows(env.id)).toBe(1);
  }, 120_000);

  describe('balancesOf (admin, resellers page)', () => {
    it('answers the balances of the given users, leaves unknown users out, and is for admins only', async () => {
      const [a, b, unknown] = [randomUUID(), randomUUID(), randomUUID()];
      await t.h.fund({ userId: a, amountPaisa: 12_345, key: `test:${randomUUID()}`, type: 'adjustment', description: 'Test' });
      await t.h.fund({ userId: b, amountPaisa: 1, key: `test:${randomUUID()}`, type: 'adjustment', description: 'Test' });
      const got = await t.h.call<Array<{ userId: string; balancePaisa: number }>>(S.balancesOf, { userIds: [a, b, unknown, a] }, admin());
      expect([...got].sort((x, y) => x.userId.localeCompare(y.userId))).toEqual(
        [
          { userId: a, balancePaisa: 12_345 },
          { userId: b, balancePaisa: 1 },
        ].sort((x, y) => x.userId.localeCompare(y.userId)),
      );
      expect(await t.h.call(S.balancesOf, { userIds: [] }, admin())).toEqual([]);
      expect((await t.h.callError(S.balancesOf, { userIds: [a] }, reseller(a))).code).toBe('FORBIDDEN');
      expect((await t.h.callError(S.balancesOf, { userIds: [a] }, {})).code).toBe('UNAUTHORIZED');
      const tooMany = Array.from({ length: 101 }, () => randomUUID());
      expect(await t.h.callError(S.balancesOf, { userIds: tooMany }, admin())).toMatchObject({ code: 'VALIDATION', field: 'userIds' });
      expect((await t.h.callError(S.balancesOf, { userIds: ['not-a-uuid'] }, admin())).code).toBe('VALIDATION');
      expect((await t.h.callError(S.balancesOf, {}, admin())).code).toBe('VALIDATION');
    });
  });
});
