// k6 version of bench/login.js: login at 10 concurrent VUs, p99 under 300 ms.
import http from 'k6/http';
import { check } from 'k6';

const API = __ENV.API || 'http://127.0.0.1:3000/api/v1';

export const options = {
  scenarios: { login: { executor: 'constant-vus', vus: 10, duration: '15s' } },
  thresholds: { http_req_duration: ['p(99)<300'], http_req_failed: ['rate<0.001'] },
};

export default function () {
  const res = http.post(`${API}/auth/login`, JSON.stringify({ email: 'free@demo.pk', password: 'Demo@12345' }), {
    headers: { 'Content-Type': 'application/json' },
  });
  check(res, { 'status 200': (r) => r.status === 200 });
}
