import { randomUUID } from 'node:crypto';
import { CoinsSubjects, type CoinPacksView, type CoinPurchaseView, type CoinTransactionPage } from '@resellpk/contracts';
import { COIN_MSG, MSG } from '@resellpk/domain';
import { startCoinsTestbed, type CoinsTestbed } from '../testing/coins-harness';
import { PacksService } from './packs.service';

describe('coin packs paid from the wallet', () => {
  let t: CoinsTestbed;
  beforeAll(async () => {
    t = await startCoinsTestbed();
  });
  afterAll(() => t?.close());

  const key = () => `k-${randomUUID()}`;
  const purchases = async (userId: string) =>
    (await t.h.service.dataSource.query(`SELECT payment_status FROM coin_purchases WHERE user_id = $1 ORDER BY created_at`, [userId])).map((r: { payment_status: string }) => r.payment_status);

  it('staff accounts cannot buy a pack (issue 33): a helper or admin token is refused with the reason and nothing is bought or charged', async () => {
    for (const role of ['topup_helper', 'admin'] as const) {
      const { userId, ctx } = await t.newUser();
      const before = await t.books(userId);
      expect(await t.h.callError(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: key() }, { ...ctx, role })).toEqual({
        code: 'FORBIDDEN',
        message: MSG.staffCannotBuyCoins,
      });
      expect(await purchases(userId)).toEqual([]);
      expect(await t.books(userId)).toEqual(before);
    }
    // a reseller promoted a minute ago still holds a reseller token: the current role counts
    const { userId, ctx } = await t.newUser();
    await t.h.service.dataSource.query(`INSERT INTO known_roles (user_id, role, changed_at) VALUES ($1, 'admin', now())`, [userId]);
    expect(await t.h.callError(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: key() }, ctx)).toEqual({ code: 'FORBIDDEN', message: MSG.staffCannotBuyCoins });
    expect(await purchases(userId)).toEqual([]);
  });

  it('lists the spec table and the first-purchase offer', async () => {
    const { ctx } = await t.newUser();
    const view = await t.h.call<CoinPacksView>(CoinsSubjects.listPacks, {}, ctx);
    expect(view.firstPurchaseBonusAvailable).toBe(true);
    expect(view.packs.map((p) => [p.name, p.pricePaisa / 100, p.coins])).toEqual([
      ['Starter', 250, 500],
      ['Popular', 1000, 2200],
      ['Value', 5000, 12000],
      ['Premium', 10000, 30000],
    ]);
  });

  it('the first pack ever gets 2 coins per rupee and says so; the next one does not; the wallet pays each once', async () => {
    const { userId, ctx } = await t.newUser();
    t.wallet.balances.set(userId, 200_000);
    const first = await t.h.call<CoinPurchaseView>(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: key() }, ctx);
    expect(first).toMatchObject({ packId: 'starter', pricePaisa: 25_000, coinsReceived: '1000.0000', isFirstPurchase: true, status: 'completed', balance: '2000.0000' });
    const second = await t.h.call<CoinPurchaseView>(CoinsSubjects.purchasePack, { packId: 'popular', idempotencyKey: key() }, ctx);
    expect(second).toMatchObject({ coinsReceived: '2200.0000', isFirstPurchase: false, balance: '4200.0000' });
    expect(t.wallet.balanceOf(userId)).toBe(200_000 - 25_000 - 100_000);
    const page = await t.h.call<CoinTransactionPage>(CoinsSubjects.listTransactions, {}, ctx);
    expect(page.items.filter((r) => r.type === 'purchase').map((r) => r.description)).toEqual([
      'Purchased 2200 coins for Rs. 1,000',
      'Purchased 1000 coins for Rs. 250 (First purchase bonus)',
    ]);
    expect(await t.h.call<CoinPacksView>(CoinsSubjects.listPacks, {}, ctx)).toMatchObject({ firstPurchaseBonusAvailable: false });
    expect(await t.books(userId)).toMatchObject({ balance: '4200.0000', ledgerSum: '4200.0000', totalEarned: '4200.0000' });
    // the event for the purchase is in the outbox, with the wallet's transaction
    const events = await t.h.service.dataSource.query(`SELECT envelope->'data' AS data FROM outbox WHERE subject = 'coins.pack.purchased.v1' AND envelope->'data'->>'userId' = $1`, [userId]);
    expect(events).toHaveLength(2);
  });

  it('the same idempotency key, also from concurrent requests, charges once and answers the same purchase', async () => {
    const { userId, ctx } = await t.newUser();
    t.wallet.balances.set(userId, 1_000_000);
    const k = key();
    const results = await Promise.all(Array.from({ length: 8 }, () => t.h.call<CoinPurchaseView>(CoinsSubjects.purchasePack, { packId: 'value', idempotencyKey: k }, ctx)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.every((r) => r.status === 'completed' && r.coinsReceived === '22000.0000')).toBe(true);
    expect(t.wallet.balanceOf(userId)).toBe(1_000_000 - 500_000);
    expect(await t.books(userId)).toMatchObject({ balance: '23000.0000', ledgerSum: '23000.0000', rows: 2 });
    // the key with another pack is refused
    expect(await t.h.callError(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: k }, ctx)).toEqual({ code: 'CONFLICT', message: COIN_MSG.purchaseKeyReused });
  });

  it('a wallet that cannot pay changes no coins, no ledger and no wallet; the same key succeeds after a top-up', async () => {
    const { userId, ctx } = await t.newUser();
    t.wallet.balances.set(userId, 10_000);
    const k = key();
    expect(await t.h.callError(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: k }, ctx)).toEqual({ code: 'INSUFFICIENT_FUNDS', message: COIN_MSG.walletCannotPay });
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000', ledgerSum: '1000.0000', rows: 1 });
    expect(t.wallet.balanceOf(userId)).toBe(10_000);
    expect(await purchases(userId)).toEqual(['failed']);
    expect(await t.h.call<CoinPacksView>(CoinsSubjects.listPacks, {}, ctx)).toMatchObject({ firstPurchaseBonusAvailable: true });

    t.wallet.balances.set(userId, 30_000);
    const done = await t.h.call<CoinPurchaseView>(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: k }, ctx);
    expect(done).toMatchObject({ status: 'completed', isFirstPurchase: true, coinsReceived: '1000.0000' });
    expect(t.wallet.balanceOf(userId)).toBe(5_000);
    expect(await purchases(userId)).toEqual(['completed']);
  });

  it('a debit whose reply was lost is completed by the retry with the same key, charged once', async () => {
    const { userId, ctx } = await t.newUser();
    t.wallet.balances.set(userId, 100_000);
    const k = key();
    t.wallet.dropReplies = 1;
    expect(await t.h.callError(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: k }, ctx)).toEqual({ code: 'UNAVAILABLE', message: COIN_MSG.purchaseFailed });
    // the wallet took the money, the coins are not there yet, the purchase is pending
    expect(t.wallet.balanceOf(userId)).toBe(75_000);
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000', rows: 1 });
    expect(await purchases(userId)).toEqual(['pending']);

    const done = await t.h.call<CoinPurchaseView>(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: k }, ctx);
    expect(done).toMatchObject({ status: 'completed', coinsReceived: '1000.0000' });
    expect(t.wallet.balanceOf(userId)).toBe(75_000);
    expect(await t.books(userId)).toMatchObject({ balance: '2000.0000', ledgerSum: '2000.0000', rows: 2 });
  }, 30_000);

  it('a coin write that fails after the debit is completed by the retry, charged once', async () => {
    const { userId, ctx } = await t.newUser();
    t.wallet.balances.set(userId, 100_000);
    const k = key();
    // the ledger refuses purchase rows for a moment (as a database error would); DDL is the administrator's
    await t.h.db.adminQuery(`ALTER TABLE coin_transactions ADD CONSTRAINT no_purchases_now CHECK (transaction_type <> 'purchase') NOT VALID`);
    try {
      expect((await t.h.callError(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: k }, ctx)).code).toBe('INTERNAL');
    } finally {
      await t.h.db.adminQuery(`ALTER TABLE coin_transactions DROP CONSTRAINT no_purchases_now`);
    }
    expect(t.wallet.balanceOf(userId)).toBe(75_000);
    expect(await t.books(userId)).toMatchObject({ balance: '1000.0000', rows: 1 });
    const done = await t.h.call<CoinPurchaseView>(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: k }, ctx);
    expect(done).toMatchObject({ status: 'completed', coinsReceived: '1000.0000' });
    expect(t.wallet.balanceOf(userId)).toBe(75_000);
    expect(await t.books(userId)).toMatchObject({ balance: '2000.0000', ledgerSum: '2000.0000' });
  });

  it('the sweep settles purchases the client abandoned: completed when the wallet pays (once), failed when it refuses', async () => {
    const db = t.h.service.dataSource;
    const sweep = () => t.h.service.app.get(PacksService).settleStalePurchases(10 * 60_000);
    // abandoned after the debit: the reply was lost and the client never came back
    const paid = await t.newUser();
    t.wallet.balances.set(paid.userId, 100_000);
    t.wallet.dropReplies = 1;
    expect((await t.h.callError(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: key() }, paid.ctx)).code).toBe('UNAVAILABLE');
    expect(t.wallet.balanceOf(paid.userId)).toBe(75_000);
    // abandoned before the wallet answered at all, by a user who cannot pay
    const poor = await t.newUser();
    await db.query(
      `INSERT INTO coin_purchases (user_id, idempotency_key, pack_id, package_amount, payment_status) VALUES ($1, 'lost-1', 'premium', 1000000, 'pending')`,
      [poor.userId],
    );

    // not stale yet: left alone
    expect(await sweep()).toEqual({ completed: 0, failed: 0, stillPending: 0 });
    await db.query(`UPDATE coin_purchases SET created_at = created_at - interval '11 minutes' WHERE user_id = ANY($1)`, [[paid.userId, poor.userId]]);
    expect(await sweep()).toEqual({ completed: 1, failed: 1, stillPending: 0 });

    expect(t.wallet.balanceOf(paid.userId)).toBe(75_000);
    expect(await purchases(paid.userId)).toEqual(['completed']);
    expect(await t.books(paid.userId)).toMatchObject({ balance: '2000.0000', ledgerSum: '2000.0000' });
    expect(await purchases(poor.userId)).toEqual(['failed']);
    expect(await t.books(poor.userId)).toMatchObject({ balance: '1000.0000', rows: 1 });
    // nothing left to do
    expect(await sweep()).toEqual({ completed: 0, failed: 0, stillPending: 0 });
  }, 30_000);

  it('refuses an unknown pack or a missing key', async () => {
    const { ctx } = await t.newUser();
    expect(await t.h.callError(CoinsSubjects.purchasePack, { packId: 'mega', idempotencyKey: key() }, ctx)).toEqual({ code: 'VALIDATION', message: COIN_MSG.unknownPack, field: 'packId' });
    expect((await t.h.callError(CoinsSubjects.purchasePack, { packId: 'starter', idempotencyKey: 'has space' }, ctx)).field).toBe('idempotencyKey');
    expect((await t.h.callError(CoinsSubjects.purchasePack, { packId: 'starter' }, ctx)).field).toBe('idempotencyKey');
  });
});
