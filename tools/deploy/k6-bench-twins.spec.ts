import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

// k6/*.js run in CI (.github/workflows/load.yml) and their Node twins bench/*.js on these machines,
// where k6 cannot be installed: the same scenario (load shape and defaults) and the same pass
// criteria, or a figure from one says nothing about the other.
const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/**
 * A k6 script's exported `options` and top-level constants, evaluated as k6 would with `env` as
 * __ENV: its k6 imports are stubbed (only the top level runs, never a VU function).
 */
function k6Script(file: string, env: Record<string, string> = {}): { options: any; constants: Record<string, unknown> } {
  const source = read(file);
  const names = [...source.matchAll(/^const ([A-Z][A-Z0-9_]*) =/gm)].map((m) => m[1]);
  const body = source
    .replace(/^import [^;]+ from 'k6[^']*';$/gm, '')
    .replace(/^export const options/m, 'const options')
    .replace(/^export default function/m, 'function __default')
    .replace(/^export (function|const|async function)/gm, '$1');
  const stub = class {};
  const sandbox: Record<string, unknown> = { __ENV: env, Counter: stub, Trend: stub, Rate: stub, Gauge: stub, __result: {} };
  vm.runInNewContext(`${body}\n__result.options = options; __result.constants = { ${names.join(', ')} };`, sandbox, { filename: file });
  return sandbox.__result as { options: unknown; constants: Record<string, unknown> };
}

/** `process.env.NAME || 123` / `?? 123` defaults of a bench script, by variable name. */
function benchDefaults(file: string): Record<string, number> {
  const defaults: Record<string, number> = {};
  for (const m of read(file).matchAll(/process\.env\.([A-Z0-9_]+)\s*(?:\|\||\?\?)\s*([0-9.]+)/g)) defaults[m[1]] = Number(m[2]);
  return defaults;
}

/** bench/chat-scenario.js as it reads `env` (the shared chat scenario of bench/chat.js). */
function benchChatScenario(env: Record<string, string>): { SOCKETS: number; ROOMS: number; RATE: number } {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let scenario: { SOCKETS: number; ROOMS: number; RATE: number } | undefined;
    // a fresh copy of the module, reading process.env now
    jest.isolateModules(() => {
      scenario = require(path.join(ROOT, 'bench/chat-scenario.js'));
    });
    return scenario!;
  } finally {
    for (const key of Object.keys(env)) if (saved[key] === undefined) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

describe('k6/mining-sync.js and bench/mining-sync.js', () => {
  const bench = benchDefaults('bench/mining-sync.js');
  const k6 = k6Script('k6/mining-sync.js');

  it('offer the same paced load: users x period', () => {
    const sync = k6.options.scenarios.sync;
    expect(sync.executor).toBe('constant-arrival-rate');
    expect(k6.constants.USERS).toBe(bench.BENCH_SYNC_USERS);
    expect(k6.constants.PERIOD_MS).toBe(bench.BENCH_SYNC_PERIOD_MS);
    expect(sync.rate / Number(sync.timeUnit.replace('s', ''))).toBe((bench.BENCH_SYNC_USERS * 1000) / bench.BENCH_SYNC_PERIOD_MS);
    // and move together when overridden (k6: USERS / PERIOD_MS, bench: BENCH_SYNC_*)
    expect(k6Script('k6/mining-sync.js', { USERS: '300', PERIOD_MS: '500' }).options.scenarios.sync.rate).toBe(600);
  });

  it('pass on the same goal: p99 < 100 ms and no failed sync', () => {
    const benchGoal = read('bench/mining-sync.js').match(/const goal = .*result\.p99 < (\d+)/);
    expect(benchGoal).not.toBeNull();
    expect(read('bench/mining-sync.js')).toMatch(/result\.failures === 0/);
    expect(k6.options.thresholds).toMatchObject({ 'http_req_duration{name:sync}': [`p(99)<${benchGoal![1]}`], 'http_req_failed{name:sync}': ['rate==0'] });
  });
});

describe('k6/chat.js and bench/chat.js', () => {
  const bench = benchDefaults('bench/chat.js');
  const k6 = k6Script('k6/chat.js');

  it.each<Record<string, string>>([{}, { CHAT_SOCKETS: '300', CHAT_ROOMS: '20', CHAT_RATE: '50' }])('run the same sockets, rooms and rate (%j)', (env) => {
    const scenario = benchChatScenario(env);
    const script = k6Script('k6/chat.js', env);
    expect(script.options.scenarios.sockets.vus).toBe(scenario.SOCKETS);
    expect(script.constants.ROOMS).toBe(scenario.ROOMS);
    expect(script.options.scenarios.posts).toMatchObject({ executor: 'constant-arrival-rate', rate: scenario.RATE, timeUnit: '1s' });
  });

  it('post for the same warm-up and measured seconds, with the same staff share', () => {
    expect(k6.constants.WARMUP_SECONDS).toBe(bench.CHAT_WARMUP_SECONDS);
    expect(k6.constants.SECONDS).toBe(bench.BENCH_SECONDS);
    expect(k6.constants.STAFF_SHARE).toBe(bench.CHAT_STAFF_SHARE);
    expect(k6.options.scenarios.posts.duration).toBe(`${bench.CHAT_WARMUP_SECONDS + bench.BENCH_SECONDS}s`);
  });

  it('pass on the same criteria: delivery p99 under the same bound, nothing lost, duplicated or failed', () => {
    const failures = read('bench/chat.js');
    expect(failures).toMatch(/if \(lost > 0\) failures\.push/);
    expect(failures).toMatch(/if \(duplicated > 0\) failures\.push/);
    expect(failures).toMatch(/if \(postFailures > 0\) failures\.push/);
    expect(k6.options.thresholds).toMatchObject({
      'chat_delivery_ms{phase:measured}': [`p(99)<${bench.CHAT_P99_MS}`],
      chat_lost: ['count==0'],
      chat_duplicated: ['count==0'],
      chat_post_failed: ['count==0'],
    });
  });
});
