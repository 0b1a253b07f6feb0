#!/usr/bin/env node
/**
 * Fault injection (issue 16). Runs the e2e-profile stack on its own PostgreSQL server (so that
 * server can be crashed), keeps a steady mixed load going (bench/faults/load.js: top-ups with chat
 * messages and approvals, checkouts that staff ship and deliver, coin syncs, reads on every
 * service), injects one fault at a time and measures, for each:
 *   - the requests that failed while it lasted (every one must be a clean 503/504 with Retry-After,
 *     none hanging or cut),
 *   - the time from the fault's end until every service answers again through the gateway,
 * and afterwards checks the invariants (bench/faults/invariants.js) and that a pending payment
 * request still expires on time after the Redis and NATS faults.
 *
 *   npx nx run-many -t build && E2E_SLOT=5 node bench/faults.js            the long run (every fault, a 60 s NATS outage)
 *   E2E_SLOT=5 node bench/faults.js --short                                the short run that `npm test` runs
 *   E2E_SLOT=5 node bench/faults.js kill:coins-service postgres-restart    chosen faults
 *
 * Faults: term:<app> (SIGTERM, a rolling restart: the app drains, so no request it had accepted may
 * time out) for catalog, orders, wallet and the gateway; kill:<app> (SIGKILL; tools/stack.js restarts it) for every service, the gateway,
 * nats-server (its JetStream store kept) and redis-server (no persistence: it comes back empty);
 * postgres-restart (an immediate-mode crash, then the server back after crash recovery);
 * nats-outage (nats-server frozen with SIGSTOP for NATS_OUTAGE_S, 60 by default: clients see it
 * unreachable, then SIGCONT). Exit code 1 when a check fails.
 */
const { spawn, execFileSync } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');
const { Load, READ_ROUTES, sleep } = require('./faults/load');
const { Databases, checkAll } = require('./faults/invariants');
const { startPrivatePostgres } = require('./faults/private-postgres');

require('@swc-node/register');
const { SERVICE_LIST } = require('../libs/contracts/src/index.ts');

const args = process.argv.slice(2);
const short = args.includes('--short');
const slot = Number(process.env.E2E_SLOT || 0);
// through the web server's /api proxy, as the browser calls it (a dead gateway is its 503 there)
const API = `http://127.0.0.1:${4400 + 20 * slot}/api/v1`;
const suffix = slot ? `_e2e${slot}` : '_e2e';
const PG_PORT = 5460 + slot;
const root = path.resolve(__dirname, '..');
const RECOVERY_GOAL_MS = 10_000;
// a bound on "serving again", not the goal: past it the fault run stops waiting and fails
const RECOVERY_LIMIT_MS = 60_000;
const EXPIRY_EVERY_MS = 2_000;
const OUTAGE_S = Number(process.env.NATS_OUTAGE_S || (short ? 15 : 60));

const KILLABLE = [...SERVICE_LIST.map((s) => s.app), 'gateway', 'nats-server', 'redis-server'];
const SHORT_FAULTS = ['term:orders-service', 'kill:wallet-payments-service', 'kill:orders-service', 'kill:gateway', 'kill:redis-server', 'postgres-restart', 'nats-outage'];
const LONG_FAULTS = [
  ...['catalog-service', 'orders-service', 'wallet-payments-service', 'gateway'].map((a) => `term:${a}`),
  ...KILLABLE.map((a) => `kill:${a}`),
  'postgres-restart',
  'nats-outage',
];
const faults = args.filter((a) => !a.startsWith('--'));
const plan = faults.length ? faults : short ? SHORT_FAULTS : LONG_FAULTS;

function pidOf(stackPid, app) {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(stackPid)], { encoding: 'utf8' });
  const infra = app === 'nats-server' || app === 'redis-server';
  const line = out.split('\n').find((l) => (infra ? new RegExp(`^\\s*\\d+ \\S*/${app}\\b`).test(l) : l.includes(`dist/apps/${app}/main.js`)));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

