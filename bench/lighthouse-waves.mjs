#!/usr/bin/env node
// Reads the reports bench/lighthouse.mjs saved (BENCH_SAVE=dir) and prints, per page, the medians
// and how serial its loading was in the observed (unthrottled) trace: the scripts' "waves" (a
// request that starts after another one has ended is one wave later: HTML -> main.js -> ...), when
// the last script arrived, the LCP breakdown of the median run and when each API call started.
// Runs that failed (NO_NAVSTART...) are skipped.
//
//   BENCH_SAVE=/tmp/lh node bench/lighthouse.mjs && node bench/lighthouse-waves.mjs /tmp/lh
import { readdirSync, readFileSync } from 'node:fs';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node bench/lighthouse-waves.mjs <BENCH_SAVE dir>');
  process.exit(2);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const byPage = {};
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const lhr = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  if (lhr.runtimeError) {
    console.log(`skipped ${file}: ${lhr.runtimeError.code}`);
    continue;
  }
  (byPage[new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).pathname] ??= []).push(lhr);
}

function summary(lhr) {
  const requests = lhr.audits['network-requests'].details.items.filter((i) => i.url.startsWith('http'));
  const sorted = [...requests].sort((a, b) => a.networkRequestTime - b.networkRequestTime);
  const wave = new Map();
  for (const r of sorted) {
    let before = 0;
    for (const p of sorted) if (wave.has(p) && p.networkEndTime <= r.networkRequestTime) before = Math.max(before, wave.get(p));
    wave.set(r, before + 1);
  }
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const lcpParts = lhr.audits['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? [];
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    scripts: scripts.length,
    waves: Math.max(...scripts.map((s) => wave.get(s))),
    lastScript: Math.max(...scripts.map((s) => s.networkEndTime)),
    lcpParts: lcpParts.map((p) => `${p.label} ${Math.round(p.duration)} ms`).join(', '),
    api: requests
      .filter((r) => r.url.includes('/api/v1/'))
      .map((r) => `${r.url.replace(/.*\/api\/v1\//, '').slice(0, 24)} at ${Math.round(r.networkRequestTime)} ms`)
      .join('; '),
  };
}

for (const [page, runs] of Object.entries(byPage)) {
  const rows = runs.map(summary);
  const m = (key) => median(rows.map((r) => r[key]));
  const mid = rows.find((r) => r.lcp === m('lcp'));
  console.log(
    `${page}: Performance ${m('performance')}, LCP ${(m('lcp') / 1000).toFixed(1)} s, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls').toFixed(2)}, ` +
      `Best Practices ${m('bestPractices')}; ${m('scripts')} scripts in ${m('waves')} waves, the last one loaded at ${Math.round(m('lastScript'))} ms (observed)`,
  );
  console.log(`  LCP (median run): ${mid.lcpParts}`);
  console.log(`  API: ${mid.api}`);
}
