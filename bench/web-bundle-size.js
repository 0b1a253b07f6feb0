#!/usr/bin/env node
// Gzipped JavaScript a browser downloads on a cold first visit to a URL (budget: 250 KB).
// Usage: node bench/web-bundle-size.js [url=http://localhost:4200/login] [--budget=250] [--width=360]
// Needs the built apps served (node dist/apps/web-server/main.js). Uses Debian's Chromium via playwright-core.
const zlib = require('node:zlib');
const { chromium } = require('playwright-core');

const args = process.argv.slice(2);
const url = args.find((a) => !a.startsWith('--')) || 'http://localhost:4200/login';
const opt = (name, dflt) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : dflt;
};
const budgetKB = opt('budget', 250);
const width = opt('width', 360);

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // a fresh context = empty cache, no cookies: a first visit
    const context = await browser.newContext({ viewport: { width, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const req = response.request();
      const type = (response.headers()['content-type'] || '').toLowerCase();
      if (req.resourceType() !== 'script' && !type.includes('javascript')) return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => Buffer.alloc(0));
          const sizes = await req.sizes().catch(() => ({ responseBodySize: 0 }));
          return {
            url: response.url(),
            status: response.status(),
            raw: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
            transferred: sizes.responseBodySize,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(500);
    const scripts = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
    const total = scripts.reduce((s, x) => ({ raw: s.raw + x.raw, gzip: s.gzip + x.gzip, transferred: s.transferred + x.transferred }), { raw: 0, gzip: 0, transferred: 0 });
    const kb = (n) => (n / 1024).toFixed(1).padStart(8);
    console.log(`Cold visit to ${url} at ${width}px: ${scripts.length} JS files`);
    console.log(`${'gzip KB'.padStart(8)} ${'raw KB'.padStart(8)}  file`);
    for (const s of scripts) console.log(`${kb(s.gzip)} ${kb(s.raw)}  ${s.url}${s.status >= 400 ? ` (${s.status})` : ''}`);
    console.log(`${kb(total.gzip)} ${kb(total.raw)}  TOTAL (gzip -9 of each file); over the wire: ${(total.transferred / 1024).toFixed(1)} KB`);
    const ok = total.gzip / 1024 <= budgetKB;
    console.log(`${ok ? 'WITHIN' : 'OVER'} budget of ${budgetKB} KB gzipped JS`);
    await context.close();
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
