#!/usr/bin/env node
// POST /api/v1/auth/login (argon2id verify) at 10 concurrent connections.
// Goal (issue 2): p99 < 300 ms. Needs raised login rate limits: see bench/README.md.
const { API, run, report } = require('./lib');

(async () => {
  const duration = Number(process.env.BENCH_SECONDS || 15);
  const body = JSON.stringify({ email: 'free@demo.pk', password: 'Demo@12345' });
  const opts = { url: `${API}/auth/login`, method: 'POST', connections: 10, headers: { 'content-type': 'application/json' }, body };
  await run({ ...opts, duration: 2 });
  const result = await run({ ...opts, duration });
  report('POST /auth/login @10 concurrent', result, (r) => r.latencyMs.p99 < 300 && r.non2xx === 0);
})().catch((e) => { console.error(e); process.exit(1); });
