// What the Lighthouse scripts (bench/lighthouse.mjs, bench/lantern-graph.mjs) share: Debian's
// Chromium, the CPU slowdown when one is asked for, and a demo reseller's session for the signed-in
// pages (measured as free@demo.pk sees them).
import * as chromeLauncher from 'chrome-launcher';
import { createRequire } from 'node:module';
import { throttling as PRESETS } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

// the measured pages come from their declarations (libs/web/pages, TypeScript)
const require = createRequire(import.meta.url);
require('@swc-node/register');
const pages = require('../libs/web/pages/src/index.ts');
// a product's page is measured on the demo catalogue's first product
const benchPath = (path) => path.replace('/:id', '/:first');

/** The pages Lighthouse measures by default (their declarations' `lighthouse`). */
export const LIGHTHOUSE_PAGES = pages.LIGHTHOUSE_PATHS.map(benchPath);

/** The pages measured signed in; the others with an empty cookie jar. */
export const SIGNED_IN_PAGES = new Set(pages.SIGNED_IN_LIGHTHOUSE_PATHS.map(benchPath));

export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
}

/** Lighthouse's mobile throttling with another CPU slowdown (none given: its defaults, no override). */
export const throttlingWith = (cpuSlowdownMultiplier) => (cpuSlowdownMultiplier ? { throttling: { ...PRESETS.mobileSlow4G, cpuSlowdownMultiplier } } : {});

/** The cookies of a demo login (refresh cookie, session hint, device), as Chrome's Network.setCookies takes them. */
export async function sessionCookies(API, WEB) {
  const res = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'free@demo.pk', password: 'Demo@12345' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers.getSetCookie().map((raw) => {
    const [pair, ...attrs] = raw.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    const attr = (name) => attrs.find((a) => a.toLowerCase().startsWith(name));
    return {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      url: WEB,
      path: attr('path=')?.slice(5) || '/',
      httpOnly: Boolean(attr('httponly')),
      sameSite: 'Lax',
      expires: Date.now() / 1000 + Number(attr('max-age=')?.slice(8) || 3600),
    };
  });
}

/**
 * Puts the session in the browser's own cookie jar (signed-in pages) or empties it (visitor pages).
 * A real jar, not a Cookie header: the page reads the session hint from document.cookie, and the
 * refresh rotates the cookie, which the next run must send.
 */
export async function useSession(chrome, cookies) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    if (cookies) await cdp.send('Network.setCookies', { cookies });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
