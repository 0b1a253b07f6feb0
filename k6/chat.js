// k6 version of bench/chat.js: N socket.io connections (resellers and staff) in payment-chat
// rooms, messages posted through the REST API at a fixed rate; every message must reach every
// socket in its room exactly once. `k6 run k6/chat.js` against a running stack whose signup
// limit is raised (tools/stack.js --profile bench does it).
//
// socket.io is spoken by hand over k6/websockets (engine.io protocol v4):
//   server -> `0{"sid",...,"pingInterval"}` (open), client -> `40{"token":...}` (CONNECT to "/"
//   with the auth payload), server -> `40{"sid"}` or `44{"message"}` (refused);
//   server `2` (ping) -> client `3` (pong);
//   client `42<ack>["chat:join",{"roomId"}]` -> server `43<ack>[{"allowed":true}]`;
//   server `42["chat:message",{...}]`.
//
// Lost and duplicated are counted by each socket against the schedule: message `seq` goes to
// room `seq % ROOMS`, so a socket in room r expects every seq < TOTAL with seq % ROOMS === r
// (the thresholds also refuse dropped iterations and failed posts, which would break that).
import http from 'k6/http';
import exec from 'k6/execution';
import { check, sleep } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import { setTimeout, setInterval, clearInterval } from 'k6/timers';
import { WebSocket } from 'k6/websockets';

const API = __ENV.API || 'http://127.0.0.1:3000/api/v1';
const WS = `${API.replace(/^http/, 'ws').replace(/\/api\/v1\/?$/, '')}/socket.io/?EIO=4&transport=websocket`;
const SOCKETS = Number(__ENV.CHAT_SOCKETS || 2000);
const ROOMS = Number(__ENV.CHAT_ROOMS || 100);
const RATE = Number(__ENV.CHAT_RATE || 500);
const SECONDS = Number(__ENV.CHAT_SECONDS || 30);
// posted first at the same rate: checked for loss and duplicates, latency tagged phase:warmup and
// kept out of the threshold (as bench/chat.js's CHAT_WARMUP_SECONDS)
const WARMUP_SECONDS = __ENV.CHAT_WARMUP_SECONDS === undefined ? 3 : Number(__ENV.CHAT_WARMUP_SECONDS);
const WARMUP_TOTAL = RATE * WARMUP_SECONDS;
const STAFF_SHARE = Number(__ENV.CHAT_STAFF_SHARE || 0.2);
// time for every socket to connect and join before the first post, and for the last deliveries
const JOIN_SECONDS = Number(__ENV.CHAT_JOIN_SECONDS || 30);
const GRACE_SECONDS = Number(__ENV.CHAT_GRACE_SECONDS || 5);
const TOTAL = WARMUP_TOTAL + RATE * SECONDS;
const PASSWORD = 'Demo@12345';
const JSON_HEADERS = { 'Content-Type': 'application/json' };

const deliveryMs = new Trend('chat_delivery_ms', true);
const lost = new Counter('chat_lost');
const duplicated = new Counter('chat_duplicated');
const delivered = new Counter('chat_delivered');
const joinRefused = new Counter('chat_join_refused');
const postFailed = new Counter('chat_post_failed');

export const options = {
  setupTimeout: '600s',
  scenarios: {
    sockets: {
      executor: 'per-vu-iterations',
      exec: 'listen',
      vus: SOCKETS,
      iterations: 1,
      maxDuration: `${JOIN_SECONDS + WARMUP_SECONDS + SECONDS + GRACE_SECONDS + 30}s`,
    },
    posts: {
      executor: 'constant-arrival-rate',
      exec: 'post',
      rate: RATE,
      timeUnit: '1s',
      duration: `${WARMUP_SECONDS + SECONDS}s`,
      startTime: `${JOIN_SECONDS}s`,
      preAllocatedVUs: Math.max(20, Math.ceil(RATE / 10)),
      maxVUs: Math.max(100, RATE),
    },
  },
  thresholds: {
    'chat_delivery_ms{phase:measured}': ['p(99)<50'],
    chat_lost: ['count==0'],
    chat_duplicated: ['count==0'],
    chat_join_refused: ['count==0'],
    chat_post_failed: ['count==0'],
    dropped_iterations: ['count==0'],
  },
};

function login(email) {
  const res = http.post(`${API}/auth/login`, JSON.stringify({ email, password: PASSWORD }), { headers: JSON_HEADERS });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.body}`);
  return res.json('accessToken');
}

function authed(token) {
  return { headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` } };
}

/** A payment method resellers can pay with; staff add a receiving account when none has one. */
function availableMethod(adminToken) {
  const methods = http.get(`${API}/payment-methods`, authed(adminToken)).json();
  const ready = methods.find((m) => m.available);
  if (ready) return ready.id;
  const method = methods.find((m) => m.isActive) || methods[0];
  const res = http.post(
    `${API}/admin/payment-methods/wallets`,
    JSON.stringify({ paymentMethodId: method.id, walletTitle: 'ResellPK bench account', walletAddress: '03000000000', instructions: 'Bench account' }),
    authed(adminToken),
  );
  if (res.status !== 201) throw new Error(`receiving account: ${res.status} ${res.body}`);
  return method.id;
}

