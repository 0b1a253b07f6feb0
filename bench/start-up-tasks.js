#!/usr/bin/env node
/**
 * The long tasks of a page's start-up as a phone meets them: loads each page in Chromium (Moto G4
 * emulation, the CPU really throttled BENCH_CPU_RATE times, 4 by default as Lighthouse assumes; the
 * network not throttled) and records the browser's own long tasks (PerformanceObserver 'longtask':
 * every task of 50 ms or more) and the first contentful paint. Prints, per page, the median of
 * BENCH_RUNS runs (5) of the blocking time after the first paint (the sum of each task's time over
 * 50 ms, Lighthouse's TBT counted on a real trace instead of a simulated one), the number of long
 * tasks and the longest, and the tasks of the median run. Quicker and steadier than Lighthouse for
 * an A/B of start-up work; Lighthouse (bench/lighthouse.mjs) stays the figure of record.
 *
 *   BENCH_WEB=http://localhost:4570 BENCH_API=http://localhost:3570/api/v1 node bench/start-up-tasks.js
 *   BENCH_PAGES=/login,/wallet BENCH_RUNS=9 node bench/start-up-tasks.js
 *
 * Signed-in pages (/cart, /orders, /wallet, /coins) run with free@demo.pk's session, as in
 * bench/lighthouse.mjs; '/product/:first' is the catalogue's first product.
 */
const { chromium, devices } = require('@playwright/test');
const { sessionCookies } = require('./browser-session');

const WEB = process.env.BENCH_WEB || 'http://localhost:4200';
const API = process.env.BENCH_API || WEB.replace(/:\d+$/, ':3000') + '/api/v1';
const RUNS = Number(process.env.BENCH_RUNS || 5);
const RATE = Number(process.env.BENCH_CPU_RATE || 4);
const RECORD_MS = Number(process.env.BENCH_MS || 6000);
// the pages Lighthouse measures, from their declarations (libs/web/pages); a product's on the first product
require('@swc-node/register');
const { LIGHTHOUSE_PATHS, SIGNED_IN_LIGHTHOUSE_PATHS } = require('../libs/web/pages/src/index.ts');
const benchPath = (path) => path.replace('/:id', '/:first');
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : LIGHTHOUSE_PATHS.map(benchPath);
const SIGNED_IN = new Set(SIGNED_IN_LIGHTHOUSE_PATHS.map(benchPath));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One load: the long tasks (start, duration in ms from navigation) and the first contentful paint. */
async function load(browser, path, cookies) {
  const context = await browser.newContext({ ...devices['Moto G4'] });
  try {
    if (cookies) await context.addCookies(cookies);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = { tasks: [], fcp: null };
      window.__startUp = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = Math.round(e.startTime);
      }).observe({ type: 'paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.goto(WEB + path);
    await page.waitForTimeout(RECORD_MS);
    const seen = await page.evaluate(() => window.__startUp);
    const after = seen.tasks.filter(([start]) => seen.fcp !== null && start >= seen.fcp);
    return { ...seen, blocking: after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0), longest: Math.max(0, ...seen.tasks.map(([, d]) => d)) };
  } finally {
    await context.close();
  }
}

async function firstProductPath() {
  const res = await fetch(`${API}/products?limit=1`);
  if (!res.ok) throw new Error(`products: ${res.status}`);
  return `/product/${(await res.json()).items[0].id}`;
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
  const rows = [];
  try {
    for (const pattern of PAGES) {
      const path = pattern === '/product/:first' ? await firstProductPath() : pattern;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // a fresh login per run: the refresh rotates the cookie, and the page cookie expires
        runs.push(await load(browser, path, SIGNED_IN.has(pattern) ? await sessionCookies(API, WEB) : null));
      }
      const mid = [...runs].sort((a, b) => a.blocking - b.blocking)[Math.floor(runs.length / 2)];
      rows.push({ pattern, runs, mid });
      console.error(`${pattern}: blocking ${runs.map((r) => r.blocking).join(', ')} ms`);
    }
  } finally {
    await browser.close();
  }
  console.log(`\nStart-up long tasks, CPU ${RATE}x (real), median of ${RUNS}, ${WEB}\n`);
  console.log('| page | blocking after FCP | long tasks | longest | FCP | tasks of the median run (start+duration, ms) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const { pattern, runs, mid } of rows) {
    console.log(
      `| \`${pattern}\` | ${median(runs.map((r) => r.blocking))} ms | ${median(runs.map((r) => r.tasks.length))} | ${median(runs.map((r) => r.longest))} ms | ${median(runs.map((r) => r.fcp ?? NaN))} ms | ${mid.tasks.map(([s, d]) => `${s}+${d}`).join(' ')} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
