#!/usr/bin/env node
/**
 * The floor under bench/chat.js: only the socket.io fan-out that its scenario needs, with nothing
 * of the product around it. One process runs a bare socket.io server (the gateway's version, no
 * Redis adapter, no auth, no HTTP API, no NATS, no database) that emits CHAT_RATE messages a
 * second round robin to CHAT_ROOMS rooms; another holds CHAT_SOCKETS socket.io-client sockets
 * (websocket transport, one connection each, as bench/chat.js), each in one room. It prints the
 * delivery latency and the CPU each process used, as a share of one core.
 *
 *   node bench/chat-fanout-floor.js                 # 2,000 sockets, 100 rooms, 500 msg/s, 20 s
 *
 * Whatever the two processes use here, the full stack uses at least as much for the same
 * deliveries, on top of the POST, the bus, the service and PostgreSQL.
 */
const { fork } = require('node:child_process');
const { SOCKETS, ROOMS, RATE } = require('./chat-scenario');
const { HZ, processTicks, machineTicks } = require('./proc-cpu');

const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S || 5);
const PORT = Number(process.env.FLOOR_PORT || 3599);
const cpuTicks = (pid) => processTicks(pid).ticks;

const now = () => Number(process.hrtime.bigint()) / 1e6; // CLOCK_MONOTONIC: the same clock in both processes

function server() {
  const { Server } = require('socket.io');
  const io = new Server(PORT, { path: '/socket.io', transports: ['websocket'] });
  io.on('connection', (socket) => socket.join(`chat:${socket.handshake.query.room}`));
  let seq = 0;
  let timer;
  process.on('message', (m) => {
    if (m === 'start') {
      const t0 = now();
      // message i is due at t0 + i / RATE, issued on 5 ms ticks (as bench/chat.js posts)
      timer = setInterval(() => {
        const due = Math.floor(((now() - t0) / 1000) * RATE) + 1;
        while (seq < due) {
          const room = seq % ROOMS;
          // the shape and size of a ChatMessageView
          io.to(`chat:${room}`).emit('chat:message', {
            id: '3f1c2a9e-4b7d-4e21-9a55-0c8d7e6f5a41',
            chatRoomId: `6b0e${String(room).padStart(4, '0')}-1d2c-4f3a-8e5b-7a9c0d1e2f3a`,
            senderId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
            messageType: 'text',
            content: `bench floor ${seq}`,
            fileUrl: null,
            isRead: false,
            createdAt: new Date().toISOString(),
            t: now(),
          });
          seq++;
        }
      }, 5);
    } else if (m === 'stop') {
      clearInterval(timer);
      process.send({ sent: seq });
    }
  });
  process.send('listening');
}

function clients() {
  const { io } = require('socket.io-client');
  const latencies = [];
  let measuring = false;
  let received = 0;
  const connect = (i) =>
    new Promise((resolve, reject) => {
      const socket = io(`http://127.0.0.1:${PORT}`, { path: '/socket.io', query: { room: String(i % ROOMS) }, transports: ['websocket'], forceNew: true, reconnection: false });
      socket.on('chat:message', (m) => {
        received++;
        if (measuring) latencies.push(now() - m.t);
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  process.on('message', async (m) => {
    if (m === 'connect') {
      const sockets = [];
      for (let i = 0; i < SOCKETS; i += 50) sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, SOCKETS - i) }, (_, k) => connect(i + k)))));
      process.send('connected');
    } else if (m === 'measure') measuring = true;
    else if (m === 'stop') {
      measuring = false;
      latencies.sort((a, b) => a - b);
      const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
      process.send({ received, measured: latencies.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) });
    }
  });
  process.send('ready');
}

const once = (child, accept) => new Promise((resolve) => child.on('message', function on(m) { if (accept(m)) { child.off('message', on); resolve(m); } }));

async function main() {
  const srv = fork(__filename, ['server']);
  await once(srv, (m) => m === 'listening');
  const cli = fork(__filename, ['clients']);
  await once(cli, (m) => m === 'ready');
  cli.send('connect');
  await once(cli, (m) => m === 'connected');
  srv.send('start');
  await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
  const before = { srv: cpuTicks(srv.pid), cli: cpuTicks(cli.pid), machine: machineTicks() };
  cli.send('measure');
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const after = { srv: cpuTicks(srv.pid), cli: cpuTicks(cli.pid), machine: machineTicks() };
  const stopped = once(cli, (m) => typeof m === 'object');
  cli.send('stop');
  const deliveries = await stopped;
  const sentP = once(srv, (m) => typeof m === 'object');
  srv.send('stop');
  const { sent } = await sentP;
  const share = (ticks) => Math.round((ticks / HZ / SECONDS) * 1000) / 10;
  const idleShare = Math.round(((after.machine.idle - before.machine.idle) / (after.machine.total - before.machine.total)) * 1000) / 10;
  const result = {
    sockets: SOCKETS,
    rooms: ROOMS,
    rate: RATE,
    seconds: SECONDS,
    sent,
    deliveriesPerSecond: Math.round((RATE * SOCKETS) / ROOMS),
    deliveryMs: { p50: deliveries.p50, p90: deliveries.p90, p99: deliveries.p99, max: deliveries.max },
    cpuOfOneCore: { server: share(after.srv - before.srv), clients: share(after.cli - before.cli) },
    machineIdlePercent: idleShare,
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  srv.kill();
  cli.kill();
}

if (process.argv[2] === 'server') server();
else if (process.argv[2] === 'clients') clients();
else main().catch((err) => {
  console.error(err);
  process.exit(1);
});
