import { randomUUID } from 'node:crypto';
import { startFakeService, type FakeService } from '@resellpk/backend-service-testing';
import {
  IdentitySubjects,
  WalletPaymentsSubjects as S,
  type LinkedAccounts,
  type LinkedAccountsQuery,
  type PaymentRequestView,
  type PayoutAccountView,
  type RequestContext,
  type Role,
  type WithdrawalView,
} from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { PAYMENT_METHOD_IDS } from '../database/migrations/1795500000000-ledger-methods-requests';
import { admin, helper, reseller, startWalletPaymentsHarness, type WalletPaymentsHarness } from '../testing/wallet-payments-harness';

/**
 * Issue 33, finding 1: a top-up helper minted money by opening a top-up and approving it. Staff
 * accounts open no top-ups or withdrawals, nobody decides on their own request (the rule is in the
 * one conditional update), and a decision between linked accounts is flagged in the audit log.
 */
describe('staff do not transact and never decide their own requests', () => {
  let h: WalletPaymentsHarness;
  let identity: FakeService | undefined;
  /** what the identity stand-in answers per `staffId>userId`; unrelated otherwise */
  const links = new Map<string, LinkedAccounts>();
  beforeAll(async () => {
    h = await startWalletPaymentsHarness();
    await h.seedAccounts();
    identity = await startFakeService(h.nats, 'identity', {
      [IdentitySubjects.linkedAccounts]: (q: LinkedAccountsQuery) => links.get(`${q.staffId}>${q.userId}`) ?? { linked: false, by: [] },
    });
  });
  afterAll(async () => {
    await identity?.close();
    await h?.close();
  });

  const db = () => h.service.dataSource;
  /** identity announced a role change (what the role projection keeps): the user's old token still says reseller */
  const becomes = (userId: string, role: Role) =>
    db().query(
      `INSERT INTO known_roles (user_id, role, changed_at) VALUES ($1, $2, now()) ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, changed_at = EXCLUDED.changed_at`,
      [userId, role],
    );
  const topUp = (owner: Partial<RequestContext>, amountPaisa = 100_000) =>
    h.call<PaymentRequestView>(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, amountPaisa }, owner);
  /** the user's wallet: balance, ledger rows and their sum */
  const walletOf = async (userId: string) => {
    const [w] = await db().query(
      `SELECT w.balance_paisa::bigint::int AS balance, count(t.id)::int AS rows, COALESCE(sum(t.amount_paisa), 0)::bigint::int AS total
       FROM wallets w LEFT JOIN wallet_transactions t ON t.wallet_id = w.id WHERE w.user_id = $1 GROUP BY w.id`,
      [userId],
    );
    return (w ?? { balance: 0, rows: 0, total: 0 }) as { balance: number; rows: number; total: number };
  };
  const auditOf = (column: 'payment_request_id' | 'withdrawal_id', id: string) =>
    db().query(`SELECT actor_id, action, details FROM audit_log WHERE ${column} = $1 ORDER BY created_at, action`, [id]);

  it('the helper mint: a top-up helper (and an admin) cannot open a top-up: 403 with the reason, nothing written', async () => {
    for (const staff of [helper(), admin()]) {
      expect(await h.callError(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, amountPaisa: 100_000 }, staff)).toEqual({
        code: 'FORBIDDEN',
        message: MSG.staffCannotTopUp,
      });
      expect(await db().query(`SELECT id FROM payment_requests WHERE user_id = $1`, [staff.userId])).toEqual([]);
    }
    // promoted a minute ago, still holding a reseller token: the stored role counts
    const promoted = reseller();
    await becomes(promoted.userId!, 'topup_helper');
    expect(await h.callError(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, amountPaisa: 100_000 }, promoted)).toMatchObject({
      code: 'FORBIDDEN',
      message: MSG.staffCannotTopUp,
    });
    expect(await db().query(`SELECT id FROM payment_requests WHERE user_id = $1`, [promoted.userId])).toEqual([]);
  });

  it('a helper with a pending top-up of their own (opened as a reseller, then promoted) can neither approve nor reject it: 403, wallet, ledger and request unchanged', async () => {
    const me = reseller();
    const req = await topUp(me);
    await h.call(S.markPaid, { id: req.id }, me);
    await becomes(me.userId!, 'topup_helper');
    const asHelper = { ...me, role: 'topup_helper' as const };

    expect(await h.callError(S.approvePaymentRequest, { id: req.id }, asHelper)).toEqual({ code: 'FORBIDDEN', message: MSG.ownRequestDecision });
    expect(await h.callError(S.rejectPaymentRequest, { id: req.id, reason: 'mine' }, asHelper)).toEqual({ code: 'FORBIDDEN', message: MSG.ownRequestDecision });
    // an admin is no different
    await becomes(me.userId!, 'admin');
    expect(await h.callError(S.approvePaymentRequest, { id: req.id }, { ...me, role: 'admin' })).toEqual({ code: 'FORBIDDEN', message: MSG.ownRequestDecision });

    const [row] = await db().query(`SELECT status, decided_by, transaction_id FROM payment_requests WHERE id = $1`, [req.id]);
    expect(row).toEqual({ status: 'under_review', decided_by: null, transaction_id: null });
    expect(await walletOf(me.userId!)).toEqual({ balance: 0, rows: 0, total: 0 });
    expect(await auditOf('payment_request_id', req.id)).toEqual([]);
    expect(await db().query(`SELECT id FROM outbox WHERE subject LIKE 'wallet-payments.payment-request.%' AND envelope->'data'->>'requestId' = $1 AND subject NOT LIKE '%.created.%' AND subject NOT LIKE '%.submitted.%'`, [req.id])).toEqual([]);

    // another staff member decides it as usual: one credit
    const other = helper();
    expect(await h.call<PaymentRequestView>(S.approvePaymentRequest, { id: req.id }, other)).toMatchObject({ status: 'approved' });
    expect(await walletOf(me.userId!)).toEqual({ balance: 100_000, rows: 1, total: 100_000 });
    // the decision is not refused for being stale: the request is settled
    expect(await h.callError(S.approvePaymentRequest, { id: req.id }, helper())).toMatchObject({ code: 'CONFLICT' });
  });

  it('withdrawals: staff cannot request one, and an admin can neither pay nor reject their own (403, hold untouched)', async () => {
    for (const staff of [helper(), admin()]) {
      expect(await h.callError(S.requestWithdrawal, { payoutAccountId: randomUUID(), amountPaisa: 60_000, idempotencyKey: randomUUID() }, staff)).toEqual({
        code: 'FORBIDDEN',
        message: MSG.staffCannotWithdraw,
      });
    }
    // a reseller with Rs. 1,000 from an approved top-up asks for Rs. 600, then becomes an admin
    const me = reseller();
    const req = await topUp(me);
    await h.call(S.approvePaymentRequest, { id: req.id }, helper());
    const account = await h.call<PayoutAccountView>(S.addPayoutAccount, { kind: 'easypaisa', accountHolder: 'Ali Khan', mobileNumber: '0300 1234567' }, me);
    const w = await h.call<WithdrawalView>(S.requestWithdrawal, { payoutAccountId: account.id, amountPaisa: 60_000, idempotencyKey: randomUUID() }, me);
    await becomes(me.userId!, 'admin');
    expect(await h.callError(S.requestWithdrawal, { payoutAccountId: account.id, amountPaisa: 20_000, idempotencyKey: randomUUID() }, me)).toMatchObject({
      code: 'FORBIDDEN',
      message: MSG.staffCannotWithdraw,
    });
    const before = await walletOf(me.userId!);
    expect(before).toEqual({ balance: 40_000, rows: 2, total: 40_000 });

    const asAdmin = { ...me, role: 'admin' as const };
    expect(await h.callError(S.markWithdrawalPaid, { id: w.id, transferReference: 'EP-1' }, asAdmin)).toEqual({ code: 'FORBIDDEN', message: MSG.ownRequestDecision });
    expect(await h.callError(S.rejectWithdrawal, { id: w.id, reason: 'mine' }, asAdmin)).toEqual({ code: 'FORBIDDEN', message: MSG.ownRequestDecision });
    expect(await db().query(`SELECT status, decided_by FROM withdrawals WHERE id = $1`, [w.id])).toEqual([{ status: 'pending', decided_by: null }]);
    expect(await walletOf(me.userId!)).toEqual(before);
    expect((await auditOf('withdrawal_id', w.id)).map((r: { action: string }) => r.action)).toEqual(['withdrawal.requested']);
  });

  it('flags in the audit log a decision where staff member and owner are linked accounts; unrelated ones say so; an unanswered check says it was not made', async () => {
    const owner = reseller();
    const linkedStaff = helper();
    links.set(`${linkedStaff.userId}>${owner.userId}`, { linked: true, by: ['phone'] });
    const first = await topUp(owner);
    await h.call(S.approvePaymentRequest, { id: first.id }, linkedStaff);
    expect((await auditOf('payment_request_id', first.id))[0].details).toMatchObject({ linkedAccounts: true, linkedBy: ['phone'] });

    const second = await topUp(owner);
    await h.call(S.rejectPaymentRequest, { id: second.id, reason: 'Not received' }, helper());
    expect((await auditOf('payment_request_id', second.id))[0].details).toMatchObject({ linkedAccounts: false });

    // withdrawals too
    const linkedAdmin = admin();
    links.set(`${linkedAdmin.userId}>${owner.userId}`, { linked: true, by: ['email'] });
    const account = await h.call<PayoutAccountView>(S.addPayoutAccount, { kind: 'jazzcash', accountHolder: 'Sara', mobileNumber: '0301 7654321' }, owner);
    const w = await h.call<WithdrawalView>(S.requestWithdrawal, { payoutAccountId: account.id, amountPaisa: 50_000, idempotencyKey: randomUUID() }, owner);
    await h.call(S.markWithdrawalPaid, { id: w.id, transferReference: 'JC-9' }, linkedAdmin);
    const paid = (await auditOf('withdrawal_id', w.id)).find((r: { action: string }) => r.action === 'withdrawal.paid');
    expect(paid.details).toMatchObject({ linkedAccounts: true, linkedBy: ['email'] });

    // identity away: the decision goes ahead and the row says the check was not made
    await identity?.close();
    identity = undefined;
    const third = await topUp(owner);
    await h.call(S.approvePaymentRequest, { id: third.id }, linkedStaff);
    expect((await auditOf('payment_request_id', third.id))[0].details).toMatchObject({ linkedAccounts: null });
  });
});
