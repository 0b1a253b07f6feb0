#!/usr/bin/env node
// Two staff approving the same top-up at once, plus approval racing the expiry sweep, 10,000
// times (BENCH_TRIALS), against wallet-payments-service in-process on a private nats-server and
// a throw-away database (local PostgreSQL and Redis), over NATS as the gateway calls it.
// Prints the figures; exits 1 if any trial broke a rule (two credits, a credit without an
// approval, balance != ledger sum, a loser not refused with the spec's conflict).
//   node -r @swc-node/register bench/approval-race.ts
import { quantile, runApprovalRaces } from '../apps/wallet-payments-service/src/testing/approval-race';
import { startWalletPaymentsHarness } from '../apps/wallet-payments-service/src/testing/wallet-payments-harness';

async function main(): Promise<void> {
  process.env.NODE_ENV = 'test';
  const trials = Number(process.env.BENCH_TRIALS || 10_000);
  const lanes = Number(process.env.BENCH_LANES || 16);
  const h = await startWalletPaymentsHarness();
  try {
    await h.seedAccounts();
    const f = await runApprovalRaces(h, { trials, lanes });
    const ms = (q: number) => `${quantile(f.approveMs, q).toFixed(1)} ms`;
    console.log(`approval race: ${f.trials} trials, ${lanes} at a time, ${(f.ms / 1000).toFixed(1)} s (${Math.round(f.trials / (f.ms / 1000))} trials/s)`);
    console.log(`  approved by staff: ${f.approved} (${f.approvedBeforeSweep} past their hour, ahead of the sweep); auto-cancelled by the sweep: ${f.expired}`);
    console.log(`  approve round trip: p50 ${ms(0.5)}, p90 ${ms(0.9)}, p99 ${ms(0.99)}, max ${ms(1)}`);
    console.log(`  wrong credits ${f.wrongCredits}, ledger mismatches ${f.ledgerMismatches}, wrong refusals ${f.wrongRefusals}, wrong outcomes ${f.wrongOutcomes}`);
    for (const failure of f.failures) console.log(`  FAILED ${failure}`);
    const ok = f.failures.length === 0 && f.wrongCredits + f.ledgerMismatches + f.wrongRefusals + f.wrongOutcomes === 0 && f.trials === trials;
    console.log(ok ? 'PASS' : 'FAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await h.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
