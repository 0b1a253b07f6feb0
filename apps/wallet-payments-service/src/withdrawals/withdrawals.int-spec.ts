import { randomUUID } from 'node:crypto';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { eventually } from '@resellpk/backend-testing';
import { WalletPaymentsSubjects as S, type PayoutAccountView, type RequestContext, type WithdrawalPage, type WithdrawalView } from '@resellpk/contracts';
import { PAYOUT_MSG } from '@resellpk/domain';
import { admin, helper, reseller, walletPaymentsSuite } from '../testing/wallet-payments-harness';

const IBAN = 'PK36SCBL0000001123456702';

/** Withdrawals of profit (issue 13): the hold, the staff decisions, their races, and who may see what. */
describe('payout accounts and withdrawals', () => {
  const t = walletPaymentsSuite();

  const fund = (userId: string, amountPaisa: number) =>
    t.h.fund({ userId, amountPaisa, key: `test-fund:${randomUUID()}`, type: 'order_profit', description: 'Profit from a test order' });
  const easypaisa = (ctx: Partial<RequestContext>) =>
    t.h.call<PayoutAccountView>(S.addPayoutAccount, { kind: 'easypaisa', accountHolder: 'Ali Khan', mobileNumber: '0300 1234567' }, ctx);
  const withdraw = (ctx: Partial<RequestContext>, payoutAccountId: string, amountPaisa: number, idempotencyKey = randomUUID()) =>
    t.h.call<WithdrawalView>(S.requestWithdrawal, { payoutAccountId, amountPaisa, idempotencyKey }, ctx);
  /** balance, ledger sum and the rows of one user */
  const ledgerOf = async (userId: string) => {
    const [w] = await t.db().query(
      `SELECT w.balance_paisa::bigint::int AS balance, COALESCE(sum(t.amount_paisa), 0)::bigint::int AS total, count(t.id)::int AS rows
       FROM wallets w LEFT JOIN wallet_transactions t ON t.wallet_id = w.id WHERE w.user_id = $1 GROUP BY w.id`,
      [userId],
    );
    return w as { balance: number; total: number; rows: number };
  };
  const auditOf = (withdrawalId: string) =>
    t.db().query(`SELECT actor_id, action, amount_paisa::int AS amount FROM audit_log WHERE withdrawal_id = $1 ORDER BY created_at, action`, [withdrawalId]);
  const outboxOf = (subject: string, withdrawalId: string) =>
    t.db().query(`SELECT count(*)::int AS n FROM outbox WHERE subject = $1 AND envelope->'data'->>'withdrawalId' = $2`, [subject, withdrawalId]).then((r: Array<{ n: number }>) => r[0].n);

  it('saves Easypaisa, JazzCash and bank accounts with normalised numbers and checked IBANs; each bad field gets its message', async () => {
    const me = reseller();
    const ep = await easypaisa(me);
    expect(ep).toMatchObject({ kind: 'easypaisa', accountHolder: 'Ali Khan', mobileNumber: '+923001234567', iban: null });
    const bank = await t.h.call<PayoutAccountView>(S.addPayoutAccount, { kind: 'bank', accountHolder: 'Ali Khan', bankName: 'Standard Chartered', iban: 'pk36 scbl 0000 0011 2345 6702' }, me);
    expect(bank).toMatchObject({ kind: 'bank', bankName: 'Standard Chartered', iban: IBAN, mobileNumber: null });
    expect(await t.h.callError(S.addPayoutAccount, { kind: 'bank', accountHolder: 'Ali Khan', bankName: 'SCB', iban: 'PK36SCBL0000001123456703' }, me)).toMatchObject({
      code: 'VALIDATION',
      message: PAYOUT_MSG.ibanChecksum,
      field: 'iban',
    });
    expect(await t.h.callError(S.addPayoutAccount, { kind: 'jazzcash', accountHolder: 'Ali', mobileNumber: '042 1234567' }, me)).toMatchObject({
      code: 'VALIDATION',
      message: PAYOUT_MSG.mobileInvalid,
      field: 'mobileNumber',
    });
    expect(await t.h.callError(S.addPayoutAccount, { kind: 'jazzcash', accountHolder: ' ', mobileNumber: '03001234567' }, me)).toMatchObject({ field: 'accountHolder', message: PAYOUT_MSG.holderRequired });
    expect((await t.h.call<PayoutAccountView[]>(S.listPayoutAccounts, {}, me)).map((a) => a.id)).toEqual([ep.id, bank.id]);
    await t.h.call(S.deletePayoutAccount, { id: bank.id }, me);
    expect((await t.h.call<PayoutAccountView[]>(S.listPayoutAccounts, {}, me)).map((a) => a.id)).toEqual([ep.id]);
  });

  it('IDOR: another reseller can neither see, delete nor withdraw to my payout account, nor see my withdrawal (404 / not listed)', async () => {
    const me = reseller();
    const other = reseller();
    const mine = await easypaisa(me);
    await fund(me.userId!, 100_000);
    await fund(other.userId!, 100_000);
    const w = await withdraw(me, mine.id, 60_000);
    expect(await t.h.call<PayoutAccountView[]>(S.listPayoutAccounts, {}, other)).toEqual([]);
    expect(await t.h.callError(S.deletePayoutAccount, { id: mine.id }, other)).toMatchObject({ code: 'NOT_FOUND', message: PAYOUT_MSG.accountNotFound });
    expect(await t.h.callError(S.requestWithdrawal, { payoutAccountId: mine.id, amountPaisa: 50_000, idempotencyKey: 'k-1' }, other)).toMatchObject({
      code: 'NOT_FOUND',
      message: PAYOUT_MSG.accountNotFound,
    });
    expect((await t.h.call<WithdrawalPage>(S.listWithdrawals, {}, other)).items).toEqual([]);
    // the other reseller's balance was never touched; staff routes refuse a reseller
    expect((await ledgerOf(other.userId!)).balance).toBe(100_000);
    expect(await t.h.callError(S.markWithdrawalPaid, { id: w.id, transferReference: 'X' }, other)).toMatchObject({ code: 'FORBIDDEN' });
    // the account still works for its owner
    expect((await t.h.call<PayoutAccountView[]>(S.listPayoutAccounts, {}, me)).map((a) => a.id)).toEqual([mine.id]);
  });

  it('holds the amount at once; minimum Rs. 500; a balance that cannot cover it is refused and changes nothing; the same key twice holds once', async () => {
    const me = reseller();
    const acct = await easypaisa(me);
    await fund(me.userId!, 750_000);
    expect(await t.h.callError(S.requestWithdrawal, { payoutAccountId: acct.id, amountPaisa: 49_999, idempotencyKey: 'a' }, me)).toMatchObject({
      code: 'VALIDATION',
      message: 'The minimum withdrawal is Rs. 500.',
      field: 'amountPaisa',
    });
    const tooMuch = await t.h.callError(S.requestWithdrawal, { payoutAccountId: acct.id, amountPaisa: 750_100, idempotencyKey: 'b' }, me);
    expect(tooMuch).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: PAYOUT_MSG.insufficient(750_000) });
    expect(await t.db().query(`SELECT id FROM withdrawals WHERE user_id = $1`, [me.userId])).toEqual([]);

    const key = randomUUID();
    const [a, b] = await Promise.all([withdraw(me, acct.id, 200_000, key), withdraw(me, acct.id, 200_000, key)]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ status: 'pending', amountPaisa: 200_000, payoutAccount: { kind: 'easypaisa', mobileNumber: '+923001234567' } });
    expect(a.referenceCode).toMatch(/^WD-[A-Z2-9]{6}$/);
    expect(await ledgerOf(me.userId!)).toEqual({ balance: 550_000, total: 550_000, rows: 2 });
    const [hold] = await t.db().query(`SELECT type, amount_paisa::int AS amount, reference_code FROM wallet_transactions WHERE idempotency_key = $1`, [`withdrawal:${a.id}`]);
    expect(hold).toEqual({ type: 'withdrawal', amount: -200_000, reference_code: a.referenceCode });
    // the key with another amount is a client's bug, not a retry
    expect(await t.h.callError(S.requestWithdrawal, { payoutAccountId: acct.id, amountPaisa: 300_000, idempotencyKey: key }, me)).toMatchObject({ code: 'CONFLICT', message: PAYOUT_MSG.keyReused });
    expect(await auditOf(a.id)).toEqual([{ actor_id: me.userId, action: 'withdrawal.requested', amount: 200_000 }]);
    // deleting the account later keeps where the money goes on the request
    await t.h.call(S.deletePayoutAccount, { id: acct.id }, me);
    const page = await t.h.call<WithdrawalPage>(S.listWithdrawals, { status: 'pending' }, me);
    expect(page).toMatchObject({ total: 1, items: [{ id: a.id, payoutAccount: { id: acct.id, accountHolder: 'Ali Khan' } }] });
  });

  it('concurrent requests that together exceed the balance: the ones that fit are held, the rest refused; never negative; balance = ledger sum', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const me = reseller();
      const acct = await easypaisa(me);
      await fund(me.userId!, 750_000); // Rs. 7,500
      // 12 requests of Rs. 1,000 at once: exactly 7 fit
      const results = await Promise.allSettled(Array.from({ length: 12 }, () => withdraw(me, acct.id, 100_000)));
      const held = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(held).toHaveLength(7);
      for (const r of refused) expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' } satisfies Partial<ServiceFailure>);
      expect(await ledgerOf(me.userId!)).toEqual({ balance: 50_000, total: 50_000, rows: 8 });
      expect((await t.h.call<WithdrawalPage>(S.listWithdrawals, {}, me)).total).toBe(7);
    }
  }, 60_000);

  it('paid at most once: two admins marking it paid at once, one wins, one is refused; a paid one cannot be rejected; the audit log and the event record it once', async () => {
    const me = reseller();
    const acct = await easypaisa(me);
    await fund(me.userId!, 100_000);
    const w = await withdraw(me, acct.id, 60_000);
    const [x, y] = [admin(), admin()];
    const outcomes = await Promise.allSettled([
      t.h.call<WithdrawalView>(S.markWithdrawalPaid, { id: w.id, transferReference: 'EP-111' }, x),
      t.h.call<WithdrawalView>(S.markWithdrawalPaid, { id: w.id, transferReference: 'EP-222' }, y),
    ]);
    const won = outcomes.filter((o): o is PromiseFulfilledResult<WithdrawalView> => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toMatchObject({ code: 'CONFLICT', message: PAYOUT_MSG.alreadyPaid });
    expect(won[0].value).toMatchObject({ status: 'paid', transferReference: expect.stringMatching(/^EP-(111|222)$/) });
    expect(await t.h.callError(S.rejectWithdrawal, { id: w.id, reason: 'late' }, x)).toMatchObject({ code: 'CONFLICT', message: PAYOUT_MSG.alreadyPaid });
    // paying moves no money (it was held when requested)
    expect(await ledgerOf(me.userId!)).toEqual({ balance: 40_000, total: 40_000, rows: 2 });
    expect((await auditOf(w.id)).map((a: { action: string }) => a.action)).toEqual(['withdrawal.requested', 'withdrawal.paid']);
    expect(await outboxOf('wallet-payments.withdrawal.paid.v1', w.id)).toBe(1);
    expect(await t.h.callError(S.markWithdrawalPaid, { id: w.id, transferReference: '  ' }, x)).toMatchObject({ code: 'VALIDATION', message: PAYOUT_MSG.referenceRequired });
  });

  it('rejection returns the money once, even with three concurrent rejects; the reason is required', async () => {
    const me = reseller();
    const acct = await easypaisa(me);
    await fund(me.userId!, 100_000);
    const w = await withdraw(me, acct.id, 80_000);
    expect(await t.h.callError(S.rejectWithdrawal, { id: w.id, reason: '' }, admin())).toMatchObject({ code: 'VALIDATION', message: PAYOUT_MSG.reasonRequired, field: 'reason' });
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => t.h.call<WithdrawalView>(S.rejectWithdrawal, { id: w.id, reason: `Wrong number ${n}` }, admin())));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'CONFLICT', message: PAYOUT_MSG.alreadyRejected });
    expect(await ledgerOf(me.userId!)).toEqual({ balance: 100_000, total: 100_000, rows: 3 });
    const rows = await t.db().query(`SELECT type, amount_paisa::int AS amount FROM wallet_transactions WHERE user_id = $1 ORDER BY seq`, [me.userId]);
    expect(rows.map((r: { type: string }) => r.type)).toEqual(['order_profit', 'withdrawal', 'withdrawal_reversal']);
    expect(rows[2].amount).toBe(80_000);
    expect(await t.h.callError(S.markWithdrawalPaid, { id: w.id, transferReference: 'EP-1' }, admin())).toMatchObject({ code: 'CONFLICT', message: PAYOUT_MSG.alreadyRejected });
    expect((await auditOf(w.id)).map((a: { action: string }) => a.action)).toEqual(['withdrawal.requested', 'withdrawal.rejected']);
    expect(await outboxOf('wallet-payments.withdrawal.rejected.v1', w.id)).toBe(1);
  });

  it('admins list by status and page; a top-up helper may not see or decide withdrawals', async () => {
    const me = reseller();
    const acct = await easypaisa(me);
    await fund(me.userId!, 500_000);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await withdraw(me, acct.id, 50_000 + i * 100)).id);
    await t.h.call(S.markWithdrawalPaid, { id: ids[0], transferReference: 'IBFT-77' }, admin());
    const staff = admin();
    const pending = await t.h.call<WithdrawalPage>(S.listAllWithdrawals, { status: 'pending', pageSize: 100 }, staff);
    expect(pending.items.filter((i) => i.userId === me.userId).map((i) => i.id).sort()).toEqual([ids[1], ids[2]].sort());
    const firstPage = await t.h.call<WithdrawalPage>(S.listAllWithdrawals, { status: 'all', page: 1, pageSize: 2 }, staff);
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    // by reseller (the gateway's search): only theirs; an empty list matches nobody; a bad list is refused
    const other = reseller();
    await fund(other.userId!, 100_000);
    const otherId = (await withdraw(other, (await easypaisa(other)).id, 60_000)).id;
    const mine = await t.h.call<WithdrawalPage>(S.listAllWithdrawals, { status: 'all', userIds: [me.userId!.toUpperCase()] }, staff);
    expect(mine.items.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect(mine.total).toBe(3);
    const both = await t.h.call<WithdrawalPage>(S.listAllWithdrawals, { status: 'pending', userIds: [me.userId!, other.userId!] }, staff);
    expect(both.items.map((i) => i.id).sort()).toEqual([ids[1], ids[2], otherId].sort());
    expect(await t.h.call<WithdrawalPage>(S.listAllWithdrawals, { userIds: [] }, staff)).toMatchObject({ items: [], total: 0 });
    for (const userIds of [['nope'], 'x', Array.from({ length: 101 }, () => randomUUID())]) {
      expect(await t.h.callError(S.listAllWithdrawals, { userIds }, staff)).toMatchObject({ code: 'VALIDATION', field: 'userIds' });
    }
    expect(await t.h.callError(S.listAllWithdrawals, { status: 'done' }, staff)).toMatchObject({ code: 'VALIDATION', field: 'status' });
    expect(await t.h.callError(S.listAllWithdrawals, {}, helper())).toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.h.callError(S.markWithdrawalPaid, { id: ids[1], transferReference: 'X' }, helper())).toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.h.callError(S.markWithdrawalPaid, { id: randomUUID(), transferReference: 'X' }, staff)).toMatchObject({ code: 'NOT_FOUND', message: PAYOUT_MSG.withdrawalNotFound });
    // the events reach the outbox relay (published, not left behind)
    await eventually(async () => (await t.db().query(`SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`))[0].n === 0, 10_000, 'the outbox to drain');
  });
});
