#!/usr/bin/env node
// Checkout throughput (issue 12): many buyers placing cash-on-delivery orders over 1,000 products
// through POST /api/v1/orders (the whole saga: quote, stock reservation, coin spend, order write),
// side by side in one run with pgbench's TPC-B on the same PostgreSQL, then an oversell audit.
// Goal: orders/s >= 25 % of pgbench's transactions/s, checkout p99 < 250 ms, 0 oversold units.
//
// Needs a built tree and a bench stack (bench/README.md):
//   node tools/stack.js --profile bench --slot 8 --fresh        # gateway :3580, *_bench8 databases
//   BENCH_SLOT=8 node bench/checkout.js
// It seeds 1,000 products into the bench catalog database (apps/catalog-service/bench/catalog-seed-10k.js),
// signs up BENCH_BUYERS buyers, runs pgbench (TPC-B, its own database) for BENCH_SECONDS, then the
// checkout load for BENCH_SECONDS (closed loop, BENCH_CONNECTIONS concurrent buyers), then compares
// every product's stock with the units of the orders that were placed.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { Client } = require('pg');
const { pool } = require('./lib');

const SLOT = Number(process.env.BENCH_SLOT || 8);
const PG = process.env.BENCH_PG || 'postgres://postgres@127.0.0.1:5432';
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
const BUYERS = Number(process.env.BENCH_BUYERS || 64);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 1000);
const PGBENCH_CLIENTS = Number(process.env.BENCH_PGBENCH_CLIENTS || CONNECTIONS);

/** A bench stack (tools/stack.js --profile bench --slot N): its API and the databases the audit reads. */
function benchTarget(slot = SLOT, api = `http://127.0.0.1:${3500 + 10 * slot}/api/v1`) {
  return { slot, api, catalogDb: `${PG}/catalog_bench${slot}`, ordersDb: `${PG}/orders_bench${slot}` };
}

async function json(api, method, urlPath, token, body, headers = {}) {
  const res = await fetch(`${api}${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function query(url, sql, params = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function seedProducts({ catalogDb }) {
  const [{ n }] = await query(catalogDb, `SELECT count(*)::int AS n FROM products WHERE name LIKE '% B0%'`);
  if (n < PRODUCTS) {
    execFileSync('node', [path.join(__dirname, '../apps/catalog-service/bench/catalog-seed-10k.js'), catalogDb, String(PRODUCTS)], { stdio: 'inherit' });
  }
  // free-access products with stock: what a free buyer can order (premium-only ones would be refused)
  return query(catalogDb, `SELECT id, stock, coin_discount FROM products WHERE plan_access = 'free' AND stock > 0 ORDER BY id LIMIT $1`, [PRODUCTS]);
}

async function signUpBuyers({ api }, buyers = BUYERS, concurrency = 8) {
  const run = Date.now().toString(36);
  return pool(Array.from({ length: buyers }, (_, i) => i), concurrency, async (i) => {
    const res = await json(api, 'POST', '/auth/signup', null, {
      name: `Buyer ${i}`,
      email: `buyer-${run}-${i}@bench.pk`,
      whatsappNumber: `0301${String(1_000_000 + i).slice(-7)}`,
      password: 'Bench@12345',
      referralCode: null,
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`signup: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.accessToken;
  });
}