/** One reseller per room: signed up, a top-up started, and its chat room opened by chat-service. */
export function setup() {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const adminToken = login('admin@demo.pk');
  const helperToken = login('helper@demo.pk');
  const methodId = availableMethod(adminToken);
  const rooms = [];
  for (let i = 0; i < ROOMS; i++) {
    const phone = `03${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const signup = http.post(
      `${API}/auth/signup`,
      JSON.stringify({ name: `Chat bench ${i}`, email: `chat-${run}-${i}@bench.pk`, whatsappNumber: phone, password: PASSWORD }),
      { headers: JSON_HEADERS },
    );
    if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${signup.body}`);
    const token = signup.json('accessToken');
    const request = http.post(`${API}/payment-requests`, JSON.stringify({ paymentMethodId: methodId, amountPaisa: 10000 }), {
      headers: { ...authed(token).headers, 'Idempotency-Key': `chat-bench-${run}-${i}` },
    });
    if (request.status !== 201) throw new Error(`payment request: ${request.status} ${request.body}`);
    rooms.push({ roomId: request.json('chatRoomId'), token });
  }
  for (const room of rooms) {
    // the room appears when chat-service has consumed payment-request.created
    for (let attempt = 0; http.get(`${API}/chats/${room.roomId}`, authed(room.token)).status !== 200; attempt++) {
      if (attempt > 100) throw new Error(`room ${room.roomId} never opened`);
      sleep(0.1);
    }
  }
  return { run, rooms, adminToken, helperToken };
}

/** One socket: connect, join its room, count what arrives, and at the end what never did. */
export function listen(data) {
  const i = exec.scenario.iterationInTest;
  const roomIndex = i % ROOMS;
  const room = data.rooms[roomIndex];
  const staff = i >= SOCKETS - Math.round(SOCKETS * STAFF_SHARE);
  const token = staff ? (i % 2 ? data.helperToken : data.adminToken) : room.token;
  const prefix = `bench ${data.run} `;
  const seen = {};
  let pinger = null;

  const ws = new WebSocket(WS);
  ws.onmessage = (event) => {
    const frame = String(event.data);
    const type = frame[0];
    if (type === '0') {
      // engine.io open: CONNECT to the main namespace with the access token
      ws.send(`40${JSON.stringify({ token })}`);
    } else if (type === '2') {
      ws.send('3');
    } else if (frame.startsWith('40')) {
      ws.send(`421${JSON.stringify(['chat:join', { roomId: room.roomId }])}`);
    } else if (frame.startsWith('44')) {
      joinRefused.add(1);
      ws.close();
    } else if (frame.startsWith('431')) {
      const [ack] = JSON.parse(frame.slice(3));
      if (!ack || !ack.allowed) {
        joinRefused.add(1);
        ws.close();
      }
    } else if (frame.startsWith('42[')) {
      const [name, payload] = JSON.parse(frame.slice(2));
      if (name !== 'chat:message' || typeof payload.content !== 'string' || !payload.content.startsWith(prefix)) return;
      const [seqText, postedAt] = payload.content.slice(prefix.length).split(' ');
      const seq = Number(seqText);
      if (seen[seq]) {
        duplicated.add(1);
        return;
      }
      seen[seq] = true;
      delivered.add(1);
      deliveryMs.add(Date.now() - Number(postedAt), { phase: seq < WARMUP_TOTAL ? 'warmup' : 'measured' });
    }
  };
  ws.onerror = () => undefined;
  ws.onopen = () => {
    // keeps the VU's event loop busy until the count; the server's pings are answered above
    pinger = setInterval(() => undefined, 1000);
  };

  // the end of posting (posts start at JOIN_SECONDS after the test start) plus the grace time
  const startedAt = exec.scenario.startTime;
  const endAt = startedAt + (JOIN_SECONDS + WARMUP_SECONDS + SECONDS + GRACE_SECONDS) * 1000;
  setTimeout(() => {
    let missing = 0;
    for (let seq = roomIndex; seq < TOTAL; seq += ROOMS) if (!seen[seq]) missing++;
    lost.add(missing);
    if (pinger) clearInterval(pinger);
    ws.close();
  }, Math.max(0, endAt - Date.now()));
}

/** One message at the fixed rate: seq -> room seq % ROOMS, from the owner or (every third) staff. */
export function post(data) {
  const seq = exec.scenario.iterationInTest;
  const room = data.rooms[seq % ROOMS];
  const token = seq % 3 === 0 ? data.helperToken : room.token;
  const res = http.post(`${API}/chats/${room.roomId}/messages`, JSON.stringify({ content: `bench ${data.run} ${seq} ${Date.now()}` }), authed(token));
  if (!check(res, { 'message posted (201)': (r) => r.status === 201 })) postFailed.add(1);
}
