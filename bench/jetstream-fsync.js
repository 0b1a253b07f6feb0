#!/usr/bin/env node
/**
 * What an fsync on every JetStream write costs (docs/durability.md).
 *
 *   node bench/jetstream-fsync.js          # NATS_SERVER_BIN=/path/to/nats-server to try another build
 *
 * Starts a throw-away nats-server (no auth) on a free port with a file stream, publishes
 * BENCH_MESSAGES events of ~600 bytes (an outbox envelope's size) (a) one at a time, each awaiting
 * its ack (the latency one relay publish sees) and (b) 100 in flight (the relay's batch), first with
 * the default periodic sync and then with `sync_interval: always` when the server has it (2.10+).
 * It also times the disk itself: 600-byte appends with and without fsync, which bounds what
 * `always` costs on a server that cannot run it here.
 */
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { connect, StorageType } = require('nats');

require('@swc-node/register');
const { natsSupportsSyncAlways } = require('../libs/contracts/src/index.ts');

const BIN = process.env.NATS_SERVER_BIN || '/usr/sbin/nats-server';
const N = Number(process.env.BENCH_MESSAGES || 2000);
const PAYLOAD = Buffer.from(JSON.stringify({ id: 'x'.repeat(36), type: 'wallet-payments.transaction.posted.v1', data: { pad: 'y'.repeat(450) } }));

const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (ns) => Number(ns) / 1e6;

async function runServer(syncAlways) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rpk-jsbench-'));
  const port = await freePort();
  const conf = path.join(dir, 'server.conf');
  fs.writeFileSync(conf, `jetstream {\n  store_dir: ${JSON.stringify(path.join(dir, 'js'))}\n${syncAlways ? '  sync_interval: always\n' : ''}}\n`);
  const child = spawn(BIN, ['-c', conf, '-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  let nc;
  for (let i = 0; i < 100 && !nc; i++) {
    nc = await connect({ servers: `127.0.0.1:${port}` }).catch(() => undefined);
    if (!nc) await new Promise((r) => setTimeout(r, 100));
  }
  if (!nc) throw new Error('nats-server did not start');
  const jsm = await nc.jetstreamManager();
  await jsm.streams.add({ name: 'BENCH', subjects: ['bench.>'], storage: StorageType.File });
  const js = nc.jetstream();

  const lat = [];
  let started = process.hrtime.bigint();
  for (let i = 0; i < N; i++) {
    const t = process.hrtime.bigint();
    await js.publish('bench.one', PAYLOAD, { msgID: `s${i}` });
    lat.push(ms(process.hrtime.bigint() - t));
  }
  const sequentialRate = N / (ms(process.hrtime.bigint() - started) / 1000);
  lat.sort((a, b) => a - b);

  started = process.hrtime.bigint();
  for (let i = 0; i < N; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, N - i) }, (_, j) => js.publish('bench.batch', PAYLOAD, { msgID: `b${i + j}` })));
  }
  const batchRate = N / (ms(process.hrtime.bigint() - started) / 1000);

  await nc.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dir, { recursive: true, force: true });
  return { sequentialRate, p50: pct(lat, 50), p99: pct(lat, 99), batchRate };
}

function diskProbe(fsync) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rpk-fsync-'));
  const fd = fs.openSync(path.join(dir, 'log'), 'a');
  const lat = [];
  for (let i = 0; i < N; i++) {
    const t = process.hrtime.bigint();
    fs.writeSync(fd, PAYLOAD);
    if (fsync) fs.fsyncSync(fd);
    lat.push(ms(process.hrtime.bigint() - t));
  }
  fs.closeSync(fd);
  fs.rmSync(dir, { recursive: true, force: true });
  lat.sort((a, b) => a - b);
  return { p50: pct(lat, 50), p99: pct(lat, 99) };
}

async function main() {
  const version = execFileSync(BIN, ['--version'], { encoding: 'utf8' }).trim();
  const f = (n) => n.toFixed(3);
  console.log(`${version}, ${N} messages of ${PAYLOAD.length} bytes, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`);
  const modes = natsSupportsSyncAlways(version) ? [false, true] : [false];
  for (const syncAlways of modes) {
    const r = await runServer(syncAlways);
    console.log(`publish, sync ${syncAlways ? 'always  ' : 'periodic'}: one at a time ${Math.round(r.sequentialRate)}/s (p50 ${f(r.p50)} ms, p99 ${f(r.p99)} ms); 100 in flight ${Math.round(r.batchRate)}/s`);
  }
  if (modes.length === 1) console.log(`(${version} has no sync_interval: 'always' cannot be measured with it; see the disk probe)`);
  for (const fsync of [false, true]) {
    const r = diskProbe(fsync);
    console.log(`disk: ${PAYLOAD.length}-byte append ${fsync ? 'with fsync   ' : 'without fsync'}: p50 ${f(r.p50)} ms, p99 ${f(r.p99)} ms`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
