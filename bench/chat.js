#!/usr/bin/env node
/**
 * Live chat under load (twin of k6/chat.js): N socket.io connections (resellers and staff) in
 * payment-chat rooms, messages posted through the REST API at a fixed rate, and every message
 * must reach every socket in its room exactly once. Measures POST -> delivery latency (p50, p99),
 * lost and duplicated deliveries.
 *
 *   node bench/chat.js                                   # 2,000 sockets, 500 msg/s, 30 s
 *   CHAT_SOCKETS=300 CHAT_RATE=50 BENCH_SECONDS=20 CHAT_ROOMS=20 node bench/chat.js
 *
 * The first CHAT_WARMUP_SECONDS (3) of posting are a warm-up at the same rate: their deliveries
 * count for lost and duplicated, their latencies are reported apart (`warmupDeliveryMs`).
 *
 * Against `npm start` or `node tools/stack.js --profile bench --slot N` (BENCH_API=...); the
 * signups need THROTTLE_SIGNUP_LIMIT raised (the bench and e2e profiles do). Exit code 1 when a
 * message is lost or duplicated, or when p99 >= CHAT_P99_MS (50) unless CHAT_ASSERT_LATENCY=0.
 * With CHAT_JSON=<file> the figures are also written there.
 */
const { io } = require('socket.io-client');
const fs = require('node:fs');
const http = require('node:http');
const { randomBytes } = require('node:crypto');

const API = process.env.BENCH_API || 'http://127.0.0.1:3000/api/v1';
const ORIGIN = new URL(API).origin;
const { SOCKETS, ROOMS, RATE } = require('./chat-scenario');
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
// posted at the same rate before the measured SECONDS: every message is still checked for loss and
// duplicates, its latency reported apart (JIT, pools and prepared statements warm up here)
const WARMUP_SECONDS = Number(process.env.CHAT_WARMUP_SECONDS ?? 3);
const STAFF_SHARE = Number(process.env.CHAT_STAFF_SHARE || 0.2);
const P99_MS = Number(process.env.CHAT_P99_MS || 50);
const ASSERT_LATENCY = process.env.CHAT_ASSERT_LATENCY !== '0';
const GRACE_MS = Number(process.env.CHAT_GRACE_MS || 5000);
const PASSWORD = 'Demo@12345';
const RUN = randomBytes(4).toString('hex');

const log = (msg) => process.stderr.write(`[chat-bench] ${msg}\n`);

async function api(method, path, token, body, extraHeaders = {}) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  return { status: res.status, json };
}

/**
 * The timed posts: node:http over keep-alive sockets, lighter than fetch (undici) per request; the
 * client shares the machine with the stack it measures.
 */
const postAgent = new http.Agent({ keepAlive: true, maxSockets: Number(process.env.CHAT_POST_CONNECTIONS || 256) });
function post(path, token, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${API}${path}`,
      { method: 'POST', agent: postAgent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function must(method, path, token, body, expected = [200, 201], extraHeaders = {}) {
  const res = await api(method, path, token, body, extraHeaders);
  if (!expected.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

const login = async (email) => (await must('POST', '/auth/login', null, { email, password: PASSWORD })).accessToken;

/** In batches of `size`: setup work is heavy (argon2 signups) and the machine is small. */
async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

/** A method resellers can pay with; staff add a receiving account when none has one. */
async function availableMethod(adminToken) {
  const methods = await must('GET', '/payment-methods', adminToken);
  const ready = methods.find((m) => m.available);
  if (ready) return ready.id;
  const method = methods.find((m) => m.isActive) ?? methods[0];
  if (!method) throw new Error('no payment methods: is wallet-payments seeded?');
  await must('POST', '/admin/payment-methods/wallets', adminToken, {
    paymentMethodId: method.id,
    walletTitle: 'ResellPK bench account',
    walletAddress: '03000000000',
    instructions: 'Bench account',
  });
  return method.id;
}

/** One reseller per room: signed up, a top-up started, and the chat room chat-service opened for it. */
async function makeRoom(i, methodId) {
  const phone = `03${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const session = await must('POST', '/auth/signup', null, { name: `Chat bench ${i}`, email: `chat-${RUN}-${i}@bench.pk`, whatsappNumber: phone, password: PASSWORD });
  const token = session.accessToken;
  const request = await must('POST', '/payment-requests', token, { paymentMethodId: methodId, amountPaisa: 10000 }, [200, 201], { 'Idempotency-Key': `chat-bench-${RUN}-${i}` });
  const roomId = request.chatRoomId;
  // the room appears when chat-service has consumed payment-request.created
  for (let attempt = 0; ; attempt++) {
    const res = await api('GET', `/chats/${roomId}`, token);
    if (res.status === 200) break;
    if (attempt > 100) throw new Error(`room ${roomId} never opened (${res.status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { roomId, token };
}

function connect(token) {
  return new Promise((resolve, reject) => {
    // forceNew: one engine.io connection per socket, as N browsers would have
    const socket = io(ORIGIN, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20000 });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

function join(socket, roomId) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chat:join ${roomId} unanswered`)), 20000);
    socket.emit('chat:join', { roomId }, (ack) => {
      clearTimeout(timer);
      if (ack && ack.allowed) resolve();
      else reject(new Error(`chat:join ${roomId} refused`));
    });
  });
}

