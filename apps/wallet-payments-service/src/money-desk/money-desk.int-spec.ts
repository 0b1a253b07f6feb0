import { randomUUID } from 'node:crypto';
import { WalletPaymentsSubjects as S, type AuditLogSlice, type MoneyDeskCounts, type PaymentRequestView, type WithdrawalView } from '@resellpk/contracts';
import { PAYMENT_METHOD_IDS } from '../database/migrations/1795500000000-ledger-methods-requests';
import { admin, helper, reseller, walletPaymentsSuite } from '../testing/wallet-payments-harness';

/** The admin dashboard's money-desk figures (issue 13): top-ups waiting (pending or under review) and withdrawals pending. */
describe('money desk counts', () => {
  const t = walletPaymentsSuite({ seedAccounts: true });

  const counts = () => t.h.call<MoneyDeskCounts>(S.moneyDeskCounts, {}, admin());
  const topUp = (owner = reseller()) => t.h.call<PaymentRequestView>(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, amountPaisa: 250_000 }, owner);

  it('counts pending and under-review top-ups and pending withdrawals; decided ones leave the figures', async () => {
    expect(await counts()).toEqual({ pendingTopUps: 0, pendingWithdrawals: 0 });
    const a = await topUp(); // pending
    const bOwner = reseller();
    const b = await topUp(bOwner);
    await t.h.call(S.markPaid, { id: b.id }, bOwner); // under review: still waiting for staff
    const cOwner = reseller();
    const c = await topUp(cOwner);
    await t.h.call(S.markPaid, { id: c.id }, cOwner);
    await t.h.call(S.approvePaymentRequest, { id: c.id }, helper()); // decided: not counted
    expect(await counts()).toEqual({ pendingTopUps: 2, pendingWithdrawals: 0 });

    const seller = reseller();
    await t.h.fund({ userId: seller.userId!, amountPaisa: 300_000, key: `fund:${randomUUID()}`, type: 'order_profit', description: 'Profit from a test order' });
    const account = await t.h.call<{ id: string }>(S.addPayoutAccount, { kind: 'easypaisa', accountHolder: 'Ali Khan', mobileNumber: '03001234567' }, seller);
    const withdraw = () => t.h.call<WithdrawalView>(S.requestWithdrawal, { payoutAccountId: account.id, amountPaisa: 60_000, idempotencyKey: randomUUID() }, seller);
    const w1 = await withdraw();
    await withdraw();
    expect(await counts()).toEqual({ pendingTopUps: 2, pendingWithdrawals: 2 });
    await t.h.call(S.markWithdrawalPaid, { id: w1.id, transferReference: 'EP-1' }, admin());
    await t.h.call(S.rejectPaymentRequest, { id: a.id, reason: 'No payment received' }, helper());
    expect(await counts()).toEqual({ pendingTopUps: 1, pendingWithdrawals: 1 });
  });

  it("the audit log: the money desk's decisions newest first, with amount, actor and filters; admins only", async () => {
    const approver = helper();
    const owner = reseller();
    const req = await topUp(owner);
    await t.h.call(S.markPaid, { id: req.id }, owner);
    await t.h.call(S.approvePaymentRequest, { id: req.id }, approver);
    const list = (q: object) => t.h.call<AuditLogSlice>(S.listAuditLog, { limit: 10, ...q }, admin());
    const mine = await list({ actorId: approver.userId });
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ source: 'wallet-payments', action: 'payment-request.approved', actorId: approver.userId, targetUserId: owner.userId, amountPaisa: 250_000 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    expect((await list({ actorId: approver.userId, from: today, to: today })).total).toBe(1);
    expect((await list({ actorId: approver.userId, to: '2020-01-01' })).total).toBe(0);
    expect((await list({ action: 'withdrawal.paid' })).items.every((i) => i.action === 'withdrawal.paid')).toBe(true);
    const all = await list({ limit: 2 });
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    expect(all.items[0].at >= all.items[1].at).toBe(true);
    expect(await t.h.callError(S.listAuditLog, { limit: 10, action: 'drop table' }, admin())).toMatchObject({ code: 'VALIDATION', field: 'action' });
    expect(await t.h.callError(S.listAuditLog, { limit: 10, from: '2026-02-30' }, admin())).toMatchObject({ code: 'VALIDATION', field: 'from' });
    expect(await t.h.callError(S.listAuditLog, { limit: 10, from: '2026-03-02', to: '2026-03-01' }, admin())).toMatchObject({ code: 'VALIDATION', field: 'from' });
    expect(await t.h.callError(S.listAuditLog, { limit: 1001 }, admin())).toMatchObject({ code: 'VALIDATION', field: 'limit' });
    expect((await t.h.callError(S.listAuditLog, { limit: 10 }, helper())).code).toBe('FORBIDDEN');
  });

  it('admins only', async () => {
    expect((await t.h.callError(S.moneyDeskCounts, {}, helper())).code).toBe('FORBIDDEN');
    expect((await t.h.callError(S.moneyDeskCounts, {}, reseller())).code).toBe('FORBIDDEN');
  });
});
