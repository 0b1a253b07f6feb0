import { defineConfig } from '@playwright/test';
import * as path from 'node:path';

/**
 * End-to-end tests through the shell in Debian's Chromium. The webServer starts an isolated copy
 * of the whole stack (tools/stack.js --profile e2e: its own nats-server and redis-server, fresh
 * `_e2e` databases, demo data, ports 3400/4400-4402) and stops it afterwards.
 */
const root = path.resolve(__dirname, '..');
// E2E_SLOT=N (1..9) runs on ports shifted by 20 x N with its own databases (tools/stack.js)
const slot = Number(process.env.E2E_SLOT || 0);
const tag = slot ? `e2e${slot}` : 'e2e';
export const E2E_BASE_URL = process.env.E2E_BASE_URL || `http://localhost:${4400 + 20 * slot}`;
process.env.MAIL_DIR = process.env.MAIL_DIR || path.join(root, 'tmp', `mail-${tag}`);
process.env.E2E_API_URL = process.env.E2E_API_URL || `http://localhost:${3400 + 20 * slot}`;
// the six services' health servers, as tools/stack.js numbers them (the fuzz suite checks them last)
process.env.E2E_SERVICE_HEALTH_URLS ||= Array.from({ length: 6 }, (_, i) => `http://127.0.0.1:${3411 + 20 * slot + i}/health`).join(',');
const FUZZ_SPEC = '**/api/fuzz.spec.ts';
const CHAT_LOAD_SPEC = '**/api/chat-load.spec.ts';

export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  // 90 s: multi-screen tests passed in 35-55 s with two browsers and the stack on 2 cores, a few went past 60
  timeout: 90_000,
  // 15 s: a first paint on a saturated 2-core runner (two browsers and the stack) took over 10 s
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'tmp', 'e2e-results.json') }]],
  // The fuzz suite runs alone after every other spec: what it writes (junk categories, products,
  // offers) cannot reach their assertions, and no browser competes with it for the CPU it times.
  // Alone: `--project=fuzz --no-deps`.
  // The short chat load test (bench/chat.js, a few hundred sockets) runs last, alone, for the
  // same reason. Alone: `--project=chat-load --no-deps`.
  projects: [
    { name: 'e2e', testIgnore: [FUZZ_SPEC, CHAT_LOAD_SPEC] },
    { name: 'fuzz', testMatch: FUZZ_SPEC, dependencies: ['e2e'] },
    { name: 'chat-load', testMatch: CHAT_LOAD_SPEC, dependencies: ['fuzz'] },
  ],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium. E2E_CHROMIUM=/usr/bin/chromium-headless-shell (Debian's package of the
      // same name) uses a third less CPU, but three specs fail there that pass here, the preload
      // timing one among them (docs/testing-time.md).
      executablePath: process.env.E2E_CHROMIUM || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node tools/stack.js --profile e2e',
        cwd: root,
        url: `${E2E_BASE_URL}/`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