const percentile = (sorted, q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10 : null);

async function main() {
  const started = Date.now();
  const adminToken = await login('admin@demo.pk');
  const helperToken = await login('helper@demo.pk');
  const methodId = await availableMethod(adminToken);
  log(`setting up ${ROOMS} rooms (signup + top-up each)...`);
  const rooms = await inBatches(Array.from({ length: ROOMS }, (_, i) => i), 4, (i) => makeRoom(i, methodId));

  // sockets: STAFF_SHARE of them staff (helper and admin alternately), the rest the rooms' owners;
  // each joins one room, round robin
  const staffCount = Math.round(SOCKETS * STAFF_SHARE);
  const plan = Array.from({ length: SOCKETS }, (_, i) => {
    const room = rooms[i % ROOMS];
    const staff = i >= SOCKETS - staffCount;
    return { room, token: staff ? (i % 2 ? helperToken : adminToken) : room.token, staff };
  });
  log(`connecting ${SOCKETS} sockets (${staffCount} staff)...`);
  const members = new Map(rooms.map((r) => [r.roomId, 0]));
  /** seq -> {roomId, postedAt, expected, received: number} */
  const messages = new Map();
  const latencies = [];
  const warmupLatencies = [];
  // CHAT_TIMELINE=<ms>: delivery p50/p99/max per bucket of post time, to tell steady queueing from stalls
  const timeline = process.env.CHAT_TIMELINE ? [] : null;
  let duplicated = 0;
  let late = 0;
  const sockets = await inBatches(plan, 50, async (p) => {
    const socket = await connect(p.token);
    const seen = new Set();
    socket.on('chat:message', (m) => {
      const now = performance.now();
      const parts = typeof m.content === 'string' ? m.content.split(' ') : [];
      if (parts[0] !== 'bench' || parts[1] !== RUN) return; // welcome and payment-details messages
      const seq = Number(parts[2]);
      if (seen.has(seq)) {
        duplicated++;
        return;
      }
      seen.add(seq);
      const msg = messages.get(seq);
      if (!msg) return void late++;
      if (m.chatRoomId !== msg.roomId) return void (msg.wrongRoom = (msg.wrongRoom || 0) + 1);
      msg.received++;
      (msg.warmup ? warmupLatencies : latencies).push(now - msg.postedAt);
      if (timeline) timeline.push([msg.postedAt, now - msg.postedAt]);
    });
    await join(socket, p.room.roomId);
    members.set(p.room.roomId, members.get(p.room.roomId) + 1);
    return socket;
  });
  log(`setup took ${((Date.now() - started) / 1000).toFixed(1)} s; posting ${RATE} msg/s for ${WARMUP_SECONDS} + ${SECONDS} s...`);

  // fixed rate: message i is due at start + i / RATE, issued on 5 ms ticks; poster alternates
  // between the room's owner and staff
  const warmupTotal = Math.round(RATE * WARMUP_SECONDS);
  const total = warmupTotal + Math.round(RATE * SECONDS);
  let sent = 0;
  let postFailures = 0;
  const failuresByStatus = {};
  const postLatencies = [];
  const inflight = new Set();
  const t0 = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * RATE) + 1);
      while (sent < due) {
        const seq = sent++;
        const room = rooms[seq % ROOMS];
        const token = seq % 3 === 0 ? helperToken : room.token;
        const postedAt = performance.now();
        const warmup = seq < warmupTotal;
        messages.set(seq, { roomId: room.roomId, postedAt, expected: members.get(room.roomId), received: 0, warmup });
        const p = post(`/chats/${room.roomId}/messages`, token, { content: `bench ${RUN} ${seq}` })
          .then((res) => {
            if (!warmup) postLatencies.push(performance.now() - postedAt);
            if (res.status !== 201) {
              postFailures++;
              failuresByStatus[res.status] = (failuresByStatus[res.status] || 0) + 1;
              messages.get(seq).failed = res.status;
            }
          })
          .catch(() => {
            postFailures++;
            failuresByStatus.network = (failuresByStatus.network || 0) + 1;
            messages.get(seq).failed = 'network';
          })
          .finally(() => inflight.delete(p));
        inflight.add(p);
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 5);
    };
    tick();
  });
  const postingSeconds = (performance.now() - t0) / 1000;
  await Promise.all(inflight);
  // deliveries still on their way
  const expectedDeliveries = () => [...messages.values()].filter((m) => !m.failed).reduce((n, m) => n + m.expected, 0);
  // deliveries of accepted messages still missing (a post the gateway timed out may be delivered
  // all the same: those are counted in `delivered` but owed to nobody)
  const missing = () => [...messages.values()].filter((m) => !m.failed).reduce((n, m) => n + Math.max(0, m.expected - m.received), 0);
  // a slow delivery is measured, not counted as lost: wait while deliveries still arrive (up to a
  // minute), and at least GRACE_MS after the last post
  const waitStart = performance.now();
  const deliveredCount = () => latencies.length + warmupLatencies.length;
  let lastCount = deliveredCount();
  let lastProgress = waitStart;
  for (;;) {
    const now = performance.now();
    if (missing() === 0 || now - waitStart > 60_000) break;
    if (deliveredCount() !== lastCount) {
      lastCount = deliveredCount();
      lastProgress = now;
    }
    if (now - waitStart >= GRACE_MS && now - lastProgress >= 3000) break;
    await new Promise((r) => setTimeout(r, 50));
  }

  let lost = 0;
  let wrongRoom = 0;
  for (const m of messages.values()) {
    if (m.failed) continue;
    lost += Math.max(0, m.expected - m.received);
    wrongRoom += m.wrongRoom || 0;
  }
  sockets.forEach((s) => s.close());
  postAgent.destroy();
  latencies.sort((a, b) => a - b);
  warmupLatencies.sort((a, b) => a - b);
  postLatencies.sort((a, b) => a - b);
  const result = {
    api: API,
    sockets: SOCKETS,
    staffSockets: staffCount,
    rooms: ROOMS,
    targetRate: RATE,
    achievedRate: Math.round((sent / postingSeconds) * 10) / 10,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    messages: sent,
    postFailures,
    failuresByStatus,
    expectedDeliveries: expectedDeliveries(),
    delivered: deliveredCount(),
    lost,
    duplicated,
    wrongRoom,
    late,
    deliveryMs: { p50: percentile(latencies, 0.5), p90: percentile(latencies, 0.9), p99: percentile(latencies, 0.99), max: percentile(latencies, 1) },
    warmupDeliveryMs: { p50: percentile(warmupLatencies, 0.5), p99: percentile(warmupLatencies, 0.99), max: percentile(warmupLatencies, 1) },
    postMs: { p50: percentile(postLatencies, 0.5), p99: percentile(postLatencies, 0.99) },
  };
  if (timeline) printTimeline(timeline, t0, Number(process.env.CHAT_TIMELINE) || 1000);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  if (process.env.CHAT_JSON) fs.writeFileSync(process.env.CHAT_JSON, JSON.stringify(result, null, 2));
  const failures = [];
  if (lost > 0) failures.push(`${lost} deliveries lost`);
  if (duplicated > 0) failures.push(`${duplicated} deliveries duplicated`);
  if (wrongRoom > 0) failures.push(`${wrongRoom} deliveries to the wrong room`);
  if (postFailures > 0) failures.push(`${postFailures} posts failed`);
  if (ASSERT_LATENCY && !(result.deliveryMs.p99 < P99_MS)) failures.push(`p99 ${result.deliveryMs.p99} ms >= ${P99_MS} ms`);
  if (failures.length) {
    log(`FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else log('passed');
}

function printTimeline(points, t0, bucketMs) {
  const buckets = new Map();
  for (const [postedAt, ms] of points) {
    const b = Math.floor((postedAt - t0) / bucketMs);
    if (!buckets.has(b)) buckets.set(b, []);
    buckets.get(b).push(ms);
  }
  for (const [b, list] of [...buckets].sort((x, y) => x[0] - y[0])) {
    list.sort((x, y) => x - y);
    log(`t=${((b * bucketMs) / 1000).toFixed(1)}s n=${list.length} p50=${percentile(list, 0.5)} p99=${percentile(list, 0.99)} max=${percentile(list, 1)}`);
  }
}

if (require.main === module) {
  main().catch((err) => {
    log(`error: ${err.stack || err.message}`);
    process.exit(2);
  });
}
module.exports = { main };
