import { randomUUID } from 'node:crypto';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { WalletPaymentsSubjects as S, type PaymentRequestView, type RequestContext } from '@resellpk/contracts';
import { WALLET_MSG } from '@resellpk/domain';
import { PAYMENT_METHOD_IDS } from '../database/migrations/1795500000000-ledger-methods-requests';
import { creditKeyOf } from '../top-ups/top-up-decisions.service';
import type { WalletPaymentsHarness } from './wallet-payments-harness';

export interface RaceOptions {
  trials: number;
  /** trials in flight at once (each lane has its own reseller, so a lane's checks see only its own trial) */
  lanes: number;
  /** the sweep starts up to this many ms after the approvals (default: the mean approval round trip so far, so the race stays even under any load) */
  sweepJitterMs?: number;
}

export interface RaceFigures {
  trials: number;
  /** trials where a staff approval won (the other approval, and the sweep if it raced, lost) */
  approved: number;
  /** of `approved`: trials where the request was past its hour and an approval beat the sweep */
  approvedBeforeSweep: number;
  /** trials where the second staff member's rejection won */
  rejected: number;
  /** trials where the expiry sweep won (both staff decisions lost) */
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
 * Two staff members decide the same request at the same moment (both approve, or on every other
 * pair of trials one approves and one rejects); on every other trial the request is also past
 * its hour and the expiry sweep runs at that moment too. Each trial checks: exactly one winner,
 * every loser refused with the spec's conflict, exactly one credit when an approval won and none
 * otherwise, and the reseller's balance equal to their ledger sum.
 */
export async function runApprovalRaces(h: WalletPaymentsHarness, options: RaceOptions): Promise<RaceFigures> {
  const opts = options;
  const f: RaceFigures = { trials: 0, approved: 0, approvedBeforeSweep: 0, rejected: 0, expired: 0, wrongCredits: 0, ledgerMismatches: 0, wrongRefusals: 0, wrongOutcomes: 0, ms: 0, approveMs: [], failures: [] };
  const staffA: Partial<RequestContext> = { userId: randomUUID(), role: 'admin', plan: 'free' };
  const staffB: Partial<RequestContext> = { userId: randomUUID(), role: 'topup_helper', plan: 'free' };
  const note = (what: string) => {
    if (f.failures.length < 20) f.failures.push(what);
  };
  const db = () => h.service.dataSource;

  let approveTotalMs = 0;
  const timedApprove = async (id: string, staff: Partial<RequestContext>) => {
    const t0 = performance.now();
    try {
      return await h.call<PaymentRequestView>(S.approvePaymentRequest, { id }, staff);
    } finally {
      const ms = performance.now() - t0;
      f.approveMs.push(ms);
      approveTotalMs += ms;
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
      const mean = f.approveMs.length ? approveTotalMs / f.approveMs.length : 30;
      await new Promise((r) => setTimeout(r, Math.random() * (opts.sweepJitterMs ?? mean)));
      return h.sweep();
    };
    // every other trial the second staff member rejects instead of approving
    const secondRejects = n % 4 >= 2;
    const reject = async () => h.call<PaymentRequestView>(S.rejectPaymentRequest, { id: req.id, reason: 'Not received' }, staffB);
    const outcomes = await Promise.allSettled([
      timedApprove(req.id, staffA),
      secondRejects ? reject() : timedApprove(req.id, staffB),
      withSweep ? sweep() : Promise.resolve(0),
    ]);
    const decisions = outcomes.slice(0, 2);
    const approvals = (secondRejects ? decisions.slice(0, 1) : decisions).filter((o) => o.status === 'fulfilled').length;
    const rejections = secondRejects && decisions[1].status === 'fulfilled' ? 1 : 0;
    for (const o of decisions) {
      if (o.status === 'rejected') {
        const e = o.reason;
        if (!(e instanceof ServiceFailure && e.code === 'CONFLICT' && ALREADY.has(e.message))) {
          f.wrongRefusals++;
          note(`trial ${n}: a losing decision got ${e instanceof ServiceFailure ? `${e.code} ${e.message}` : String(e)}`);
        }
      }
    }
    if (outcomes[2].status === 'rejected') note(`trial ${n}: the sweep failed: ${String(outcomes[2].reason)}`);

    const [state] = await db().query(
      `SELECT r.status, r.admin_notes, (SELECT count(*)::int FROM wallet_transactions t WHERE t.idempotency_key = $2) AS credits
       FROM payment_requests r WHERE r.id = $1`,
      [req.id, creditKeyOf(req.id)],
    );
    const expected = (what: string, ok: boolean) => {
      if (!ok) {
        f.wrongOutcomes++;
        note(`trial ${n}: ${what} (approvals won ${approvals}, rejections won ${rejections}, credits ${state.credits})`);
      }
    };
    if (state.status === 'approved') {
      f.approved++;
      if (withSweep) f.approvedBeforeSweep++;
      expected('approved', approvals === 1 && rejections === 0);
    } else if (state.status === 'rejected' && state.admin_notes === WALLET_MSG.autoCancelled) {
      f.expired++;
      expected('expired', withSweep && approvals === 0 && rejections === 0);
    } else if (state.status === 'rejected') {
      f.rejected++;
      expected('rejected by staff', secondRejects && approvals === 0 && rejections === 1);
    } else {
      expected(`ended ${state.status}`, false);
    }
    if (state.credits !== (state.status === 'approved' ? 1 : 0)) {
      f.wrongCredits++;
      note(`trial ${n}: ${state.status} with ${state.credits} credits`);
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
