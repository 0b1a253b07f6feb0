import { runApprovalRaces, quantile } from '../testing/approval-race';
import { walletPaymentsSuite } from '../testing/wallet-payments-harness';

/** 1,000 trials here (CI); `bench/approval-race.ts` runs 10,000 with the same code and prints the figures. */
const TRIALS = Number(process.env.APPROVAL_RACE_TRIALS || 1_000);

describe('two staff deciding the same request at once, and approval racing the expiry sweep', () => {
  const t = walletPaymentsSuite({ seedAccounts: true });

  it(`exactly one decision and at most one credit in each of ${TRIALS} trials; balance = ledger sum after every trial`, async () => {
    const f = await runApprovalRaces(t.h, { trials: TRIALS, lanes: 16 });
    console.log(
      `approval race: ${f.trials} trials in ${(f.ms / 1000).toFixed(1)} s (${Math.round(f.trials / (f.ms / 1000))}/s); ` +
        `approved ${f.approved} (${f.approvedBeforeSweep} of them past their hour, ahead of the sweep), rejected by staff ${f.rejected}, expired by the sweep ${f.expired}; approve p50 ${quantile(f.approveMs, 0.5).toFixed(1)} ms, p99 ${quantile(f.approveMs, 0.99).toFixed(1)} ms`,
    );
    expect(f.failures).toEqual([]);
    expect(f).toMatchObject({ trials: TRIALS, wrongCredits: 0, ledgerMismatches: 0, wrongRefusals: 0, wrongOutcomes: 0 });
    // both kinds of race really happened (the sweep wins some, approvals win the rest)
    expect(f.approved).toBeGreaterThan(TRIALS / 4);
    expect(f.approvedBeforeSweep).toBeGreaterThan(0);
    expect(f.rejected).toBeGreaterThan(0);
    expect(f.expired).toBeGreaterThan(0);
    // and globally: one credit per approved request, none for anything else
    const [totals] = await t.h.service.dataSource.query(`
      SELECT (SELECT count(*)::int FROM payment_requests WHERE status = 'approved') AS approved,
             (SELECT count(*)::int FROM wallet_transactions WHERE type = 'top_up') AS credits,
             (SELECT count(*)::int FROM payment_requests r WHERE r.status = 'approved' AND r.transaction_id IS NULL) AS unlinked,
             (SELECT count(*)::int FROM wallets w WHERE w.balance_paisa <> (SELECT COALESCE(sum(amount_paisa), 0) FROM wallet_transactions t WHERE t.wallet_id = w.id)) AS mismatched`);
    expect(totals).toEqual({ approved: f.approved, credits: f.approved, unlinked: 0, mismatched: 0 });
  }, 300_000);
});
