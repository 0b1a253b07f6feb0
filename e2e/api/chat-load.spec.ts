import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import path from 'node:path';

/**
 * The short version of the live-chat load test (bench/chat.js): a few hundred socket.io
 * connections, resellers and staff, in payment-chat rooms; messages posted through the REST API
 * at a fixed rate must each reach every socket in their room exactly once. Lost, duplicated or
 * misrouted messages fail; latency is reported (attached and printed), not asserted, because the
 * machine is shared. Runs alone after the other projects (its own project in playwright.config.ts).
 *
 *   CHAT_LOAD_SOCKETS, CHAT_LOAD_ROOMS, CHAT_LOAD_RATE, CHAT_LOAD_SECONDS change the size.
 */
const API = process.env.E2E_API_URL as string;
const root = path.resolve(__dirname, '..', '..');

interface ChatLoadResult {
  sockets: number;
  rooms: number;
  messages: number;
  postFailures: number;
  expectedDeliveries: number;
  delivered: number;
  lost: number;
  duplicated: number;
  wrongRoom: number;
  deliveryMs: { p50: number | null; p90: number | null; p99: number | null; max: number | null };
}

test('every chat message reaches every socket in its room exactly once under load', async ({ request: _request }, testInfo) => {
  test.setTimeout(240_000);
  const env = {
    ...process.env,
    BENCH_API: `${API}/api/v1`,
    CHAT_SOCKETS: process.env.CHAT_LOAD_SOCKETS || '300',
    CHAT_ROOMS: process.env.CHAT_LOAD_ROOMS || '20',
    CHAT_RATE: process.env.CHAT_LOAD_RATE || '50',
    BENCH_SECONDS: process.env.CHAT_LOAD_SECONDS || '20',
    CHAT_ASSERT_LATENCY: '0',
  };
  const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [path.join(root, 'bench', 'chat.js')], { cwd: root, env, timeout: 220_000, maxBuffer: 10 * 1024 * 1024 }, (_err, out, err) =>
      resolve({ stdout: String(out), stderr: String(err) }),
    );
  });
  const start = stdout.indexOf('{');
  expect(start, `bench/chat.js printed no result:\n${stderr}`).toBeGreaterThanOrEqual(0);
  const result = JSON.parse(stdout.slice(start)) as ChatLoadResult;
  await testInfo.attach('chat-load.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' });
  console.log(`chat load: ${result.sockets} sockets, ${result.messages} messages, ${result.delivered}/${result.expectedDeliveries} deliveries, p50 ${result.deliveryMs.p50} ms, p99 ${result.deliveryMs.p99} ms`);

  expect(result.messages).toBeGreaterThan(0);
  expect({ postFailures: result.postFailures, lost: result.lost, duplicated: result.duplicated, wrongRoom: result.wrongRoom }).toEqual({
    postFailures: 0,
    lost: 0,
    duplicated: 0,
    wrongRoom: 0,
  });
  expect(result.delivered).toBe(result.expectedDeliveries);
});
