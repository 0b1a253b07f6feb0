#!/usr/bin/env node
// What Lighthouse's simulated first and largest paint wait for: one Lighthouse run (mobile defaults)
// of a page, then every node of the simulation's optimistic and pessimistic graphs for FCP and LCP
// (Lantern), in the order the simulation finishes them: each request (type, priority, bytes) and each
// main-thread task (what it ran, its observed length). Lantern counts a request as blocking when it
// finished before the paint it observed, unless it sees that script evaluated after it, and drops
// tasks under 10 ms from its graph (docs/web-performance.md, *Preloads after the first paint*).
//
//   BENCH_WEB=http://localhost:4200 BENCH_API=http://localhost:3000/api/v1 node bench/lantern-graph.mjs /wallet
//   BENCH_CPU_MULTIPLIER=7.4 node bench/lantern-graph.mjs /products
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launchChromium, sessionCookies, SIGNED_IN_PAGES, throttlingWith, useSession } from './lighthouse-setup.mjs';

const WEB = process.env.BENCH_WEB || 'http://localhost:4200';
const API = process.env.BENCH_API || WEB.replace(/:\d+$/, ':3000') + '/api/v1';
const PATH = process.argv[2] || '/';
const MULTIPLIER = Number(process.env.BENCH_CPU_MULTIPLIER) || undefined;

function describe(node) {
  if (node.type === 'network') {
    const r = node.request;
    return `${r.resourceType} ${r.priority} ${r.transferSize} B ${r.url}`;
  }
  const did = node.childEvents
    .filter((e) => e.dur > 1000)
    .map((e) => e.name + (e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''))
    .slice(0, 4);
  return `CPU ${(node.duration / 1000).toFixed(1)} ms observed: ${did.join(', ')}`;
}

const chrome = await launchChromium();
try {
  await useSession(chrome, SIGNED_IN_PAGES.has(PATH) ? await sessionCookies(API, WEB) : null);
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...throttlingWith(MULTIPLIER) };
  const { lhr } = await lighthouse(WEB + PATH, flags);
  const audit = (id) => lhr.audits[id]?.displayValue;
  console.log(`${PATH}: FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}`);
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/(First|Largest)ContentfulPaint$/.test(label)) continue;
    const rows = [...timings].sort((a, b) => a[1].endTime - b[1].endTime);
    console.log(`\n${label}: ${Math.round(rows.at(-1)?.[1].endTime ?? 0)} ms, ${rows.length} nodes`);
    for (const [node, t] of rows) console.log(`${String(Math.round(t.startTime)).padStart(6)} -> ${String(Math.round(t.endTime)).padStart(6)}  ${describe(node)}`);
  }
} finally {
  await chrome.kill();
}
