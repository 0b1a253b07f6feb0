import { eventually } from '@resellpk/backend-testing';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-harness';

describe('the abandoned-purchase sweeper', () => {
  let t: CoinsTestbed;
  beforeAll(async () => {
    t = await startCoinsTestbed({ sweepMs: 200 });
  });
  afterAll(() => t?.close());

  it('runs on its own and completes a purchase left pending for over 10 minutes, charging once', async () => {
    const { userId } = await t.newUser();
    t.wallet.balances.set(userId, 30_000);
    const db = t.h.service.dataSource;
    await db.query(
      `INSERT INTO coin_purchases (user_id, idempotency_key, pack_id, package_amount, payment_status, created_at)
       VALUES ($1, 'left-behind', 'starter', 25000, 'pending', now() - interval '11 minutes')`,
      [userId],
    );
    await eventually(async () => (await db.query(`SELECT payment_status FROM coin_purchases WHERE user_id = $1`, [userId]))[0].payment_status === 'completed', 10_000, 'the sweep');
    // more sweeps pass: still one charge, one credit
    await new Promise((r) => setTimeout(r, 600));
    expect(t.wallet.balanceOf(userId)).toBe(5_000);
    expect(await t.books(userId)).toMatchObject({ balance: '2000.0000', ledgerSum: '2000.0000', rows: 2 });
  });
});
