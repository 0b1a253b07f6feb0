// k6 twin of bench/mining-sync.js: many users, each with their own token, POST /api/v1/coins/sync
// every PERIOD_MS as the storefront does every 60 s, compressed in time (USERS / PERIOD syncs per
// second). Goal (issue 11): 1,000 syncs/s with p99 < 100 ms, no error, and exactly the expected
// coins: for every user the balance change equals what the syncs returned and the time
// last_mining_update moved (72 ms per 0.0001 coin). `k6 run -e USERS=1000 -e PERIOD_MS=1000 k6/mining-sync.js`
import http from 'k6/http';
import exec from 'k6/execution';
import { check } from 'k6';
import { Counter } from 'k6/metrics';

const API = __ENV.API || 'http://127.0.0.1:3000/api/v1';
const USERS = Number(__ENV.USERS || 1000);
const PERIOD_MS = Number(__ENV.PERIOD_MS || 1000);
const DURATION = __ENV.DURATION || '60s';
const RATE = Math.round((USERS * 1000) / PERIOD_MS);

const creditedUnits = new Counter('coins_credited_units');

export const options = {
  setupTimeout: '15m',
  teardownTimeout: '5m',
  scenarios: {
    sync: { executor: 'constant-arrival-rate', rate: RATE, timeUnit: '1s', duration: DURATION, preAllocatedVUs: 200, maxVUs: 1000 },
  },
  thresholds: {
    'http_req_duration{name:sync}': ['p(99)<100'],
    'http_req_failed{name:sync}': ['rate==0'],
    checks: ['rate==1'],
  },
};

/** "12.3456" -> 123456 (integer units; exact well inside 2^53) */
function units(text) {
  const [whole, frac = ''] = String(text).split('.');
  return Number(whole) * 10000 + Number((frac + '0000').slice(0, 4));
}

export function setup() {
  const run = Date.now().toString(36);
  const users = [];
  const headers = { 'Content-Type': 'application/json' };
  for (let i = 0; i < USERS; i += 10) {
    const batch = [];
    for (let j = i; j < Math.min(USERS, i + 10); j++) {
      batch.push(['POST', `${API}/auth/signup`, JSON.stringify({ name: `Miner ${j}`, email: `k6-${run}-${j}@bench.pk`, whatsappNumber: `0300${String(1000000 + j).slice(-7)}`, password: 'Bench@12345', referralCode: null }), { headers }]);
    }
    for (const res of http.batch(batch)) users.push({ token: res.json('accessToken') });
  }
  // the accounts open from the registration event: wait for each, and note where it starts
  for (const u of users) {
    for (let tries = 0; tries < 50; tries++) {
      const res = http.get(`${API}/coins`, { headers: { Authorization: `Bearer ${u.token}` }, tags: { name: 'setup' } });
      if (res.status === 200) {
        u.balance = units(res.json('balance'));
        u.minedAt = Date.parse(res.json('lastMiningUpdate'));
        break;
      }
    }
  }
  return { users };
}

export default function (data) {
  const user = data.users[exec.scenario.iterationInTest % data.users.length];
  const res = http.post(`${API}/coins/sync`, null, { headers: { Authorization: `Bearer ${user.token}` }, tags: { name: 'sync' } });
  if (check(res, { 'sync 200': (r) => r.status === 200 })) creditedUnits.add(units(res.json('credited')));
}

export function teardown(data) {
  for (const u of data.users) {
    const res = http.get(`${API}/coins`, { headers: { Authorization: `Bearer ${u.token}` }, tags: { name: 'teardown' } });
    const mined = units(res.json('balance')) - u.balance;
    const movedMs = Date.parse(res.json('lastMiningUpdate')) - u.minedAt;
    // every credited unit is 72 ms of last_mining_update consumed, never twice, never lost
    check(res, { 'credits exactly the time consumed': () => Math.abs(mined * 72 - movedMs) <= 1 });
  }
}
