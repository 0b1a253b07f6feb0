import { randomUUID } from 'node:crypto';
import { premiumPaymentKey, premiumRefundKey, WalletPaymentsSubjects as S, type MoneyMovement, type PremiumReversalResult } from '@resellpk/contracts';
import { PREMIUM_PRICE_PAISA, WALLET_MSG } from '@resellpk/domain';
import { admin, walletPaymentsSuite } from '../testing/wallet-payments-harness';

/**
 * Premium paid from the wallet (issue 38): identity's payPremium takes the price under the
 * request's key, and reversePremium pays it back if, and only if, it was taken, once, however many
 * rejections and approvals race (the real ledger, attacked concurrently).
 */
describe('Premium payments and their reversal', () => {
  const t = walletPaymentsSuite();

  const payment = (userId: string, requestId: string, over: Partial<MoneyMovement> = {}): MoneyMovement => ({
    userId,
    amountPaisa: PREMIUM_PRICE_PAISA,
    key: premiumPaymentKey(requestId),
    type: 'plan_subscription',
    description: 'Premium plan (30 days)',
    referenceCode: null,
    ...over,
  });
  const reverse = (userId: string, requestId: string) => t.h.callAs<PremiumReversalResult>('identity', S.reversePremium, { userId, requestId });
  const ledgerOf = async (userId: string) => {
    const [row] = await t.db().query(
      `SELECT w.balance_paisa::int AS balance, COALESCE(sum(t.amount_paisa), 0)::int AS total,
              count(t.id) FILTER (WHERE t.type = 'refund')::int AS refunds, count(t.id) FILTER (WHERE t.type = 'plan_subscription')::int AS payments
         FROM wallets w LEFT JOIN wallet_transactions t ON t.wallet_id = w.id WHERE w.user_id = $1 GROUP BY w.id`,
      [userId],
    );
    return row as { balance: number; total: number; refunds: number; payments: number };
  };
  const funded = async (paisa: number) => {
    const user = randomUUID();
    await t.h.fund({ userId: user, amountPaisa: paisa, key: `test:${randomUUID()}`, type: 'top_up', description: 'Top-up' });
    return user;
  };

  it("takes Premium's price once under the request's key; more than the price, or another type, is refused", async () => {
    const user = await funded(3000_00);
    const requestId = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => t.h.move(S.payPremium, payment(user, requestId))));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(await ledgerOf(user)).toEqual({ balance: 500_00, total: 500_00, refunds: 0, payments: 1 });
    expect(await t.h.moveError(S.payPremium, payment(user, randomUUID(), { amountPaisa: PREMIUM_PRICE_PAISA + 1 }))).toEqual({ code: 'FORBIDDEN', message: WALLET_MSG.movementTooLarge });
    expect(await t.h.moveError(S.payPremium, payment(user, randomUUID(), { type: 'refund' }))).toEqual({ code: 'FORBIDDEN', message: WALLET_MSG.movementTypeRefused });
    // a second request the balance cannot cover: refused, nothing moves
    expect(await t.h.moveError(S.payPremium, payment(user, randomUUID()))).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await ledgerOf(user)).toEqual({ balance: 500_00, total: 500_00, refunds: 0, payments: 1 });
  });

  it('pays back nothing when nothing was taken, and a taken payment exactly once under 20 concurrent reversals', async () => {
    const user = await funded(2500_00);
    const nothingTaken = randomUUID();
    expect(await reverse(user, nothingTaken)).toEqual({ refunded: false, balancePaisa: 2500_00 });
    expect(await ledgerOf(user)).toEqual({ balance: 2500_00, total: 2500_00, refunds: 0, payments: 0 });

    const requestId = randomUUID();
    await t.h.move(S.payPremium, payment(user, requestId));
    const answers = await Promise.all(Array.from({ length: 20 }, () => reverse(user, requestId)));
    expect(answers.every((a) => a.refunded && a.balancePaisa === 2500_00)).toBe(true);
    expect(await ledgerOf(user)).toEqual({ balance: 2500_00, total: 2500_00, refunds: 1, payments: 1 });
    const [refund] = await t.db().query(`SELECT amount_paisa::int AS amount, description FROM wallet_transactions WHERE idempotency_key = $1`, [premiumRefundKey(requestId)]);
    expect(refund).toEqual({ amount: 2500_00, description: 'Premium request rejected: payment returned' });
    // another user's id with this request's key gets nothing
    const stranger = await funded(1_00);
    expect(await reverse(stranger, requestId)).toEqual({ refunded: false, balancePaisa: 1_00 });
  });

  it('payments and reversals racing on many requests: balance = ledger sum, each payment paid back at most once', async () => {
    const user = await funded(25_000_00);
    const requests = Array.from({ length: 10 }, () => randomUUID());
    await Promise.all(requests.flatMap((id) => [t.h.move(S.payPremium, payment(user, id)).catch(() => null), reverse(user, id), reverse(user, id)]));
    const mid = await ledgerOf(user);
    expect(mid.balance).toBe(mid.total);
    expect(mid.refunds).toBeLessThanOrEqual(mid.payments);
    // what identity does after losing such a race (its approval finds the request rejected): reverse again
    await Promise.all(requests.map((id) => reverse(user, id)));
    expect(await ledgerOf(user)).toEqual({ balance: 25_000_00, total: 25_000_00, refunds: 10, payments: 10 });
  });

  it('only identity may pay or reverse Premium, or read a balance for it: the gateway (a browser) may not', async () => {
    await expect(t.h.call(S.reversePremium, { userId: randomUUID(), requestId: randomUUID() }, admin())).rejects.toThrow();
    await expect(t.h.call(S.payPremium, payment(randomUUID(), randomUUID()), admin())).rejects.toThrow();
    expect(await t.h.callAs('identity', S.reversePremium, { userId: 'nope', requestId: randomUUID() }).catch((e) => e.error)).toEqual({ code: 'VALIDATION', message: WALLET_MSG.invalidMovement });
    // the balance identity reports when the wallet cannot pay; the gateway may not read it this way
    const user = await funded(1234_00);
    expect(await t.h.callAs('identity', S.balanceOf, { userId: user })).toEqual({ balancePaisa: 1234_00 });
    expect(await t.h.callAs('identity', S.balanceOf, { userId: randomUUID() })).toEqual({ balancePaisa: 0 });
    await expect(t.h.call(S.balanceOf, { userId: user }, admin())).rejects.toThrow();
  });
});
