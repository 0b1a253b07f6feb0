import { randomUUID } from 'node:crypto';
import { eventually } from '@resellpk/backend-testing';
import { CoinsSubjects, type CoinSyncResult } from '@resellpk/contracts';
import { parseCoinUnits } from '@resellpk/domain';
import { MICROS_PER_MINED_UNIT } from '../accounts/account.repository';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-harness';

const USERS = Number(process.env.MINING_LOAD_USERS || 200);
const SECONDS = Number(process.env.MINING_LOAD_SECONDS || 8);
/** each user syncs every this many ms: the storefront's 60 s, compressed */
const PERIOD_MS = Number(process.env.MINING_LOAD_PERIOD_MS || 500);

/**
 * The short version of the mining load test (k6/mining-sync.js, bench/mining-sync.js) that runs in
 * `npm test`: many users syncing on a compressed 60 s period over NATS, as the gateway calls. It
 * fails on any failed sync, and unless every user's credits are exactly the time consumed (units x
 * 72 ms = how far last_mining_update moved), the sum of what the syncs returned, the balance change
 * and the ledger change, all equal.
 */
describe('mining under load (short)', () => {
  let t: CoinsTestbed;
  beforeAll(async () => {
    t = await startCoinsTestbed();
  }, 60_000);
  afterAll(() => t?.close());

  it(`${USERS} users syncing every ${PERIOD_MS} ms for ${SECONDS} s: no error, exactly the coins mined`, async () => {
    const db = t.h.service.dataSource;
    const users = Array.from({ length: USERS }, () => randomUUID());
    await Promise.all(users.map((userId) => t.publishRegistered({ userId, email: `${userId.slice(0, 8)}@load.pk`, name: 'Load', referralCode: null })));
    await eventually(async () => (await db.query(`SELECT count(*)::int AS n FROM discount_coins WHERE user_id = ANY($1)`, [users]))[0].n === USERS, 60_000, 'the accounts');

    const snapshot = async () => {
      const rows: Array<{ user_id: string; balance: string; ledger: string; us: string }> = await db.query(
        `SELECT d.user_id, d.balance::text AS balance,
                (SELECT sum(amount)::numeric(18,4)::text FROM coin_transactions t WHERE t.user_id = d.user_id) AS ledger,
                (extract(epoch FROM d.last_mining_update) * 1000000)::bigint::text AS us
           FROM discount_coins d WHERE d.user_id = ANY($1)`,
        [users],
      );
      return new Map(rows.map((r) => [r.user_id, { balance: parseCoinUnits(r.balance)!, ledger: parseCoinUnits(r.ledger)!, us: BigInt(r.us) }]));
    };
    const before = await snapshot();

    const credited = new Map(users.map((u) => [u, 0n]));
    const failures: string[] = [];
    const latencies: number[] = [];
    const end = Date.now() + SECONDS * 1000;
    // each user starts at a random point of its period, as real clients do
    await Promise.all(
      users.map(async (userId) => {
        await new Promise((r) => setTimeout(r, Math.random() * PERIOD_MS));
        while (Date.now() < end) {
          const started = performance.now();
          try {
            const r = await t.h.call<CoinSyncResult>(CoinsSubjects.sync, {}, { userId, role: 'reseller', plan: 'free' });
            credited.set(userId, credited.get(userId)! + parseCoinUnits(r.credited)!);
          } catch (error) {
            failures.push(`${userId}: ${(error as Error).message}`);
          }
          const took = performance.now() - started;
          latencies.push(took);
          await new Promise((r) => setTimeout(r, Math.max(0, PERIOD_MS - took)));
        }
      }),
    );
    const after = await snapshot();

    latencies.sort((a, b) => a - b);
    const p = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
    const total = [...credited.values()].reduce((a, b) => a + b, 0n);
    console.log(JSON.stringify({ users: USERS, seconds: SECONDS, syncs: latencies.length, syncsPerSec: Math.round(latencies.length / SECONDS), p50: p(0.5), p99: p(0.99), creditedCoins: Number(total) / 10_000 }));

    expect(failures).toEqual([]);
    for (const userId of users) {
      const b = before.get(userId)!;
      const a = after.get(userId)!;
      const mined = credited.get(userId)!;
      expect({ userId, balanceDelta: a.balance - b.balance, ledgerDelta: a.ledger - b.ledger, timeConsumedUs: a.us - b.us }).toEqual({
        userId,
        balanceDelta: mined,
        ledgerDelta: mined,
        timeConsumedUs: mined * MICROS_PER_MINED_UNIT,
      });
    }
    // and the total is what 5 coins an hour gives for the time the test ran (not twice that)
    const perUserMaxUnits = BigInt(Math.ceil(((SECONDS + 3 + PERIOD_MS / 1000) * 1_000_000) / Number(MICROS_PER_MINED_UNIT)));
    expect(total).toBeLessThanOrEqual(perUserMaxUnits * BigInt(USERS));
    expect(total).toBeGreaterThan(0n);
  }, 120_000);
});
