import { randomUUID } from 'node:crypto';
import { withTransaction } from '@resellpk/backend-persistence';
import { raceWhileHeld } from '@resellpk/backend-testing';
import { WalletPaymentsSubjects as S, type MoneyMovement, type PayoutAccountView, type WithdrawalView } from '@resellpk/contracts';
import { reseller, walletPaymentsSuite } from '../testing/wallet-payments-harness';
import { Ledger, type Direction } from './ledger';

/**
 * Money movements that overlap inside PostgreSQL for certain: a second session holds the wallet
 * row while the racers start, and lets go once every racer waits on it (raceWhileHeld). Without
 * the wallet's lock, the key looked up under it, or the withdrawal's unique client key, these
 * fail (bench/invariant-probes.js removes each in turn).
 */
describe('the ledger under overlapping movements', () => {
  const t = walletPaymentsSuite();

  /** the Ledger in-process, as every money path calls it (inside its own transaction) */
  const move = (direction: Direction, m: MoneyMovement) =>
    withTransaction(t.db(), (tx) => t.h.service.app.get(Ledger).move(tx, direction, m, { correlationId: `test-${m.key}` }));
  const movement = (userId: string, amountPaisa: number, key = `test:${randomUUID()}`): MoneyMovement => ({
    userId,
    amountPaisa,
    key,
    type: 'order_profit',
    description: 'Test movement',
  });
  const holdWallet = (userId: string) => (holder: { query(sql: string, params: unknown[]): Promise<unknown> }) =>
    holder.query(`SELECT 1 FROM wallets WHERE user_id = $1 FOR UPDATE`, [userId]);
  const ledgerOf = async (userId: string) => {
    const [row] = await t.db().query(
      `SELECT w.balance_paisa::int AS balance, COALESCE(sum(t.amount_paisa), 0)::int AS total, count(t.id)::int AS rows
       FROM wallets w LEFT JOIN wallet_transactions t ON t.wallet_id = w.id WHERE w.user_id = $1 GROUP BY w.id`,
      [userId],
    );
    return row as { balance: number; total: number; rows: number };
  };

  it('debits queued behind a held wallet each see the balance the one before left: balance = ledger sum', async () => {
    const user = randomUUID();
    await move('credit', movement(user, 100_000));
    const { results, blocked } = await raceWhileHeld(
      t.h.db.url,
      holdWallet(user),
      Array.from({ length: 8 }, () => () => move('debit', movement(user, 1_000))),
    );
    expect(blocked).toBeGreaterThan(1);
    expect(results.map((r) => r.balancePaisa).sort((a, b) => b - a)).toEqual([99_000, 98_000, 97_000, 96_000, 95_000, 94_000, 93_000, 92_000]);
    expect(await ledgerOf(user)).toEqual({ balance: 92_000, total: 92_000, rows: 9 });
  });

  it('one key sent by racers queued behind a held wallet moves the money once', async () => {
    const user = randomUUID();
    await move('credit', movement(user, 100_000));
    const debit = movement(user, 7_000);
    const { results, blocked } = await raceWhileHeld(
      t.h.db.url,
      holdWallet(user),
      Array.from({ length: 8 }, () => () => move('debit', debit)),
    );
    expect(blocked).toBeGreaterThan(1);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(await ledgerOf(user)).toEqual({ balance: 93_000, total: 93_000, rows: 2 });
  });

  it('one withdrawal key sent twice while the wallet is held: one request, one hold', async () => {
    const me = reseller();
    await move('credit', movement(me.userId!, 500_000));
    const account = await t.h.call<PayoutAccountView>(S.addPayoutAccount, { kind: 'easypaisa', accountHolder: 'Ali Khan', mobileNumber: '0300 1234567' }, me);
    const request = { payoutAccountId: account.id, amountPaisa: 100_000, idempotencyKey: randomUUID() };
    // the first inserts its request and waits for the wallet; the second waits on the first's key
    const { results, blocked } = await raceWhileHeld(
      t.h.db.url,
      holdWallet(me.userId!),
      [1, 2].map(() => () => t.h.call<WithdrawalView>(S.requestWithdrawal, request, me)),
    );
    expect(blocked).toBe(2);
    expect(results[0].id).toBe(results[1].id);
    expect(await ledgerOf(me.userId!)).toEqual({ balance: 400_000, total: 400_000, rows: 2 });
  });
});
