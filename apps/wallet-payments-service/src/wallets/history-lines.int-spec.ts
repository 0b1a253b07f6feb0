import { randomUUID } from 'node:crypto';
import {
  WalletPaymentsSubjects as S,
  type PaymentRequestView,
  type PayoutAccountView,
  type RequestContext,
  type WalletTransactionPage,
  type WalletTransactionView,
  type WithdrawalView,
} from '@resellpk/contracts';
import { orderProfitDescription, orderNumber } from '@resellpk/domain';
import { PAYMENT_METHOD_IDS } from '../database/migrations/1795500000000-ledger-methods-requests';
import { admin, helper, reseller, walletPaymentsSuite } from '../testing/wallet-payments-harness';

/**
 * The history says what each row is now (issue 34, 14): a kind and the values it is worded with,
 * derived when read, so a withdrawal's hold line follows the withdrawal; the rows themselves stay
 * as they were written (the ledger is append-only).
 */
describe('wallet history lines: kind and values, as of now', () => {
  const t = walletPaymentsSuite({ seedAccounts: true });

  const history = async (ctx: Partial<RequestContext>) => (await t.h.call<WalletTransactionPage>(S.listTransactions, { limit: 100 }, ctx)).items;
  const line = (items: WalletTransactionView[], id: string) => items.find((t) => t.id === id)!;
  const easypaisa = (ctx: Partial<RequestContext>) =>
    t.h.call<PayoutAccountView>(S.addPayoutAccount, { kind: 'easypaisa', accountHolder: 'Ali Khan', mobileNumber: '0300 1234567' }, ctx);
  const holdOf = async (withdrawalId: string) =>
    (await t.db().query(`SELECT id, description FROM wallet_transactions WHERE idempotency_key = $1`, [`withdrawal:${withdrawalId}`]))[0] as { id: string; description: string };

  it('a withdrawal hold line reports pending, then paid once the withdrawal is paid; the ledger row is not rewritten', async () => {
    const me = reseller();
    const acct = await easypaisa(me);
    await t.h.fund({ userId: me.userId!, amountPaisa: 100_000, key: `test:${randomUUID()}`, type: 'adjustment', description: 'Opening balance' });
    const w = await t.h.call<WithdrawalView>(S.requestWithdrawal, { payoutAccountId: acct.id, amountPaisa: 60_000, idempotencyKey: randomUUID() }, me);
    const hold = await holdOf(w.id);

    const before = line(await history(me), hold.id);
    expect(before).toMatchObject({
      type: 'withdrawal',
      amountPaisa: -60_000,
      referenceCode: w.referenceCode,
      kind: 'withdrawal_hold',
      values: { amountPaisa: 60_000, withdrawalId: w.id, withdrawalStatus: 'pending', payoutKind: 'easypaisa', accountLast4: '4567' },
    });

    await t.h.call(S.markWithdrawalPaid, { id: w.id, transferReference: 'EP-123' }, admin());
    const after = line(await history(me), hold.id);
    expect(after).toMatchObject({ kind: 'withdrawal_paid', values: { amountPaisa: 60_000, withdrawalId: w.id, withdrawalStatus: 'paid' } });
    // the paid withdrawal moved no money: still one hold row, written once
    expect((await history(me)).filter((t) => t.type.startsWith('withdrawal'))).toHaveLength(1);
    expect((await holdOf(w.id)).description).toBe(hold.description);
  });

  it('a rejected withdrawal: its hold line says rejected, the row that paid it back says so', async () => {
    const me = reseller();
    const acct = await easypaisa(me);
    await t.h.fund({ userId: me.userId!, amountPaisa: 100_000, key: `test:${randomUUID()}`, type: 'adjustment', description: 'Opening balance' });
    const w = await t.h.call<WithdrawalView>(S.requestWithdrawal, { payoutAccountId: acct.id, amountPaisa: 55_000, idempotencyKey: randomUUID() }, me);
    await t.h.call(S.rejectWithdrawal, { id: w.id, reason: 'Account name does not match' }, admin());
    const items = await history(me);
    expect(items.map((t) => [t.type, t.kind, t.values.withdrawalStatus ?? null])).toEqual([
      ['withdrawal_reversal', 'withdrawal_refund', 'rejected'],
      ['withdrawal', 'withdrawal_rejected', 'rejected'],
      ['adjustment', 'adjustment', null],
    ]);
    expect(items[0].values).toMatchObject({ amountPaisa: 55_000, withdrawalId: w.id });
  });

  it('every reason the ledger posts has its kind and values', async () => {
    const me = reseller();
    const userId = me.userId!;
    // a top-up approved by staff
    const req = await t.h.call<PaymentRequestView>(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, amountPaisa: 500_000 }, me);
    await t.h.call(S.markPaid, { id: req.id }, me);
    await t.h.call(S.approvePaymentRequest, { id: req.id }, helper());
    // an order's profit, as the consumer posts it
    const orderId = randomUUID();
    await t.h.fund({ userId, amountPaisa: 45_050, key: `order:${orderId}:profit`, type: 'order_profit', description: orderProfitDescription(orderId), referenceCode: orderNumber(orderId) });
    // coins' pack payment and identity's plan payment and refund, as those services send them
    await t.h.move(S.payCoinPack, { userId, amountPaisa: 25_000, key: `coin-pack:${randomUUID()}`, type: 'coin_pack', description: 'Starter coin pack (500 coins)', referenceCode: randomUUID() });
    const sub = randomUUID();
    await t.h.move(S.payPartnerPlan, { userId, amountPaisa: 100_000, key: `subscription:${sub}`, type: 'plan_subscription', description: 'Pro partner plan', referenceCode: null });
    await t.h.move(S.refundPartnerPlan, { userId, amountPaisa: 100_000, key: `subscription:${sub}:refund`, type: 'refund', description: 'Pro partner plan cancelled', referenceCode: null });
    // a refund worded some other way, and staff's adjustment
    await t.h.move(S.refundPartnerPlan, { userId, amountPaisa: 1_000, key: `test:${randomUUID()}`, type: 'refund', description: 'Goodwill', referenceCode: null });
    await t.h.fund({ userId, amountPaisa: 700, key: `test:${randomUUID()}`, type: 'adjustment', description: 'Correction' });

    const items = await history(me);
    expect(items.map((t) => ({ kind: t.kind, values: t.values }))).toEqual([
      { kind: 'adjustment', values: { amountPaisa: 700 } },
      { kind: 'refund', values: { amountPaisa: 1_000 } },
      { kind: 'plan_refund', values: { amountPaisa: 100_000, planName: 'Pro' } },
      { kind: 'plan_subscription', values: { amountPaisa: 100_000, planName: 'Pro' } },
      { kind: 'coin_pack', values: { amountPaisa: 25_000, packName: 'Starter', coins: 500 } },
      { kind: 'order_profit', values: { amountPaisa: 45_050, orderNumber: orderNumber(orderId) } },
      { kind: 'topup_approved', values: { amountPaisa: 500_000, methodType: 'jazzcash', methodName: 'JazzCash' } },
    ]);
  });
});
