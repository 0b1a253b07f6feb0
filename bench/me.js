#!/usr/bin/env node
// GET /api/v1/me through gateway -> NATS -> identity-service -> PostgreSQL.
// Goal (issue 2): > 1,500 req/s with p99 < 30 ms at 100 connections on the 2-core machine.
// Two figures, because a closed loop cannot show both at once: with 100 connections each waiting
// for its reply, p99 < 30 ms would need > 3,300 req/s (Little's law), so
//   (a) throughput: closed loop, 100 connections, as fast as the stack answers  -> > 1,500 req/s
//   (b) latency: 1,500 req/s offered over up to 100 connections, paced evenly (lib.paced; not
//       autocannon's overallRate, which sends each second's share as a closed-loop burst)
//       -> p99 < 30 ms
// BENCH_ME_RATE changes the offered rate of (b). Run against a stack started with raised rate
// limits: see bench/README.md.
const { API, login, run, paced, report } = require('./lib');

/** The request of this scenario, as a signed-in demo user of the stack at `api`. */
async function meRequest(api = API) {
  const token = await login(undefined, undefined, api);
  return { url: `${api}/me`, headers: { authorization: `Bearer ${token}` } };
}

/** Warm-up, so JIT and connection pools are settled before measuring. */
const warmUp = (base) => run({ ...base, connections: 20, duration: 3 });

/** (a) throughput: closed loop at 100 connections. */
const closedLoop = (base, duration) => run({ ...base, connections: 100, duration });

async function main() {
  const base = await meRequest();
  const duration = Number(process.env.BENCH_SECONDS || 20);
  const rate = Number(process.env.BENCH_ME_RATE || 1500);
  await warmUp(base);
  const ok = (r) => r.non2xx === 0 && r.errors === 0;
  report('GET /me closed loop @100 connections', await closedLoop(base, duration), (r) => ok(r) && r.reqPerSec > 1500);
  report(`GET /me @${rate} req/s over 100 connections`, await paced({ ...base, connections: 100, rate, duration }), (r) => ok(r) && r.latencyMs.p99 < 30);
}

module.exports = { meRequest, warmUp, closedLoop };

if (require.main === module) main().catch((e) => { console.error(e); process.exit(1); });
