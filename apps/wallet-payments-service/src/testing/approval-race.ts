import { randomUUID } from 'node:crypto';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { WalletPaymentsSubjects as S, type PaymentRequestView, type RequestContext } from '@resellpk/contracts';
import { WALLET_MSG } from '@resellpk/domain';
import { PAYMENT_METHOD_IDS } from '../database/migrations/1795500000000-ledger-methods-requests';
import { creditKeyOf } from '../payment-requests/payment-decisions.service';
import type { WalletPaymentsHarness } from './wallet-payments-harness';

export interface RaceOptions {
  trials: number;
  /** trials in flight at once (each lane has its own reseller, so a lane's checks see only its own trial) */
  lanes: number;
  /** the sweep starts up to this many ms after the approvals (default 30) */
  sweepJitterMs?: number;
}

export interface RaceFigures {
  trials: number;
  /** trials where a staff approval won (the other approval, and the sweep if it raced, lost) */
  approved: number;
  /** of `approved`: trials where the request was past its hour and an approval beat the sweep */
  approvedBeforeSweep: number;
  /** trials where the expiry sweep won (both approvals lost) */
  expired: number;
  /** must be 0: a request with more than one credit, or a credit without an approval */
  wrongCredits: number;
  /** must be 0: a wallet whose balance differs from its ledger sum after a trial */
  ledgerMismatches: number;
  /** must be 0: a loser that got anything but the spec's "already been approved / rejected" */
  wrongRefusals: number;
  /** must be 0: trials with no winner or two */
  wrongOutcomes: number;
  ms: number;
  /** approval round trips (ms), sorted */
  approveMs: number[];
  failures: string[];
}

const ALREADY = new Set<string>([WALLET_MSG.alreadyApproved, WALLET_MSG.alreadyRejected]);

/**
 * Two staff members approve the same request at the same moment; on every other trial the
 * request is also past its hour and the expiry sweep runs at that moment too. Each trial checks:
 * exactly one winner, every loser refused with the spec's conflict, exactly one credit when an
 * approval won and none when the sweep won, and the reseller's balance equal to their ledger sum.
 */
export async function runApprovalRaces(h: WalletPaymentsHarness, options: RaceOptions): Promise<RaceFigures> {
  const opts = { sweepJitterMs: 30, ...options };
  const f: RaceFigures = { trials: 0, approved: 0, approvedBeforeSweep: 0, expired: 0, wrongCredits: 0, ledgerMismatches: 0, wrongRefusals: 0, wrongOutcomes: 0, ms: 0, approveMs: [], failures: [] };
  const staffA: Partial<RequestContext> = { userId: randomUUID(), role: 'admin', plan: 'free' };
  const staffB: Partial<RequestContext> = { userId: randomUUID(), role: 'topup_helper', plan: 'free' };
  const note = (what: string) => {
    if (f.failures.length < 20) f.failures.push(what);
  };
  const db = () => h.service.dataSource;

  const timedApprove = async (id: string, staff: Partial<RequestContext>) => {
    const t0 = performance.now();
    try {
      return await h.call<PaymentRequestView>(S.approvePaymentRequest, { id }, staff);
    } finally {
      f.approveMs.push(performance.now() - t0);
    }
  };

  const trial = async (owner: Partial<RequestContext>, n: number) => {
    const withSweep = n % 2 === 0;
    const amountPaisa = 10_000 + (n % 50) * 100;
    const req = await h.call<PaymentRequestView>(S.createPaymentRequest, { paymentMethodId: PAYMENT_METHOD_IDS.easypaisa, amountPaisa }, owner);
    if (withSweep) {
      // the hour has passed: the sweep may take it now
      await db().query(`UPDATE payment_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [req.id]);
    } else {
      await h.call(S.markPaid, { id: req.id }, owner);
    }
    // the sweep runs in-process, an approval crosses NATS first: a random head start for the
    // approvals (up to about their round trip) lets either side reach the row first
    const sweep = async () => {
      await new Promise((r) => setTimeout(r, Math.random() * opts.sweepJitterMs));
      return h.sweep();
    };
    const outcomes = await Promise.allSettled([timedApprove(req.id, staffA), timedApprove(req.id, staffB), withSweep ? sweep() : Promise.resolve(0)]);
    const approvals = outcomes.slice(0, 2);
    const wins = approvals.filter((o) => o.status === 'fulfilled').length;
    for (const o of approvals) {
      if (o.status === 'rejected') {
        const e = o.reason;
        if (!(e instanceof ServiceFailure && e.code === 'CONFLICT' && ALREADY.has(e.message))) {
          f.wrongRefusals++;
          note(`trial ${n}: a losing approval got ${e instanceof ServiceFailure ? `${e.code} ${e.message}` : String(e)}`);
        }
      }
    }
    if (outcomes[2].status === 'rejected') note(`trial ${n}: the sweep failed: ${String(outcomes[2].reason)}`);

    const [state] = await db().query(
      `SELECT r.status, (SELECT count(*)::int FROM wallet_transactions t WHERE t.idempotency_key = $2) AS credits
       FROM payment_requests r WHERE r.id = $1`,
      [req.id, creditKeyOf(req.id)],
    );
    if (state.status === 'approved') {
      f.approved++;
      if (withSweep) f.approvedBeforeSweep++;
      if (wins !== 1) {
        f.wrongOutcomes++;
        note(`trial ${n}: approved with ${wins} successful approvals`);
      }
      if (state.credits !== 1) {
        f.wrongCredits++;
        note(`trial ${n}: approved with ${state.credits} credits`);
      }
    } else if (state.status === 'rejected' && withSweep) {
      f.expired++;
      if (wins !== 0) {
        f.wrongOutcomes++;
        note(`trial ${n}: expired but ${wins} approvals succeeded`);
      }
      if (state.credits !== 0) {
        f.wrongCredits++;
        note(`trial ${n}: expired with ${state.credits} credits`);
      }
    } else {
      f.wrongOutcomes++;
      note(`trial ${n}: ended ${state.status}`);
    }

    const [ledger] = await db().query(
      `SELECT w.balance_paisa::bigint AS balance, COALESCE(sum(t.amount_paisa) FILTER (WHERE t.status = 'completed'), 0)::bigint AS total
       FROM wallets w LEFT JOIN wallet_transactions t ON t.wallet_id = w.id WHERE w.user_id = $1 GROUP BY w.id`,
      [owner.userId],
    );
    if (ledger && ledger.balance !== ledger.total) {
      f.ledgerMismatches++;
      note(`trial ${n}: balance ${ledger.balance} but ledger sum ${ledger.total}`);
    }
    f.trials++;
  };

  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: opts.lanes }, async () => {
      const owner: Partial<RequestContext> = { userId: randomUUID(), role: 'reseller', plan: 'free' };
      for (let n = next++; n < opts.trials; n = next++) await trial(owner, n);
    }),
  );
  f.ms = performance.now() - t0;
  f.approveMs.sort((a, b) => a - b);
  return f;
}

/** The q-quantile of sorted numbers. */
export const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
