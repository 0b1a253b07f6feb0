// Shared helpers for the Node benchmarks (autocannon), so each scenario file stays a scenario.
const autocannon = require('autocannon');
const http = require('node:http');

const API = process.env.BENCH_API || 'http://127.0.0.1:3000/api/v1';

async function login(email = 'free@demo.pk', password = 'Demo@12345', api = API) {
  const res = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).accessToken;
}

function run(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * Open-loop load at a fixed rate: request i is due at start + i/rate, spread evenly (10 ms ticks)
 * over at most `connections` keep-alive sockets; its latency counts from when it was issued, so
 * time spent waiting for a free socket is included.
 * autocannon's overallRate is not this: each connection sends back-to-back until it has made its
 * share for the current second and then pauses, so the load arrives as a closed-loop burst at
 * the start of every second and the latencies are those of the burst.
 * Returns the fields of an autocannon result that report() reads.
 */
function paced({ url, headers = {}, rate, connections, duration }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const timeline = process.env.BENCH_TIMELINE ? [] : null; // [issued at (ms from start), latency]
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let inFlight = 0;
  const start = performance.now();
  const end = start + duration * 1000;
  return new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return; // the last reply and the timer can both see the end
      finished = true;
      agent.destroy();
      if (timeline) printTimeline(timeline, Number(process.env.BENCH_TIMELINE) || 500);
      latencies.sort((a, b) => a - b);
      const at = (q) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]) : 0);
      resolve({
        connections,
        duration,
        requests: { total: latencies.length, average: latencies.length / duration },
        latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) },
        non2xx,
        errors,
        timeouts: 0,
      });
    };
    const fire = () => {
      const issued = performance.now();
      inFlight++;
      const done = () => {
        latencies.push(performance.now() - issued);
        timeline?.push([issued - start, performance.now() - issued]);
        if (--inFlight === 0 && performance.now() >= end) finish();
      };
      const req = http.get(url, { agent, headers }, (res) => {
        if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
        res.resume();
        res.on('end', done);
      });
      req.on('error', () => {
        errors++;
        done();
      });
    };
    const timer = setInterval(() => {
      const now = Math.min(performance.now(), end);
      for (; sent < Math.floor(((now - start) / 1000) * rate); sent++) fire();
      if (performance.now() >= end) {
        clearInterval(timer);
        if (inFlight === 0) finish();
      }
    }, 10);
  });
}

/** BENCH_TIMELINE=<ms>: p99 and max per window, to tell a few stalls from a general slowness. */
function printTimeline(points, windowMs) {
  const windows = new Map();
  for (const [at, ms] of points) {
    const w = Math.floor(at / windowMs);
    if (!windows.has(w)) windows.set(w, []);
    windows.get(w).push(ms);
  }
  for (const [w, list] of [...windows].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a - b);
    const p99 = list[Math.min(list.length - 1, Math.floor(0.99 * list.length))];
    const bar = '#'.repeat(Math.min(60, Math.round(list[list.length - 1] / 2)));
    console.log(`${String(w * windowMs).padStart(6)} ms  n=${String(list.length).padStart(4)}  p99 ${p99.toFixed(1).padStart(6)}  max ${list[list.length - 1].toFixed(1).padStart(6)}  ${bar}`);
  }
}

function report(name, result, goal) {
  const line = {
    scenario: name,
    connections: result.connections,
    durationS: result.duration,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  console.log(JSON.stringify(line, null, 2));
  if (goal) {
    const pass = goal(line);
    console.log(`${name}: goal ${pass ? 'met' : 'NOT met'}`);
  }
  return line;
}

/** Runs fn over items with at most `concurrency` calls in flight; results in input order. */
async function pool(items, concurrency, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

module.exports = { API, login, run, paced, report, pool };
