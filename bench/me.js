#!/usr/bin/env node
// GET /api/v1/me through gateway -> NATS -> identity-service -> PostgreSQL.
// Goal (issue 2): > 1,500 req/s with p99 < 30 ms at 100 connections on the 2-core machine.
// Run against a stack started with raised rate limits: see bench/README.md.
const { API, login, run, report } = require('./lib');

(async () => {
  const token = await login();
  const duration = Number(process.env.BENCH_SECONDS || 20);
  // warm-up so JIT and connection pools are settled before measuring
  await run({ url: `${API}/me`, connections: 20, duration: 3, headers: { authorization: `Bearer ${token}` } });
  const result = await run({ url: `${API}/me`, connections: 100, duration, headers: { authorization: `Bearer ${token}` } });
  report('GET /me @100 connections', result, (r) => r.reqPerSec > 1500 && r.latencyMs.p99 < 30 && r.non2xx === 0);
})().catch((e) => { console.error(e); process.exit(1); });