function pgbench() {
  const db = `pgbench_bench${SLOT}`;
  execFileSync('psql', [PG, '-qc', `DROP DATABASE IF EXISTS ${db}`, '-c', `CREATE DATABASE ${db}`], { stdio: 'ignore' });
  execFileSync('pgbench', ['-i', '-q', '-s', '10', `${PG}/${db}`], { stdio: 'ignore' });
  const out = execFileSync('pgbench', ['-n', '-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(SECONDS), `${PG}/${db}`], { encoding: 'utf8' });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  execFileSync('psql', [PG, '-qc', `DROP DATABASE IF EXISTS ${db}`], { stdio: 'ignore' });
  return { tps, latency };
}

async function checkoutLoad({ api }, tokens, products, { seconds = SECONDS, connections = CONNECTIONS } = {}) {
  const latencies = [];
  const statuses = {};
  let placed = 0;
  let seq = 0;
  // idempotency keys unique per call: a second load from this process must not replay the first's
  const runId = Date.now().toString(36);
  const end = Date.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      while (Date.now() < end) {
        const n = seq++;
        const token = tokens[n % tokens.length];
        const lines = 1 + (n % 3);
        const items = [];
        for (let l = 0; l < lines; l++) {
          const p = products[(n * 7 + l * 131 + c) % products.length];
          if (items.some((it) => it.productId === p.id)) continue;
          items.push({ productId: p.id, quantity: 1 + ((n + l) % 2), profitAmountPaisa: 5000, applyCoins: p.coin_discount > 0 && n % 2 === 0 });
        }
        const started = performance.now();
        const res = await json(
          api,
          'POST',
          '/orders',
          token,
          { items, customer: { name: 'Ayesha Khan', phone: '0300-1234567', address: 'House 12, Street 4, Gulberg III', city: 'Lahore' } },
          { 'idempotency-key': `bench-${process.pid}-${runId}-${n}` },
        );
        latencies.push(performance.now() - started);
        const key = res.status === 201 ? '201' : `${res.status} ${res.body?.code ?? ''}`.trim();
        statuses[key] = (statuses[key] || 0) + 1;
        if (res.status === 201) placed++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { placed, perSecond: placed / elapsed, statuses, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
}

async function oversellAudit({ catalogDb, ordersDb }, before, since) {
  const after = new Map((await query(catalogDb, `SELECT id, stock FROM products`)).map((r) => [r.id, r.stock]));
  const ordered = new Map(
    (
      await query(
        ordersDb,
        `SELECT i.product_id AS id, sum(i.quantity)::int AS units FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE o.saga_state = 'completed' AND o.created_at >= $1 GROUP BY i.product_id`,
        [since],
      )
    ).map((r) => [r.id, r.units]),
  );
  let oversold = 0;
  let mismatched = 0;
  for (const [id, stockBefore] of before) {
    const units = ordered.get(id) ?? 0;
    const stockAfter = after.get(id);
    if (units > stockBefore) oversold += units - stockBefore;
    if (stockAfter < 0) oversold += -stockAfter;
    if (stockBefore - units !== stockAfter) mismatched++;
  }
  return { oversold, mismatched, productsChecked: before.size };
}

async function main() {
  const target = benchTarget(SLOT, process.env.BENCH_API || undefined);
  const products = await seedProducts(target);
  console.log(`${products.length} orderable products; signing up ${BUYERS} buyers...`);
  const tokens = await signUpBuyers(target);
  const before = new Map((await query(target.catalogDb, `SELECT id, stock FROM products`)).map((r) => [r.id, r.stock]));
  // only this run's orders count against this run's stock snapshot
  const [{ since }] = await query(target.ordersDb, `SELECT now() AS since`);

  console.log(`pgbench TPC-B, scale 10, ${PGBENCH_CLIENTS} clients, ${SECONDS} s...`);
  const pg = pgbench();
  console.log(`  ${pg.tps.toFixed(0)} tps, latency average ${pg.latency} ms`);

  console.log(`checkout: ${CONNECTIONS} concurrent buyers (of ${BUYERS}), ${SECONDS} s...`);
  const co = await checkoutLoad(target, tokens, products);
  console.log(`  ${co.placed} orders, ${co.perSecond.toFixed(1)} orders/s, p50 ${co.p50} ms, p90 ${co.p90} ms, p99 ${co.p99} ms, max ${co.max} ms`);
  console.log(`  answers: ${JSON.stringify(co.statuses)}`);

  const audit = await oversellAudit(target, before, since);
  const ratio = co.perSecond / pg.tps;
  console.log(`oversell audit over ${audit.productsChecked} products: ${audit.oversold} oversold units, ${audit.mismatched} stock mismatches`);
  console.log(
    `orders/s = ${(ratio * 100).toFixed(1)} % of pgbench tps (goal >= 25 %); p99 ${co.p99} ms (goal < 250 ms); oversold ${audit.oversold} (goal 0)`,
  );
  if (audit.oversold > 0 || audit.mismatched > 0) process.exitCode = 1;
}

module.exports = { benchTarget, seedProducts, signUpBuyers, checkoutLoad, oversellAudit };

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
