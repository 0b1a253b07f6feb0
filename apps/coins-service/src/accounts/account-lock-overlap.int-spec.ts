import { randomUUID } from 'node:crypto';
import { raceWhileHeld } from '@resellpk/backend-testing';
import { CoinsSubjects, type CoinOrderMovement, type CoinPurchaseView } from '@resellpk/contracts';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-harness';

/**
 * Writers of one coin account that overlap inside PostgreSQL for certain: a second session holds
 * the account row while they start and lets go once every one waits on it (raceWhileHeld). The
 * account's lock queues them, and each then finds what the one before wrote (the order's spend,
 * the purchase completed); without the lock or that check they fail or pay twice
 * (bench/invariant-probes.js removes each in turn).
 */
describe('coin account writers queued behind a held account', () => {
  let t: CoinsTestbed;
  beforeAll(async () => {
    t = await startCoinsTestbed();
  });
  afterAll(() => t?.close());

  // NO KEY UPDATE, as a balance update takes: rows that merely reference the account (a purchase,
  // a spend, a ledger row) can still be written, so the racers get as far as the account's lock
  const holdAccount = (userId: string) => (holder: { query(sql: string, params: unknown[]): Promise<unknown> }) =>
    holder.query(`SELECT 1 FROM discount_coins WHERE user_id = $1 FOR NO KEY UPDATE`, [userId]);

  it('spends of one order: one applies, the others answer it', async () => {
    const { userId } = await t.newUser();
    const orderId = randomUUID();
    const { results, blocked } = await raceWhileHeld(
      t.h.db.url,
      holdAccount(userId),
      Array.from({ length: 6 }, () => () => t.asOrders<CoinOrderMovement>(CoinsSubjects.spend, { userId, orderId, amount: '120.1234' })),
    );
    expect(blocked).toBeGreaterThan(1);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await t.books(userId)).toMatchObject({ balance: '879.8766', totalSpent: '120.1234', ledgerSum: '879.8766', rows: 2 });
  });

  it('one pack purchase key sent by racers: charged once, the coins credited once', async () => {
    const { userId, ctx } = await t.newUser();
    t.wallet.balances.set(userId, 1_000_000);
    const request = { packId: 'starter', idempotencyKey: `k-${randomUUID()}` };
    // each racer has its purchase row and the wallet's answer, and waits for the account to credit it
    const { results, blocked } = await raceWhileHeld(
      t.h.db.url,
      holdAccount(userId),
      Array.from({ length: 4 }, () => () => t.h.call<CoinPurchaseView>(CoinsSubjects.purchasePack, request, ctx)),
    );
    expect(blocked).toBeGreaterThan(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.every((r) => r.status === 'completed')).toBe(true);
    expect([...t.wallet.debits.values()].filter((d) => d.userId === userId)).toHaveLength(1);
    const books = await t.books(userId);
    expect(books).toMatchObject({ ledgerSum: books.balance, rows: 2 });
  });
});
