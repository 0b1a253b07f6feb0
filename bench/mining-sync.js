#!/usr/bin/env node
// POST /api/v1/coins/sync from many users, each with its own token, as the storefront does every
// 60 s, compressed in time: USERS users each syncing every PERIOD ms = USERS / PERIOD syncs per ms.
// Goal (issue 11): 1,000 syncs/s (60,000 online users at 60 s) with p99 < 100 ms, no error, and
// exactly the expected coins credited: for every user, the coins the syncs returned = the balance
// change, and = the time last_mining_update moved / 72 ms (5 coins an hour, 0.0001 coin a unit).
// Twin of k6/mining-sync.js. Run against a stack with raised rate limits (bench/README.md):
//   BENCH_SYNC_USERS=1000 BENCH_SYNC_PERIOD_MS=1000 BENCH_SECONDS=30 node bench/mining-sync.js
// The users are signed up through the API first (argon2: ~10 per second per core).
const http = require('node:http');
const { API, pool } = require('./lib');

const USERS = Number(process.env.BENCH_SYNC_USERS || 1000);
const PERIOD_MS = Number(process.env.BENCH_SYNC_PERIOD_MS || 1000);
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
// The same load runs this long first without being measured: the first seconds of a stack open the
// client's connections and warm the JIT and PostgreSQL's caches (p99 100-260 ms in the first 1-5 s
// of a fresh stack, 15-60 ms after). Credits and failures still count from the first request.
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100);
const SIGNUP_CONCURRENCY = Number(process.env.BENCH_SIGNUP_CONCURRENCY || 8);
const MICROS_PER_UNIT = 72_000n;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS || 5000); // p99 per window of issue time

/** "12.3456" -> 123456n: coin amounts are exact decimals, never floats */
const units = (text) => {
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole) * 10_000n + BigInt(frac.padEnd(4, '0'));
};

async function json(method, path, token, body) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function signUpUsers() {
  const run = Date.now().toString(36);
  const t0 = Date.now();
  const users = await pool(Array.from({ length: USERS }, (_, i) => i), SIGNUP_CONCURRENCY, async (i) => {
    const session = await json('POST', '/auth/signup', null, {
      name: `Miner ${i}`,
      email: `miner-${run}-${i}@bench.pk`,
      whatsappNumber: `0300${String(1_000_000 + i).slice(-7)}`,
      password: 'Bench@12345',
      referralCode: null,
    });
    return { token: session.accessToken };
  });
  console.log(`signed up ${USERS} users in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return users;
}

/** the account as the server has it; waits for the registration event to open it */
async function account(user) {
  for (let i = 0; ; i++) {
    try {
      return await json('GET', '/coins', user.token);
    } catch (error) {
      if (i > 100) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

function syncLoad(users) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(`${API}/coins/sync`);
  const rate = (USERS * 1000) / PERIOD_MS;
  const latencies = [];
  const windows = new Map(); // window of the issue time -> latencies, to tell a passing stall from a trend
  let failures = 0;
  let sent = 0;
  let inFlight = 0;
  const start = performance.now();
  const measuredFrom = start + WARMUP_S * 1000;
  const end = measuredFrom + SECONDS * 1000;
  return new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
      // completed syncs over the time until the last reply (a backlog drains after the offered window)
      const elapsedS = (performance.now() - measuredFrom) / 1000;
      const byWindow = [...windows].map(([w, l]) => {
        l.sort((a, b) => a - b);
        return `${(w * WINDOW_MS) / 1000}-${((w + 1) * WINDOW_MS) / 1000} s: p99 ${Math.round(l[Math.floor(0.99 * l.length)])} ms`;
      });
      resolve({ rate, syncs: latencies.length, perSec: Math.round(latencies.length / elapsedS), elapsedS: Number(elapsedS.toFixed(1)), p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1), failures, byWindow });
    };
    const fire = (user) => {
      const issued = performance.now();
      inFlight++;
      const req = http.request(url, { method: 'POST', agent, headers: { authorization: `Bearer ${user.token}`, 'content-length': 0 } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => {
          const latency = performance.now() - issued;
          if (issued >= measuredFrom) latencies.push(latency);
          const w = Math.floor((issued - measuredFrom) / WINDOW_MS);
          if (w >= 0 && !windows.has(w)) windows.set(w, []);
          if (w >= 0) windows.get(w).push(latency);
          if (res.statusCode === 200) user.credited += units(JSON.parse(body).credited);
          else failures++;
          if (--inFlight === 0 && performance.now() >= end) finish();
        });
      });
      req.on('error', () => {
        failures++;
        if (issued >= measuredFrom) latencies.push(performance.now() - issued);
        if (--inFlight === 0 && performance.now() >= end) finish();
      });
      req.end();
    };
    // user i syncs at offset i/rate within each period, like clients that came online at random times
    const timer = setInterval(() => {
      const now = Math.min(performance.now(), end);
      for (; sent < Math.floor(((now - start) / 1000) * rate); sent++) fire(users[sent % users.length]);
      if (performance.now() >= end) {
        clearInterval(timer);
        if (inFlight === 0) finish();
      }
    }, 5);
  });
}

(async () => {
  const users = await signUpUsers();
  const before = await pool(users, 20, account);
  users.forEach((u, i) => Object.assign(u, { credited: 0n, balance: units(before[i].balance), minedAt: Date.parse(before[i].lastMiningUpdate) }));

  const result = await syncLoad(users);
  const after = await pool(users, 20, account);

  let total = 0n;
  const wrong = [];
  const finishedAt = Date.now();
  users.forEach((u, i) => {
    const delta = units(after[i].balance) - u.balance;
    total += u.credited;
    // lastMiningUpdate travels with millisecond precision: the time consumed matches to within 1 ms
    const movedMs = BigInt(Date.parse(after[i].lastMiningUpdate) - u.minedAt);
    const expectedMs = (u.credited * MICROS_PER_UNIT) / 1000n;
    // and never more time than has passed since the account's last update before the run
    const future = movedMs > BigInt(finishedAt - u.minedAt + 50);
    if (delta !== u.credited || movedMs - expectedMs > 1n || expectedMs - movedMs > 1n || future) wrong.push({ user: i, credited: u.credited.toString(), balanceDelta: delta.toString(), movedMs: movedMs.toString() });
  });
  const report = {
    scenario: `POST /coins/sync: ${USERS} users every ${PERIOD_MS} ms (${result.rate} syncs/s offered) over up to ${CONNECTIONS} connections`,
    durationS: SECONDS,
    warmupS: WARMUP_S,
    ...result,
    creditedCoins: `${total / 10_000n}.${String(total % 10_000n).padStart(4, '0')}`,
    usersWithWrongCredits: wrong.length,
  };
  console.log(JSON.stringify(report, null, 2));
  if (wrong.length) console.log('wrong:', JSON.stringify(wrong.slice(0, 5)));
  const exact = wrong.length === 0;
  const goal = exact && result.failures === 0 && result.perSec >= 0.98 * result.rate && result.p99 < 100;
  console.log(`credits exact: ${exact ? 'yes' : 'NO'}; goal (no error, rate held, p99 < 100 ms, exact): ${goal ? 'met' : 'NOT met'}`);
  if (!exact || result.failures > 0) process.exit(1);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
