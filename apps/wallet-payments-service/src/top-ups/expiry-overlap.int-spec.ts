import { raceWhileHeld } from '@resellpk/backend-testing';
import { WalletPaymentsSubjects as S, type PaymentRequestView } from '@resellpk/contracts';
import { PAYMENT_METHOD_IDS } from '../database/migrations/1795500000000-ledger-methods-requests';
import { reseller, walletPaymentsSuite } from '../testing/wallet-payments-harness';

/**
 * The expiry sweep reaching a request at the moment a staff approval has it, inside PostgreSQL for
 * certain: a second session makes the approval's conditional update and keeps it uncommitted while
 * the sweep runs. The sweep must leave it to the approval, not reject a request that is being paid.
 */
describe('the expiry sweep overlapping an approval', () => {
  const t = walletPaymentsSuite({ seedAccounts: true });

  it('a request approved while the sweep runs stays approved', async () => {
    const owner = reseller();
    const request = await t.h.call<PaymentRequestView>(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.easypaisa, amountPaisa: 50_000 }, owner);
    const db = t.h.service.dataSource;
    await db.query(`UPDATE payment_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [request.id]);

    // what TopUpRepository.decide does for an approval, held open while the sweep runs
    const { results } = await raceWhileHeld(
      t.h.db.url,
      (holder) =>
        holder.query(`UPDATE payment_requests SET status = 'approved', decided_at = now(), updated_at = now() WHERE id = $1 AND status IN ('pending', 'under_review')`, [
          request.id,
        ]),
      [() => t.h.sweep()],
    );
    expect(results).toEqual([0]);
    const [row] = await db.query(`SELECT status FROM payment_requests WHERE id = $1`, [request.id]);
    expect(row.status).toBe('approved');
  });
});
