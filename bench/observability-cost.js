#!/usr/bin/env node
// The cost of observability (issue 36): GET /api/v1/me and checkout throughput with metrics and
// tracing off, with metrics on, and with metrics on + tracing at a 10 % sample, on three bench
// stacks of the same build running side by side. Goals: metrics < 3 % of throughput, metrics +
// tracing at 10 % < 5 %.
//
// Rounds alternate the modes (off, metrics, traces, off, metrics, ...) so the machine's noise (other
// builds on the 2 cores) falls on every mode alike; each mode's figure is the median of its rounds,
// and the ratio to off is given both of the medians and as the median of each round's own ratio.
//
//   METRICS=off node tools/stack.js --profile bench --slot 4 --fresh &
//   node tools/stack.js --profile bench --slot 5 --fresh &
//   node bench/otlp-sink.js 4319 &
//   OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4319 OTEL_TRACES_SAMPLER_ARG=0.1 node tools/stack.js --profile bench --slot 6 --fresh &
//   flock /tmp/cpu.lock node bench/observability-cost.js
//
// Each stack holds ~43 PostgreSQL connections (pools of 10 per service): three need more than a
// default server's 100, so on a shared server run two at a time, the off stack against one of the
// others (BENCH_SLOTS=4,6 BENCH_MODES=off,traces, or restart slot 5 with the tracing variables).
//
// BENCH_SLOTS (the stacks, in mode order: 4,5,6), BENCH_MODES (their names, the first the
// baseline: off,metrics,traces), BENCH_ROUNDS (3), BENCH_SECONDS (10 per run), BENCH_SCENARIOS (me,checkout), BENCH_CONNECTIONS / BENCH_BUYERS (checkout: 16 / 64),
// BENCH_OTLP_SINK (http://127.0.0.1:4319: its span count is printed).
const { meRequest, warmUp, closedLoop } = require('./me');
const { benchTarget, seedProducts, signUpBuyers, checkoutLoad } = require('./checkout');

const SLOTS = (process.env.BENCH_SLOTS || '4,5,6').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const SCENARIOS = (process.env.BENCH_SCENARIOS || 'me,checkout').split(',');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const BUYERS = Number(process.env.BENCH_BUYERS || 64);
const SINK = process.env.BENCH_OTLP_SINK || 'http://127.0.0.1:4319';
const MODE_LABELS = { off: 'off', metrics: 'metrics', traces: 'metrics+traces 10%' };
const MODE_NAMES = (process.env.BENCH_MODES || 'off,metrics,traces').split(',').map((m) => MODE_LABELS[m] ?? m);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;

/** The app metrics a stack's internal ports serve (health ports 3601+10*slot...): 0 when METRICS=off. */
async function appMetricSeries(slot) {
  let ports = 0;
  let series = 0;
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`http://127.0.0.1:${3601 + 10 * slot + i}/metrics`).catch(() => null);
    if (!res?.ok) continue;
    ports++;
    const lines = (await res.text()).split('\n');
    series += lines.filter((l) => /^(http_server_requests_total|bus_server_requests_total|bus_client_requests_total)\{/.test(l)).length;
  }
  return { ports, series };
}

async function sinkCount() {
  const res = await fetch(`${SINK}/count`).catch(() => null);
  return res?.ok ? res.json() : null;
}

