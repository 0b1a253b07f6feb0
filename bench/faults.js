#!/usr/bin/env node
/**
 * Fault injection, short form (issue 16): runs the e2e-profile stack, keeps a small steady load of
 * money flows going (top-up create -> "I Have Paid" -> staff approval, coin syncs, catalog reads),
 * kills one app at a time with SIGKILL and checks that
 *   - tools/stack.js restarts it and the product serves again within 10 s,
 *   - every failed request was a clean 5xx (503 with Retry-After, or 504), none hanging,
 *   - afterwards every wallet and coin balance equals its ledger sum and is not negative, every
 *     approval the API acknowledged is credited exactly once.
 *
 *   npx nx run-many -t build && E2E_SLOT=5 node bench/faults.js [service ...]
 *
 * Default faults: every domain service in turn, the gateway, nats-server (its JetStream store kept)
 * and redis-server. Exit code 1 when a check fails.
 */
const { spawn, execFileSync } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');

require('@swc-node/register');
const { SERVICE_LIST } = require('../libs/contracts/src/index.ts');

const slot = Number(process.env.E2E_SLOT || 0);
// through the web server's /api proxy, as the browser calls it (a dead gateway is its 503 there)
const API = `http://127.0.0.1:${4400 + 20 * slot}/api/v1`;
const GATEWAY_HEALTH = `http://127.0.0.1:${3400 + 20 * slot}/api/health`;
const HEALTH = 3411 + 20 * slot;
const suffix = slot ? `_e2e${slot}` : '_e2e';
const root = path.resolve(__dirname, '..');
const RECOVERY_GOAL_MS = 10_000;
const HANGING_MS = 10_000;
const targets = process.argv.slice(2).length ? process.argv.slice(2) : [...SERVICE_LIST.map((s) => s.app), 'gateway', 'nats-server', 'redis-server'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const psql = (db, sql) => execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', db, '-qAtc', sql], { encoding: 'utf8' }).trim();

async function call(method, url, token, body) {
  const started = Date.now();
  try {
    const res = await fetch(`${API}${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(HANGING_MS + 5000),
    });
    const json = await res.json().catch(() => undefined);
    return { status: res.status, retryAfter: res.headers.get('retry-after'), json, ms: Date.now() - started };
  } catch (err) {
    return { status: err.name === 'TimeoutError' ? 'hung' : `error ${err.cause?.code ?? err.name}`, ms: Date.now() - started };
  }
}

async function login(email) {
  const res = await call('POST', '/auth/login', undefined, { email, password: 'Demo@12345' });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.json.accessToken;
}

/** Every answer of the load, by fault window; approvals the API acknowledged, for the ledger check. */
const outcomes = [];
const acknowledgedApprovals = new Map();
let window = 'warm-up';

function record(what, res) {
  outcomes.push({ window, what, status: res.status, retryAfter: res.retryAfter, ms: res.ms, at: Date.now() });
  return res;
}

async function topUpLoop(reseller, helper, methodId, stop) {
  while (!stop.done) {
    const created = record('topup.create', await call('POST', '/payment-requests', reseller, { paymentMethodId: methodId, amountPaisa: 10_000 }));
    if (created.status === 201 || created.status === 200) {
      const id = created.json.id;
      // a client retries a 503/504 on the same request: the approval must still credit once
      for (let i = 0; i < 20 && !stop.done; i++) {
        const paid = record('topup.paid', await call('POST', `/payment-requests/${id}/paid`, reseller));
        if (paid.status === 200 || paid.status === 409) break;
        await sleep(500);
      }
      for (let i = 0; i < 20 && !stop.done; i++) {
        const approved = record('topup.approve', await call('POST', `/admin/payment-requests/${id}/approve`, helper));
        if (approved.status === 200) acknowledgedApprovals.set(id, 10_000);
        if (approved.status === 200 || approved.status === 409) break;
        await sleep(500);
      }
    }
    await sleep(200);
  }
}

/** One loop per route, so a request hanging on a dead service does not hold up the others. */
function steadyLoops(token, stop) {
  const routes = [
    ['coins.sync', 'POST', '/coins/sync'],
    ['products', 'GET', '/products'],
    ['wallet', 'GET', '/wallet'],
    ['plans', 'GET', '/plans'],
    ['orders', 'GET', '/orders'],
    ['notifications', 'GET', '/notifications'],
  ];
  return routes.map(async ([what, method, url]) => {
    while (!stop.done) {
      record(what, await call(method, url, token));
      await sleep(100);
    }
  });
}

/** The load's request that needs each app: it answering 200 again is "serving again". */
const ROUTE_OF = {
  'identity-service': 'plans',
  'catalog-service': 'products',
  'orders-service': 'orders',
  'coins-service': 'coins.sync',
  'wallet-payments-service': 'wallet',
  'chat-service': 'notifications',
  gateway: 'products',
  // every request crosses the bus; Redis is the gateway's rate-limit counter
  'nats-server': 'products',
  'redis-server': 'products',
};

function pidOf(stackPid, app) {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(stackPid)], { encoding: 'utf8' });
  const infra = app === 'nats-server' || app === 'redis-server';
  const line = out.split('\n').find((l) => (infra ? new RegExp(`^\\s*\\d+ \\S*/${app}\\b`).test(l) : l.includes(`dist/apps/${app}/main.js`)));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

async function healthy(app) {
  const i = SERVICE_LIST.findIndex((s) => s.app === app);
  const url = i >= 0 ? `http://127.0.0.1:${HEALTH + i}/health` : GATEWAY_HEALTH;
  return fetch(url, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
}

function invariants() {
  const problems = [];
  const wallets = psql(`wallet_payments${suffix}`, `SELECT count(*) FROM wallets w WHERE w.balance_paisa < 0 OR w.balance_paisa <> (SELECT COALESCE(sum(t.amount_paisa) FILTER (WHERE t.status = 'completed'), 0) FROM wallet_transactions t WHERE t.wallet_id = w.id)`);
  if (wallets !== '0') problems.push(`${wallets} wallet(s) whose balance is not their ledger sum`);
  const coins = psql(`coins${suffix}`, `SELECT count(*) FROM discount_coins d WHERE d.balance < 0 OR d.balance <> (SELECT COALESCE(sum(amount), 0) FROM coin_transactions t WHERE t.user_id = d.user_id)`);
  if (coins !== '0') problems.push(`${coins} coin account(s) whose balance is not their ledger sum`);
  const ids = [...acknowledgedApprovals.keys()];
  if (ids.length) {
    const list = ids.map((id) => `'${id}'`).join(',');
    const credited = psql(`wallet_payments${suffix}`, `SELECT count(*) FROM payment_requests p JOIN wallet_transactions t ON t.id = p.transaction_id WHERE p.id IN (${list}) AND p.status = 'approved' AND t.amount_paisa = p.amount_paisa AND t.status = 'completed'`);
    if (Number(credited) !== ids.length) problems.push(`${ids.length} approvals acknowledged, ${credited} credited`);
  }
  const doubled = psql(`wallet_payments${suffix}`, `SELECT count(*) FROM (SELECT transaction_id FROM payment_requests WHERE transaction_id IS NOT NULL GROUP BY transaction_id HAVING count(*) > 1) d`);
  if (doubled !== '0') problems.push(`${doubled} ledger rows credited for more than one request`);
  const topUps = psql(`wallet_payments${suffix}`, `SELECT (SELECT count(*) FROM payment_requests WHERE status = 'approved') - (SELECT count(*) FROM wallet_transactions WHERE type = 'top_up' AND status = 'completed')`);
  if (topUps !== '0') problems.push(`approved requests and top-up credits differ by ${topUps}`);
  return problems;
}

function summarise(name) {
  const mine = outcomes.filter((o) => o.window === name);
  const byStatus = {};
  for (const o of mine) {
    const key = o.status === 503 ? `503${o.retryAfter ? ` (Retry-After ${o.retryAfter})` : ' (no Retry-After)'}` : String(o.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  const unclean = mine.filter((o) => typeof o.status !== 'number' || (o.status >= 500 && o.status !== 503 && o.status !== 504) || (o.status === 503 && !o.retryAfter));
  return { requests: mine.length, byStatus, unclean: unclean.length, slowestMs: Math.max(0, ...mine.map((o) => o.ms)) };
}

async function main() {
  if (!slot) throw new Error('set E2E_SLOT (1..9): the fault run uses that e2e slot of tools/stack.js');
  const stack = spawn(process.execPath, ['tools/stack.js', '--profile', 'e2e'], { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
  const stackLines = [];
  stack.stdout.on('data', (d) => stackLines.push(...String(d).split('\n').filter((l) => l.startsWith('[stack]'))));
  let failed = false;
  try {
    const readyBy = Date.now() + 240_000;
    while (!stackLines.some((l) => l.includes('Press Ctrl-C'))) {
      if (Date.now() > readyBy || stack.exitCode !== null) throw new Error(`stack did not start:\n${stackLines.join('\n')}`);
      await sleep(500);
    }
    const [reseller, helper, admin] = await Promise.all([login('free@demo.pk'), login('helper@demo.pk'), login('admin@demo.pk')]);
    let methods = (await call('GET', '/payment-methods', reseller)).json;
    if (!methods.some((m) => m.available)) {
      await call('POST', '/admin/payment-methods/wallets', admin, { paymentMethodId: methods[0].id, walletTitle: 'ResellPK faults', walletAddress: '03001234567' });
      methods = (await call('GET', '/payment-methods', reseller)).json;
    }
    const methodId = methods.find((m) => m.available).id;

    const stop = { done: false };
    const loops = [topUpLoop(reseller, helper, methodId, stop), ...steadyLoops(reseller, stop), ...steadyLoops(await login('premium@demo.pk'), stop)];
    await sleep(3000);
    const results = [];
    for (const app of targets) {
      const pid = pidOf(stack.pid, app);
      if (!pid) throw new Error(`no process for ${app}`);
      window = app;
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      // recovered: the restarted app's health answers and a request through the gateway that needs
      // it, sent after the kill, succeeds (routeBackMs below is the same seen from the load alone)
      let recoveredMs;
      while (Date.now() - killedAt < 30_000) {
        if (pidOf(stack.pid, app) && (await healthy(app))) {
          const after = outcomes.filter((o) => o.what === ROUTE_OF[app] && o.at - o.ms > killedAt && o.status === 200);
          if (after.length) {
            recoveredMs = Date.now() - killedAt;
            break;
          }
        }
        await sleep(100);
      }
      await sleep(3000);
      window = `${app} (after)`;
      await sleep(1000);
      const summary = summarise(app);
      // what a client saw: the route's last failure, and its first success sent after that
      const route = outcomes.filter((o) => o.what === ROUTE_OF[app] && o.window === app);
      const lastFailure = route.filter((o) => o.status !== 200).pop();
      const firstOkAfter = lastFailure ? route.find((o) => o.status === 200 && o.at - o.ms >= lastFailure.at) : route[0];
      const routeBackMs = firstOkAfter ? firstOkAfter.at - killedAt : undefined;
      const ok = recoveredMs !== undefined && recoveredMs <= RECOVERY_GOAL_MS && summary.unclean === 0;
      failed ||= !ok;
      results.push({ fault: `kill -9 ${app}`, recoveredMs, routeBackMs, load: +os.loadavg()[0].toFixed(1), ...summary, ok });
      console.log(JSON.stringify(results[results.length - 1]));
    }
    stop.done = true;
    await Promise.all(loops);
    // the outbox relays publish what is left; consumers apply it
    await sleep(3000);
    const problems = invariants();
    const approvals = acknowledgedApprovals.size;
    console.log(JSON.stringify({ invariants: problems.length ? problems : 'all hold', approvalsAcknowledged: approvals, requests: outcomes.length }));
    if (problems.length) failed = true;
    console.log(stackLines.filter((l) => /exited|restart/.test(l)).join('\n'));
  } finally {
    stack.kill('SIGTERM');
    await new Promise((r) => (stack.exitCode !== null ? r() : stack.once('exit', r)));
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
