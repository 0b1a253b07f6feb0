import { randomUUID } from 'node:crypto';
import { WalletPaymentsSubjects as S, type PaymentMethodView, type ReceivingAccountView, type StoredFileRef } from '@resellpk/contracts';
import { MSG, WALLET_MSG } from '@resellpk/domain';
import { PAYMENT_METHOD_IDS } from '../database/migrations/1795500000000-ledger-methods-requests';
import { seedDemoWalletPayments } from '../seed/seed-demo-data';
import { admin, helper, reseller, walletPaymentsSuite } from '../testing/wallet-payments-harness';

describe('payment methods and receiving accounts', () => {
  const t = walletPaymentsSuite();

  const staff = helper();
  const byType = (methods: PaymentMethodView[]) => Object.fromEntries(methods.map((m) => [m.type, m]));

  it('the four reference methods exist; none is available before staff configure an account', async () => {
    const methods = await t.h.call<PaymentMethodView[]>(S.listPaymentMethods, {}, reseller());
    expect(methods.map((m) => m.type).sort()).toEqual(['bank_transfer', 'easypaisa', 'jazzcash', 'others']);
    expect(methods.every((m) => !m.available && m.accounts.length === 0)).toBe(true);
  });

  it('the demo seed configures easypaisa, jazzcash and bank transfer, leaves others unavailable, and is idempotent', async () => {
    expect(await seedDemoWalletPayments(t.h.service.dataSource)).toEqual({ accountsCreated: 3, topUpOwnersListed: 1 });
    expect(await seedDemoWalletPayments(t.h.service.dataSource)).toEqual({ accountsCreated: 0, topUpOwnersListed: 0 });
    const m = byType(await t.h.call<PaymentMethodView[]>(S.listPaymentMethods, {}, reseller()));
    expect([m.easypaisa.available, m.jazzcash.available, m.bank_transfer.available, m.others.available]).toEqual([true, true, true, false]);
    expect(m.bank_transfer.accounts[0].walletAddress).toMatch(/^PK\d{2}[A-Z]{4}\d{16}$/);
    expect(m.easypaisa.accounts[0].walletAddress).toMatch(/^03\d{9}$/);
  });

  it('staff add, edit and switch off accounts; a method whose only account is off becomes unavailable', async () => {
    const created = await t.h.call<ReceivingAccountView>(
      S.createReceivingAccount,
      { paymentMethodId: PAYMENT_METHOD_IDS.others, walletTitle: '  SadaPay - Bilal  ', walletAddress: '03331234567', instructions: '' },
      staff,
    );
    expect(created).toMatchObject({ walletTitle: 'SadaPay - Bilal', instructions: null, isActive: true, qrCodeUrl: null });
    expect(byType(await t.h.call<PaymentMethodView[]>(S.listPaymentMethods, {}, reseller())).others.available).toBe(true);

    const edited = await t.h.call<ReceivingAccountView>(S.updateReceivingAccount, { id: created.id, instructions: 'Send and upload a screenshot.' }, admin());
    expect(edited).toMatchObject({ walletTitle: 'SadaPay - Bilal', walletAddress: '03331234567', instructions: 'Send and upload a screenshot.' });
    await t.h.call(S.updateReceivingAccount, { id: created.id, isActive: false }, staff);

    const forResellers = byType(await t.h.call<PaymentMethodView[]>(S.listPaymentMethods, {}, reseller()));
    expect(forResellers.others).toMatchObject({ available: false, accounts: [] });
    const forStaff = byType(await t.h.call<PaymentMethodView[]>(S.listReceivingAccounts, {}, staff));
    expect(forStaff.others.accounts).toEqual([expect.objectContaining({ id: created.id, isActive: false })]);

    const audit = await t.h.service.dataSource.query(`SELECT action, actor_id FROM audit_log WHERE details->>'accountId' = $1 ORDER BY created_at`, [created.id]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['receiving-account.created', 'receiving-account.updated', 'receiving-account.updated']);
  });

  it('refuses incomplete wallet details with the spec message, and unknown ids', async () => {
    for (const input of [
      { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, walletTitle: 'T', walletAddress: '  ' },
      { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, walletTitle: '', walletAddress: '0300' },
      { walletTitle: 'T', walletAddress: '0300' },
      { paymentMethodId: randomUUID(), walletTitle: 'T', walletAddress: '0300' },
    ]) {
      expect(await t.h.callError(S.createReceivingAccount, input, staff)).toMatchObject({ code: 'VALIDATION', message: WALLET_MSG.walletDetailsRequired });
    }
    expect((await t.h.callError(S.updateReceivingAccount, { id: randomUUID(), walletTitle: 'x' }, staff)).code).toBe('NOT_FOUND');
  });

  it('receiving accounts are staff business: a reseller is refused with the spec message', async () => {
    const input = { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, walletTitle: 'T', walletAddress: '0300' };
    expect(await t.h.callError(S.createReceivingAccount, input, reseller())).toEqual({ code: 'FORBIDDEN', message: MSG.staffPermissionRequired });
    expect((await t.h.callError(S.listReceivingAccounts, {}, reseller())).code).toBe('FORBIDDEN');
    expect((await t.h.callError(S.listPaymentMethods, {}, {})).code).toBe('UNAUTHORIZED');
  });

  it('a QR code: set by the gateway for staff, readable while the account is visible, removable', async () => {
    const account = await t.h.call<ReceivingAccountView>(
      S.createReceivingAccount,
      { paymentMethodId: PAYMENT_METHOD_IDS.jazzcash, walletTitle: 'QR test', walletAddress: '03009999999' },
      staff,
    );
    expect((await t.h.callError(S.setReceivingAccountQr, { id: account.id, qrKey: '../etc/passwd' }, staff)).code).toBe('VALIDATION');
    expect((await t.h.callError(S.setReceivingAccountQr, { id: account.id, qrKey: 'qr/a.png' }, reseller())).code).toBe('FORBIDDEN');
    const withQr = await t.h.call<ReceivingAccountView>(S.setReceivingAccountQr, { id: account.id, qrKey: `qr-codes/${account.id}/code.png` }, staff);
    expect(withQr.qrCodeUrl).toMatch(new RegExp(`^/api/v1/payment-methods/accounts/${account.id}/qr\\?v=\\d+$`));
    expect(await t.h.call<StoredFileRef>(S.getReceivingAccountQr, { id: account.id }, reseller())).toEqual({ key: `qr-codes/${account.id}/code.png`, contentType: 'image/png' });

    // switched off: resellers no longer see it, staff still do
    await t.h.call(S.updateReceivingAccount, { id: account.id, isActive: false }, staff);
    expect((await t.h.callError(S.getReceivingAccountQr, { id: account.id }, reseller())).code).toBe('NOT_FOUND');
    expect((await t.h.call<StoredFileRef>(S.getReceivingAccountQr, { id: account.id }, admin())).key).toBe(`qr-codes/${account.id}/code.png`);

    const removed = await t.h.call<ReceivingAccountView>(S.setReceivingAccountQr, { id: account.id, qrKey: null }, staff);
    expect(removed.qrCodeUrl).toBeNull();
    expect(await t.h.callError(S.getReceivingAccountQr, { id: account.id }, admin())).toMatchObject({ code: 'NOT_FOUND', message: WALLET_MSG.noQrCode });
  });
});