const scenarios = {
  me: {
    unit: 'req/s',
    async prepare(mode) {
      mode.me = await meRequest(mode.target.api);
      await warmUp(mode.me);
    },
    async measure(mode) {
      const r = await closedLoop(mode.me, SECONDS);
      return { throughput: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
    },
  },
  checkout: {
    unit: 'orders/s',
    async prepare(mode) {
      mode.products = await seedProducts(mode.target);
      // two at a time: argon2 on a loaded machine timed out at 8 (504)
      mode.tokens = await signUpBuyers(mode.target, BUYERS, 2);
      await checkoutLoad(mode.target, mode.tokens, mode.products, { seconds: 3, connections: CONNECTIONS });
    },
    async measure(mode) {
      const r = await checkoutLoad(mode.target, mode.tokens, mode.products, { seconds: SECONDS, connections: CONNECTIONS });
      const answers = Object.values(r.statuses).reduce((a, b) => a + b, 0);
      return { throughput: r.perSecond, p99: r.p99, bad: answers - r.placed, statuses: r.statuses };
    },
  },
};

async function main() {
  if (SLOTS.length < 2 || SLOTS.length !== MODE_NAMES.length) throw new Error('BENCH_SLOTS and BENCH_MODES: one slot per mode, the baseline (off) first');
  const modes = SLOTS.map((slot, i) => ({ name: MODE_NAMES[i], slot, target: benchTarget(slot) }));
  const load = () => require('node:os').loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`${new Date().toISOString()}  ${require('node:os').cpus().length} cores, load ${load()}`);
  console.log(`${ROUNDS} rounds x ${SCENARIOS.join(', ')} x ${modes.map((m) => `${m.name} (slot ${m.slot})`).join(', ')}; ${SECONDS} s each`);

  const sinkBefore = await sinkCount();
  for (const name of SCENARIOS) for (const mode of modes) await scenarios[name].prepare(mode);

  const results = Object.fromEntries(SCENARIOS.map((name) => [name, modes.map(() => [])]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of SCENARIOS) {
      for (const [i, mode] of modes.entries()) {
        const r = await scenarios[name].measure(mode);
        results[name][i].push(r);
        const extra = r.bad ? `  (${r.bad} not ok${r.statuses ? `: ${JSON.stringify(r.statuses)}` : ''})` : '';
        console.log(`round ${round}  ${name.padEnd(8)} ${mode.name.padEnd(18)} ${r.throughput.toFixed(1).padStart(7)} ${scenarios[name].unit}  p99 ${String(r.p99).padStart(4)} ms  load ${load()}${extra}`);
      }
    }
  }

  console.log('\nmedian of the rounds (min-max); cost = 1 - mode/off, of the medians and [median of the per-round ratios]');
  for (const name of SCENARIOS) {
    const base = results[name][0];
    for (const [i, mode] of modes.entries()) {
      const runs = results[name][i];
      const tput = runs.map((r) => r.throughput);
      const ratios = runs.map((r, k) => r.throughput / base[k].throughput);
      const cost = i === 0 ? '' : `  cost ${pct(1 - median(tput) / median(base.map((r) => r.throughput)))} [${pct(1 - median(ratios))}]`;
      console.log(
        `${name.padEnd(8)} ${mode.name.padEnd(18)} ${median(tput).toFixed(1).padStart(7)} ${scenarios[name].unit} (${Math.min(...tput).toFixed(1)}-${Math.max(...tput).toFixed(1)})` +
          `  p99 ${median(runs.map((r) => r.p99))} ms (${Math.min(...runs.map((r) => r.p99))}-${Math.max(...runs.map((r) => r.p99))})${cost}`,
      );
    }
  }

  // the switches really were as the modes say
  for (const mode of modes) {
    const { ports, series } = await appMetricSeries(mode.slot);
    console.log(`slot ${mode.slot} (${mode.name}): ${ports} /metrics ports, ${series} HTTP/bus request series`);
  }
  const sinkAfter = await sinkCount();
  if (sinkAfter) console.log(`OTLP sink: ${sinkAfter.exports - (sinkBefore?.exports ?? 0)} exports, ${sinkAfter.spans - (sinkBefore?.spans ?? 0)} spans, ${((sinkAfter.bytes - (sinkBefore?.bytes ?? 0)) / 1e6).toFixed(1)} MB during this run`);
  else console.log(`OTLP sink: none at ${SINK}`);
  console.log(`${new Date().toISOString()}  load ${load()}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
