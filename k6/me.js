// k6 version of bench/me.js: GET /api/v1/me at 100 VUs. `k6 run k6/me.js` against a running stack.
import http from 'k6/http';
import { check } from 'k6';

const API = __ENV.API || 'http://127.0.0.1:3000/api/v1';

export const options = {
  scenarios: { me: { executor: 'constant-vus', vus: 100, duration: '20s' } },
  thresholds: { http_req_duration: ['p(99)<30'], http_reqs: ['rate>1500'], http_req_failed: ['rate<0.001'] },
};

export function setup() {
  const res = http.post(`${API}/auth/login`, JSON.stringify({ email: 'free@demo.pk', password: 'Demo@12345' }), {
    headers: { 'Content-Type': 'application/json' },
  });
  return { token: res.json('accessToken') };
}

export default function (data) {
  const res = http.get(`${API}/me`, { headers: { Authorization: `Bearer ${data.token}` } });
  check(res, { 'status 200': (r) => r.status === 200 });
}
