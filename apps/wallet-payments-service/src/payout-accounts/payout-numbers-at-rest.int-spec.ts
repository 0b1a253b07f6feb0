import { randomUUID } from 'node:crypto';
import { WalletPaymentsSubjects as S, type PayoutAccountView, type RequestContext, type WithdrawalPage, type WithdrawalView } from '@resellpk/contracts';
import { maskPayoutNumbersInTexts } from '../database/migrations/1796200000000-payout-numbers-sealed';
import { admin, reseller, walletPaymentsSuite } from '../testing/wallet-payments-harness';
import { PayoutNumberResealer } from './payout-number-resealer';

const IBAN = 'PK36SCBL0000001123456702';
const MOBILE = '+923007654321';
/** What must never be found in clear outside the owner's and the payout screen's answers. */
const CLEAR = ['3007654321', '7654321', '0000001123456702', '1123456702', 'SCBL0000'];

/** Issue 33, finding 10: payout numbers sealed at rest, masked in every copy, whole only for the owner and the payout screen. */
describe('payout account numbers at rest', () => {
  const t = walletPaymentsSuite();

  const fund = (userId: string, amountPaisa: number) =>
    t.h.fund({ userId, amountPaisa, key: `test-fund:${randomUUID()}`, type: 'order_profit', description: 'Profit from a test order' });
  const accounts = async (ctx: Partial<RequestContext>) => ({
    wallet: await t.h.call<PayoutAccountView>(S.addPayoutAccount, { kind: 'jazzcash', accountHolder: 'Ali Khan', mobileNumber: '0300 7654321' }, ctx),
    bank: await t.h.call<PayoutAccountView>(S.addPayoutAccount, { kind: 'bank', accountHolder: 'Ali Khan', bankName: 'Standard Chartered', iban: 'PK36 SCBL 0000 0011 2345 6702' }, ctx),
  });
  const withdraw = (ctx: Partial<RequestContext>, payoutAccountId: string) =>
    t.h.call<WithdrawalView>(S.requestWithdrawal, { payoutAccountId, amountPaisa: 60_000, idempotencyKey: randomUUID() }, ctx);
  /** Every stored text about one user: their rows in each table, as PostgreSQL holds them. */
  const storedTexts = async (userId: string): Promise<Record<string, string>> => {
    const text = async (sql: string) => ((await t.db().query(sql, [userId])) as Array<{ t: string | null }>).map((r) => r.t ?? '').join('\n');
    return {
      payout_accounts: await text(`SELECT row_to_json(p)::text AS t FROM payout_accounts p WHERE user_id = $1`),
      withdrawals: await text(`SELECT row_to_json(w)::text AS t FROM withdrawals w WHERE user_id = $1`),
      wallet_transactions: await text(`SELECT row_to_json(t)::text AS t FROM wallet_transactions t WHERE user_id = $1`),
      audit_log: await text(`SELECT row_to_json(a)::text AS t FROM audit_log a WHERE target_user_id = $1`),
      outbox: await text(`SELECT envelope::text AS t FROM outbox WHERE envelope->'data'->>'userId' = $1`),
    };
  };
  const expectNoClearNumber = (texts: Record<string, string>) => {
    for (const [table, text] of Object.entries(texts)) for (const digits of CLEAR) expect([table, text.includes(digits)]).toEqual([table, false]);
  };

  it('stores the numbers sealed; the ledger, the audit log and the events hold only the masked form; the owner and the payout screen see them whole', async () => {
    const me = reseller();
    const staff = admin();
    await fund(me.userId!, 200_000);
    const { wallet, bank } = await accounts(me);
    // the owner's own answers are whole
    expect(wallet.mobileNumber).toBe(MOBILE);
    expect((await t.h.call<PayoutAccountView[]>(S.listPayoutAccounts, {}, me)).map((a) => a.iban ?? a.mobileNumber)).toEqual([MOBILE, IBAN]);

    const [rawWallet, rawBank] = await t.db().query(`SELECT mobile_number, iban, account_last4 FROM payout_accounts WHERE user_id = $1 ORDER BY created_at, id`, [me.userId]);
    expect(rawWallet).toEqual({ mobile_number: expect.stringMatching(/^v1:dev:/), iban: null, account_last4: '4321' });
    expect(rawBank).toEqual({ mobile_number: null, iban: expect.stringMatching(/^v1:dev:/), account_last4: '6702' });

    const toWallet = await withdraw(me, wallet.id);
    const toBank = await withdraw(me, bank.id);
    expect(toWallet.payoutAccount.mobileNumber).toBe(MOBILE);
    await t.h.call(S.markWithdrawalPaid, { id: toWallet.id, transferReference: 'JC-55821' }, staff);
    await t.h.call(S.rejectWithdrawal, { id: toBank.id, reason: 'Account title does not match' }, staff);

    // the payout screen (admins' list) shows where to send the money, whole
    const page = await t.h.call<WithdrawalPage>(S.listAllWithdrawals, { userIds: [me.userId!], status: 'all' }, staff);
    expect(page.items.map((w) => w.payoutAccount.iban ?? w.payoutAccount.mobileNumber).sort()).toEqual([MOBILE, IBAN].sort());
    expect((await t.h.call<WithdrawalPage>(S.listWithdrawals, {}, me)).items.map((w) => w.payoutAccount.iban ?? w.payoutAccount.mobileNumber).sort()).toEqual([MOBILE, IBAN].sort());

    const texts = await storedTexts(me.userId!);
    expectNoClearNumber(texts);
    expect(texts.wallet_transactions).toContain('Withdrawal to JazzCash •••• 4321 (Ali Khan) (held until paid)');
    expect(texts.wallet_transactions).toContain('Withdrawal to Standard Chartered •••• 6702 (Ali Khan) (held until paid)');
    expect(texts.audit_log).toContain('JazzCash •••• 4321 (Ali Khan)');
    expect(texts.outbox).toContain('JazzCash •••• 4321 (Ali Khan)');
    const [paidEvent] = await t.db().query(`SELECT envelope->'data'->>'payoutLabel' AS label FROM outbox WHERE subject = 'wallet-payments.withdrawal.paid.v1' AND envelope->'data'->>'withdrawalId' = $1`, [toWallet.id]);
    expect(paidEvent.label).toBe('JazzCash •••• 4321 (Ali Khan)');
  });

  it('refuses a number written in clear straight into the table', async () => {
    await expect(
      t.db().query(`INSERT INTO payout_accounts (user_id, kind, account_holder, mobile_number) VALUES ($1, 'easypaisa', 'Ali Khan', $2)`, [randomUUID(), MOBILE]),
    ).rejects.toThrow(/payout_accounts_numbers_sealed/);
  });

  it('a number sealed for one owner does not open for another (a row copied across accounts)', async () => {
    const victim = reseller();
    const thief = reseller();
    await accounts(victim);
    const { wallet } = await accounts(thief);
    await t.db().query(`UPDATE payout_accounts SET mobile_number = (SELECT mobile_number FROM payout_accounts WHERE user_id = $1 AND kind = 'jazzcash') WHERE id = $2`, [victim.userId, wallet.id]);
    expect((await t.h.callError(S.listPayoutAccounts, {}, thief)).code).toBe('INTERNAL');
    await t.db().query(`DELETE FROM payout_accounts WHERE id = $1`, [wallet.id]);
  });

  it('seals the numbers stored in clear before (at boot) and masks the texts that copied them', async () => {
    const me = reseller();
    await fund(me.userId!, 200_000);
    const { wallet } = await accounts(me);
    const w = await withdraw(me, wallet.id);
    // the state before this change: numbers and labels in clear
    await t.h.db.adminQuery(`ALTER TABLE payout_accounts DROP CONSTRAINT payout_accounts_numbers_sealed`);
    try {
      await t.h.db.adminQuery(`UPDATE payout_accounts SET mobile_number = $2 WHERE user_id = $1 AND kind = 'jazzcash'`, [me.userId, MOBILE]);
    } finally {
      await t.h.db.adminQuery(`ALTER TABLE payout_accounts ADD CONSTRAINT payout_accounts_numbers_sealed CHECK ((mobile_number IS NULL OR mobile_number LIKE 'v1:%') AND (iban IS NULL OR iban LIKE 'v1:%')) NOT VALID`);
    }
    const clearLabel = `JazzCash ${MOBILE} (Ali Khan)`;
    await t.h.db.adminQuery(`UPDATE withdrawals SET payout = payout || jsonb_build_object('mobileNumber', $2::text) WHERE id = $1`, [w.id, MOBILE]);
    await t.h.db.adminQuery(`UPDATE wallet_transactions SET description = $2 WHERE user_id = $1 AND type = 'withdrawal'`, [me.userId, `Withdrawal to ${clearLabel} (held until paid)`]);
    await t.h.db.adminQuery(`UPDATE audit_log SET details = jsonb_set(details, '{payout}', to_jsonb($2::text)) WHERE withdrawal_id = $1`, [w.id, clearLabel]);
    await t.h.db.adminQuery(`UPDATE outbox SET envelope = jsonb_set(envelope, '{data,payoutLabel}', to_jsonb($2::text)) WHERE envelope->'data'->>'withdrawalId' = $1`, [w.id, clearLabel]);
    const before = await storedTexts(me.userId!);
    for (const table of ['payout_accounts', 'withdrawals', 'wallet_transactions', 'audit_log', 'outbox']) expect([table, before[table].includes('3007654321')]).toEqual([table, true]);
    // still readable meanwhile
    expect((await t.h.call<PayoutAccountView[]>(S.listPayoutAccounts, {}, me))[0].mobileNumber).toBe(MOBILE);

    const sealed = await t.h.service.app.get(PayoutNumberResealer).resealAll();
    expect(sealed).toMatchObject({ accounts: 1, withdrawals: 1, failed: 0 });
    await maskPayoutNumbersInTexts((sql, params) => t.h.db.adminQuery(sql, params));

    expectNoClearNumber(await storedTexts(me.userId!));
    expect((await t.h.call<PayoutAccountView[]>(S.listPayoutAccounts, {}, me))[0].mobileNumber).toBe(MOBILE);
    expect((await t.h.call<WithdrawalPage>(S.listAllWithdrawals, { userIds: [me.userId!] }, admin())).items[0].payoutAccount.mobileNumber).toBe(MOBILE);
    // nothing left to do on the next boot
    expect(await t.h.service.app.get(PayoutNumberResealer).resealAll()).toEqual({ accounts: 0, withdrawals: 0, failed: 0 });
  });
});
