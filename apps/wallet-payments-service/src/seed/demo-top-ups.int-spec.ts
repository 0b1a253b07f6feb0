import { randomUUID } from 'node:crypto';
import { eventually } from '@resellpk/backend-testing';
import { WalletPaymentsEvents as E, WalletPaymentsSubjects as S, type PaymentRequestView, type WalletView } from '@resellpk/contracts';
import { WALLET_MSG } from '@resellpk/domain';
import { reseller, walletPaymentsSuite } from '../testing/wallet-payments-harness';

describe('demo top-ups for the demo reseller', () => {
  const t = walletPaymentsSuite({ seedAccounts: true });

  it('are made once, when the listed demo reseller registers, in every state and through the real events', async () => {
    const userId = randomUUID();
    await t.h.registered({ userId, email: 'Premium@demo.pk' });
    await t.h.sweep();
    const mine = await t.h.call<PaymentRequestView[]>(S.listPaymentRequests, {}, reseller(userId));
    expect(mine.map((r) => r.status)).toEqual(['pending', 'under_review', 'rejected', 'approved', 'rejected', 'approved']);
    expect(mine.map((r) => r.adminNotes)).toContain(WALLET_MSG.autoCancelled);
    expect((await t.h.call<WalletView>(S.getWallet, {}, reseller(userId))).balancePaisa).toBe(750_000);
    const created = await t.h.service.dataSource.query(`SELECT count(*)::int AS n FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [
      E.paymentRequestCreatedV1,
      userId,
    ]);
    expect(created[0].n).toBe(6);

    // the same registration again, or another user's: nothing more
    await t.h.registered({ userId, email: 'premium@demo.pk' }, randomUUID());
    const other = randomUUID();
    await t.h.registered({ userId: other, email: 'premium@demo.pk' });
    await eventually(async () => (await t.h.service.dataSource.query(`SELECT 1 FROM wallets WHERE user_id = $1`, [other])).length === 1);
    expect(await t.h.call(S.listPaymentRequests, {}, reseller(other))).toEqual([]);
    expect((await t.h.call<PaymentRequestView[]>(S.listPaymentRequests, {}, reseller(userId))).length).toBe(6);
  });
});
