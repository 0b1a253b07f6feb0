#!/usr/bin/env node
// GET /api/v1/products (first page, and with a search term) at a fixed 200 req/s, paced evenly
// over up to 20 connections (lib.paced: autocannon's overallRate sends each second's share as a
// closed-loop burst, which measured the burst, not 200 req/s).
// Goal (issue 3): p99 < 50 ms with 10,000 products, whole stack on this machine.
// Load the products first: node apps/catalog-service/bench/catalog-seed-10k.js <catalog db url>
const { API, login, run, paced, report } = require('./lib');

(async () => {
  const duration = Number(process.env.BENCH_SECONDS || 20);
  const token = await login('free@demo.pk');
  const headers = { authorization: `Bearer ${token}` };
  const base = { connections: 20, rate: 200, duration, headers };
  // warm-up
  await run({ connections: 20, duration: 3, headers, url: `${API}/products` });
  const goal = (r) => r.latencyMs.p99 < 50 && r.non2xx === 0;
  report('GET /products first page @200 req/s', await paced({ ...base, url: `${API}/products` }), goal);
  report('GET /products?search=power @200 req/s', await paced({ ...base, url: `${API}/products?search=power` }), goal);
  report('GET /products?category=clothing&sort=price_desc @200 req/s', await paced({ ...base, url: `${API}/products?category=clothing&sort=price_desc` }), goal);
})().catch((e) => { console.error(e); process.exit(1); });
