import { CoinsSubjects, type CoinSyncResult, type CoinTransactionPage } from '@resellpk/contracts';
import { parseCoinUnits } from '@resellpk/domain';
import { raceWhileHeld } from '@resellpk/backend-testing';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-harness';
import { MICROS_PER_MINED_UNIT } from '../accounts/account.repository';

describe('coins.sync (mining)', () => {
  let t: CoinsTestbed;
  beforeAll(async () => {
    t = await startCoinsTestbed();
  });
  afterAll(() => t?.close());

  /** last_mining_update in microseconds since the epoch, exact */
  const lastMinedAt = async (userId: string): Promise<bigint> => {
    const [row] = await t.h.service.dataSource.query(
      `SELECT (extract(epoch FROM last_mining_update) * 1000000)::bigint::text AS us FROM discount_coins WHERE user_id = $1`,
      [userId],
    );
    return BigInt(row.us);
  };
  const units = (text: string) => parseCoinUnits(text)!;

  it('credits 5 coins an hour, exactly what the time moved forward accounts for', async () => {
    const { userId, ctx } = await t.newUser();
    await t.backdateMining(userId, 3600);
    const before = await lastMinedAt(userId);
    const result = await t.h.call<CoinSyncResult>(CoinsSubjects.sync, {}, ctx);
    const after = await lastMinedAt(userId);
    // an hour and the few milliseconds the test took: 5 coins and a little
    expect(units(result.credited)).toBeGreaterThanOrEqual(50_000n);
    expect(units(result.credited)).toBeLessThan(50_000n + 1_000n);
    // exact: the credited units are the time consumed, 72 ms each; the remainder waits for the next sync
    expect(units(result.credited) * MICROS_PER_MINED_UNIT).toBe(after - before);
    expect(result.account.balance).toBe((await t.books(userId)).balance);
    expect(await t.books(userId)).toMatchObject({ ledgerSum: result.account.balance, rows: 2 });
  });

  it('50 concurrent syncs credit the hour once; the others return 0 or the few units since', async () => {
    const { userId, ctx } = await t.newUser();
    // today's mining row exists (a first sync of a few units), so a second session can hold it
    const first = units((await t.h.call<CoinSyncResult>(CoinsSubjects.sync, {}, ctx)).credited);
    await t.backdateMining(userId, 3600);
    const before = await lastMinedAt(userId);
    // the syncs overlap inside PostgreSQL for certain: the day's row is held until each sync has
    // either finished or waits for it; the sync that has the account waits, the others skip it
    const { results } = await raceWhileHeld(
      t.h.db.url,
      (holder) => holder.query(`SELECT 1 FROM coin_transactions WHERE user_id = $1 AND transaction_type = 'mining' FOR UPDATE`, [userId]),
      Array.from({ length: 50 }, () => () => t.h.call<CoinSyncResult>(CoinsSubjects.sync, {}, ctx)),
    );
    const after = await lastMinedAt(userId);
    const credited = results.map((r) => units(r.credited));
    const total = credited.reduce((a, b) => a + b, 0n);
    // one sync took the hour; had two credited it, the total would be 10 coins
    expect(credited.filter((c) => c >= 50_000n)).toHaveLength(1);
    expect(total).toBeLessThan(50_000n + 1_000n);
    expect(credited.filter((c) => c === 0n).length).toBeGreaterThan(0);
    expect(total * MICROS_PER_MINED_UNIT).toBe(after - before);
    const books = await t.books(userId);
    expect(units(books.balance)).toBe(10_000_000n + first + total);
    expect(books.ledgerSum).toBe(books.balance);
    expect(books.totalEarned).toBe(books.balance);
  });

  it('syncs that overlap inside PostgreSQL (the account held by another transaction) credit nothing twice', async () => {
    const { userId, ctx } = await t.newUser();
    await t.backdateMining(userId, 3600);
    const before = await lastMinedAt(userId);
    // a second session holds the account while 20 syncs start: each must skip it rather than
    // credit the hour it read before the holder let go
    const { results } = await raceWhileHeld(
      t.h.db.url,
      (holder) => holder.query(`SELECT 1 FROM discount_coins WHERE user_id = $1 FOR UPDATE`, [userId]),
      Array.from({ length: 20 }, () => () => t.h.call<CoinSyncResult>(CoinsSubjects.sync, {}, ctx)),
    );
    const next = await t.h.call<CoinSyncResult>(CoinsSubjects.sync, {}, ctx);
    const after = await lastMinedAt(userId);
    const credited = [...results, next].map((r) => units(r.credited));
    const total = credited.reduce((a, b) => a + b, 0n);
    // the hour is credited once, by whichever sync found the account free
    expect(credited.filter((c) => c >= 50_000n)).toHaveLength(1);
    expect(total).toBeLessThan(50_000n + 1_000n);
    expect(total * MICROS_PER_MINED_UNIT).toBe(after - before);
    const books = await t.books(userId);
    expect(units(books.balance)).toBe(10_000_000n + total);
    expect(books.ledgerSum).toBe(books.balance);
  });

  it('keeps mining in one ledger row per user per day, updated in place', async () => {
    const { userId, ctx } = await t.newUser();
    let sum = 0n;
    for (let i = 0; i < 5; i++) {
      await t.backdateMining(userId, 720); // 1 coin each time
      sum += units((await t.h.call<CoinSyncResult>(CoinsSubjects.sync, {}, ctx)).credited);
    }
    const page = await t.h.call<CoinTransactionPage>(CoinsSubjects.listTransactions, {}, ctx);
    const mining = page.items.filter((r) => r.type === 'mining');
    expect(mining).toHaveLength(1);
    expect(units(mining[0].amount)).toBe(sum);
    expect(sum).toBeGreaterThanOrEqual(50_000n);
    expect(mining[0].description).toMatch(/^Mining rewards for 1\.0\d hours$/);
    expect(await t.books(userId)).toMatchObject({ rows: 2 });
    const books = await t.books(userId);
    expect(books.ledgerSum).toBe(books.balance);
  });

  it('a sync right after another credits 0 or a few units, never the same time twice', async () => {
    const { ctx } = await t.newUser();
    const first = await t.h.call<CoinSyncResult>(CoinsSubjects.sync, {}, ctx);
    const second = await t.h.call<CoinSyncResult>(CoinsSubjects.sync, {}, ctx);
    // a new account has mined for milliseconds only
    expect(units(first.credited) + units(second.credited)).toBeLessThan(100n);
    expect((await t.h.callError(CoinsSubjects.sync, {}, {})).code).toBe('UNAUTHORIZED');
  });
});