/** Injects the fault; resolves when it has ended (the process killed, the server back, the bus thawed). */
async function inject(fault, stackPid, pg) {
  if (fault.startsWith('kill:') || fault.startsWith('term:')) {
    const app = fault.slice(5);
    const pid = pidOf(stackPid, app);
    if (!pid) throw new Error(`no process for ${app}`);
    process.kill(pid, fault.startsWith('kill:') ? 'SIGKILL' : 'SIGTERM');
    return;
  }
  if (fault === 'postgres-restart') return pg.crashAndRestart();
  if (fault === 'nats-outage') {
    const pid = pidOf(stackPid, 'nats-server');
    process.kill(pid, 'SIGSTOP');
    try {
      await sleep(OUTAGE_S * 1000);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    return;
  }
  throw new Error(`unknown fault ${fault} (kill:<app> or term:<app> with app one of ${KILLABLE.join(', ')}; postgres-restart; nats-outage)`);
}

/** Ms from `endedAt` until every read route has answered 200 to a request sent after it. */
async function recovery(load, endedAt) {
  while (Date.now() - endedAt < RECOVERY_LIMIT_MS) {
    const back = READ_ROUTES.map(([what]) => load.outcomes.find((o) => o.what === what && o.status === 200 && o.at - o.ms >= endedAt));
    if (back.every(Boolean)) return Math.max(...back.map((o) => o.at)) - endedAt;
    await sleep(100);
  }
  return undefined;
}

function summarise(load, name) {
  const mine = load.outcomes.filter((o) => o.window === name);
  const failed = mine.filter((o) => typeof o.status !== 'number' || o.status >= 500);
  const byStatus = {};
  for (const o of failed) {
    const key = typeof o.status === 'number' ? `${o.status}${o.retryAfter ? '+Retry-After' : ''}` : o.status;
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  // clean: a 503 or 504 telling the client to retry; anything else (a hang, a cut connection, a 500) is not
  const unclean = failed.filter((o) => !((o.status === 503 || o.status === 504) && o.retryAfter));
  const timedOut = failed.filter((o) => o.status === 504).length;
  return { requests: mine.length, failed: failed.length, byStatus, unclean: unclean.length, timedOut, slowestMs: Math.max(0, ...mine.map((o) => o.ms)) };
}

/** A pending request whose hour ran out is auto-cancelled within a few sweeps (the schedule survived the faults). */
async function expiryProbe(load, reseller, methodId, dbs) {
  // its own amount: the same method and amount within a minute answers the load's open request instead (issue 34)
  const created = await load.call('POST', '/payment-requests', reseller, { paymentMethodId: methodId, amountPaisa: 12_300 }, { 'Idempotency-Key': `expiry-probe-${Date.now()}` });
  if (created.status !== 201 && created.status !== 200) return { problem: `expiry probe: creating a request answered ${created.status} ${JSON.stringify(created.json)}` };
  await dbs.query('wallet-payments', `UPDATE payment_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [created.json.id]);
  const due = Date.now();
  while (Date.now() - due < 10 * EXPIRY_EVERY_MS) {
    const [row] = await dbs.query('wallet-payments', `SELECT status FROM payment_requests WHERE id = $1`, [created.json.id]);
    if (row.status === 'rejected') return { cancelledAfterMs: Date.now() - due };
    await sleep(200);
  }
  return { problem: `a request past its hour was still pending ${(10 * EXPIRY_EVERY_MS) / 1000} s later (the expiry schedule is lost)` };
}

async function setUp(load, dbs) {
  const [helper, admin, premium] = await Promise.all([load.login('helper@demo.pk'), load.login('admin@demo.pk'), load.login('premium@demo.pk')]);
  // the probe's own reseller: the top-up loop's may have a request open, and one open request is the limit
  const [topUpper, buyer, prober] = await Promise.all([load.signUp('topup'), load.signUp('buyer'), load.signUp('expiry')]);
  let methods = (await load.call('GET', '/payment-methods', topUpper.token)).json;
  if (!methods.some((m) => m.available)) {
    await load.call('POST', '/admin/payment-methods/wallets', admin, { paymentMethodId: methods[0].id, walletTitle: 'ResellPK faults', walletAddress: '03001234567' });
    methods = (await load.call('GET', '/payment-methods', topUpper.token)).json;
  }
  const methodId = methods.find((m) => m.available).id;
  // free-plan products with plenty of stock: what the new buyer may order all run long
  const products = (await dbs.query('catalog', `SELECT id, stock, coin_discount FROM products WHERE plan_access = 'free' AND stock >= 200 ORDER BY stock DESC, id LIMIT 4`)).map((r) => ({ id: r.id, stock: r.stock, coinDiscount: Number(r.coin_discount) }));
  if (!products.length) throw new Error('no free-plan product with stock >= 200 in the demo catalogue');
  return { helper, admin, premium, topUpper, buyer, prober, methodId, products };
}

async function main() {
  if (!slot) throw new Error('set E2E_SLOT (1..9): the fault run uses that e2e slot of tools/stack.js');
  const pg = startPrivatePostgres(PG_PORT);
  const stack = spawn(process.execPath, ['tools/stack.js', '--profile', 'e2e'], {
    cwd: root,
    env: { ...process.env, STACK_PG_PORT: String(PG_PORT), PAYMENT_EXPIRY_EVERY_MS: String(EXPIRY_EVERY_MS), ORDERS_RECOVERY_EVERY_MS: '2000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stackLines = [];
  stack.stdout.on('data', (d) => stackLines.push(...String(d).split('\n').filter((l) => l.startsWith('[stack]'))));
  const dbs = new Databases(pg.url, suffix);
  const load = new Load(API);
  let failed = false;
  try {
    const readyBy = Date.now() + 240_000;
    while (!stackLines.some((l) => l.includes('Press Ctrl-C'))) {
      if (Date.now() > readyBy || stack.exitCode !== null) throw new Error(`stack did not start:\n${stackLines.join('\n')}`);
      await sleep(500);
    }
    const world = await setUp(load, dbs);
    const stockBefore = new Map(world.products.map((p) => [p.id, p.stock]));
    const [{ since }] = await dbs.query('orders', 'SELECT now() AS since');

    load.topUps(world.topUpper.token, world.helper, world.methodId);
    load.checkouts(world.buyer.token, world.products);
    load.deliveries(world.admin);
    load.reads(world.topUpper.token);
    load.reads(world.premium);
    await sleep(3000);

    const results = [];
    for (const fault of plan) {
      load.window = fault;
      const startedAt = Date.now();
      await inject(fault, stack.pid, pg);
      const endedAt = Date.now();
      const recoveredMs = await recovery(load, endedAt);
      // the load goes on a moment in the fault's window: late failures of the fault count to it
      await sleep(2000);
      load.window = `${fault} (after)`;
      await sleep(1000);
      const summary = summarise(load, fault);
      // a rolling restart (SIGTERM) drains: every request the app had accepted is answered, so none
      // may time out (504); what arrives while it is away is a 503 from the gateway
      const ok = recoveredMs !== undefined && summary.unclean === 0 && !(fault.startsWith('term:') && summary.timedOut > 0);
      failed ||= !ok;
      const result = { fault, lastedMs: endedAt - startedAt, recoveredMs, recoveryGoalMet: recoveredMs !== undefined && recoveredMs <= RECOVERY_GOAL_MS, load: +os.loadavg()[0].toFixed(1), ...summary, ok };
      results.push(result);
      console.log(JSON.stringify(result));
    }
    const expiry = await expiryProbe(load, world.prober.token, world.methodId, dbs);
    await load.finish();

    // the relays publish what is left, the consumers apply it, the saga recovery settles what a fault cut
    let verdict;
    const settleBy = Date.now() + 60_000;
    do {
      await sleep(2000);
      verdict = await checkAll(dbs, load, stockBefore, since);
    } while (verdict.problems.length && Date.now() < settleBy);
    const problems = [...verdict.problems, ...(expiry.problem ? [expiry.problem] : [])];
    if (problems.length) failed = true;
    console.log(
      JSON.stringify({
        invariants: problems.length ? problems : 'all hold',
        approvalsAcknowledged: load.approvals.size,
        ordersAcknowledged: load.orders.size,
        ordersDelivered: load.delivered.size,
        eventsChecked: verdict.eventsChecked,
        expiredAfterMs: expiry.cancelledAfterMs,
        requests: load.outcomes.length,
      }),
    );
    console.log(stackLines.filter((l) => /exited|restart/.test(l)).join('\n'));
    printTable(results);
  } finally {
    await load.finish();
    await dbs.close();
    stack.kill('SIGTERM');
    await new Promise((r) => (stack.exitCode !== null ? r() : stack.once('exit', r)));
    pg.stop();
  }
  process.exit(failed ? 1 : 0);
}

function printTable(results) {
  console.log('\n| fault | lasted | serving again after | failed requests (all clean?) | slowest answer |');
  console.log('|---|---|---|---|---|');
  for (const r of results) {
    const statuses = Object.entries(r.byStatus).map(([k, v]) => `${v} × ${k}`).join(', ') || 'none';
    console.log(`| ${r.fault} | ${(r.lastedMs / 1000).toFixed(1)} s | ${r.recoveredMs === undefined ? 'not within 60 s' : `${(r.recoveredMs / 1000).toFixed(1)} s`} | ${r.failed} of ${r.requests}: ${statuses}${r.unclean ? ` (${r.unclean} unclean)` : ''} | ${(r.slowestMs / 1000).toFixed(1)} s |`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
