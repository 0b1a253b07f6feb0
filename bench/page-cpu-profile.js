#!/usr/bin/env node
/**
 * Where a page's main thread goes on a phone-like CPU: loads one page in Chromium (Moto G4
 * emulation, CPU throttled BENCH_CPU_RATE times, 4 by default as Lighthouse does), records a V8
 * CPU profile of the load, and prints each busy stretch (contiguous samples without idle, at least
 * BENCH_MIN_MS long) with the functions that took its time, named through the builds' source maps.
 * A long task in Lighthouse's trace says only "react-dom" or "main.js"; this says which component,
 * effect or module evaluation it was.
 *
 *   BENCH_WEB=http://localhost:4570 BENCH_API=http://localhost:3570/api/v1 BENCH_PAGE=/wallet node bench/page-cpu-profile.js
 *
 * Signed in as BENCH_EMAIL (free@demo.pk) unless BENCH_VISITOR=1. BENCH_MS: how long to record
 * after the navigation (6000). BENCH_PROFILE=file keeps the .cpuprofile (Chrome DevTools opens it).
 * The source maps are read from dist/apps/{shell,storefront,admin}: profile the build you serve.
 */
const fs = require('node:fs');
const path = require('node:path');
const { chromium, devices } = require('@playwright/test');
const { SourceMapConsumer } = require('source-map');
const { sessionCookies } = require('./browser-session');

const WEB = process.env.BENCH_WEB || 'http://localhost:4200';
const API = process.env.BENCH_API || WEB.replace(/:\d+$/, ':3000') + '/api/v1';
const PAGE = process.env.BENCH_PAGE || '/wallet';
const RATE = Number(process.env.BENCH_CPU_RATE || 4);
const RECORD_MS = Number(process.env.BENCH_MS || 6000);
const MIN_MS = Number(process.env.BENCH_MIN_MS || 40);
const DIST = path.resolve(__dirname, '..', 'dist/apps');

async function recordProfile() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ ...devices['Moto G4'] });
    if (!process.env.BENCH_VISITOR) await context.addCookies(await sessionCookies(API, WEB));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(WEB + PAGE);
    await page.waitForTimeout(RECORD_MS);
    return (await cdp.send('Profiler.stop')).profile;
  } finally {
    await browser.close();
  }
}

/** Names a profile frame by its original function and source line (the build's source map), or as V8 saw it. */
function frameNamer() {
  const maps = new Map();
  return async (frame) => {
    const plain = `${frame.functionName || '(anonymous)'}${frame.url ? ` ${path.basename(new URL(frame.url).pathname)}` : ''}`;
    if (!frame.url.startsWith('http')) return plain;
    const file = ['shell', 'storefront', 'admin'].map((app) => path.join(DIST, app, path.basename(new URL(frame.url).pathname))).find((f) => fs.existsSync(`${f}.map`));
    if (!file) return plain;
    if (!maps.has(file)) maps.set(file, await new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))));
    const at = maps.get(file).originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!at.source) return plain;
    const source = at.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, 'nm:');
    return `${at.name || frame.functionName || '(anonymous)'} ${source}:${at.line}`;
  };
}

async function main() {
  const profile = await recordProfile();
  if (process.env.BENCH_PROFILE) fs.writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
  const name = frameNamer();
  const labels = new Map();
  for (const node of profile.nodes) labels.set(node.id, await name(node.callFrame));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  // samples in time order, each with how long it stood for; runs of non-idle samples are the stretches
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => ({ id, t: (t += profile.timeDeltas[i]), dt: profile.timeDeltas[i + 1] ?? 0 }));
  const stretches = [];
  let current = null;
  for (const s of samples) {
    if (labels.get(s.id).startsWith('(idle)')) {
      current = null;
      continue;
    }
    if (!current) stretches.push((current = { start: s.t, end: s.t, samples: [] }));
    current.end = s.t + s.dt;
    current.samples.push(s);
  }

  const top = (counts, n) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([label, us]) => `${(us / 1000).toFixed(1)} ms ${label}`)
      .join(' | ');
  console.log(`${PAGE}, CPU ${RATE}x, stretches of ${MIN_MS} ms or more (ms from the start of the recording)`);
  for (const stretch of stretches) {
    const ms = (stretch.end - stretch.start) / 1000;
    if (ms < MIN_MS) continue;
    // each sample counted for the innermost frame of our own code on its stack (apps/, libs/), else its own frame
    const byOwnCode = new Map();
    for (const s of stretch.samples) {
      let label = labels.get(s.id);
      for (let id = s.id; id !== undefined; id = parent.get(id)) {
        if (/ (apps|libs)\//.test(labels.get(id))) {
          label = labels.get(id);
          break;
        }
      }
      byOwnCode.set(label, (byOwnCode.get(label) ?? 0) + s.dt);
    }
    console.log(`${((stretch.start - profile.startTime) / 1000).toFixed(0).padStart(6)} ${ms.toFixed(1).padStart(7)} ms  ${top(byOwnCode, 4)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
