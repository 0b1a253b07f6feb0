// Shared helpers for the Node benchmarks (autocannon), so each scenario file stays a scenario.
const autocannon = require('autocannon');

const API = process.env.BENCH_API || 'http://127.0.0.1:3000/api/v1';

async function login(email = 'free@demo.pk', password = 'Demo@12345') {
  const res = await fetch(`${API}/auth/login`, {
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

module.exports = { API, login, run, report };
