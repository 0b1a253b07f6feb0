#!/usr/bin/env node
// Where the CPU goes during a benchmark: samples /proc over BENCH_CPU_SECONDS (default 10) and
// prints each busy process's share of one core, plus the machine's idle share.
//   node bench/cpu-sample.js & node bench/me.js
const fs = require('node:fs');
const { HZ, processTicks, machineTicks } = require('./proc-cpu');
const seconds = Number(process.env.BENCH_CPU_SECONDS || 10);
const delay = Number(process.env.BENCH_CPU_DELAY || 0);

function procTimes() {
  const out = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const { ticks, comm } = processTicks(pid);
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      out.set(pid, { ticks, name: label(cmd) || comm });
    } catch {
      // the process ended while being read
    }
  }
  return out;
}

function label(cmd) {
  const app = cmd.find((a) => a.includes('dist/apps/'));
  if (app) return app.split('dist/apps/')[1].split('/')[0];
  const script = cmd.find((a) => /\.(c?js)$/.test(a));
  return script ? script.split('/').slice(-2).join('/') : cmd[0]?.split('/').pop();
}

setTimeout(() => {
  const before = procTimes();
  const idle0 = machineTicks();
  setTimeout(() => {
    const after = procTimes();
    const idle1 = machineTicks();
    const byName = new Map();
    for (const [pid, { ticks, name }] of after) {
      const d = ticks - (before.get(pid)?.ticks ?? 0);
      if (d > 0) byName.set(name, (byName.get(name) ?? 0) + d);
    }
    const rows = [...byName].sort((a, b) => b[1] - a[1]).filter(([, d]) => d / HZ / seconds >= 0.005);
    for (const [name, d] of rows) console.log(`${((100 * d) / HZ / seconds).toFixed(1).padStart(6)} %  ${name}`);
    const idleShare = (idle1.idle - idle0.idle) / (idle1.total - idle0.total);
    console.log(`${(100 * idleShare).toFixed(1).padStart(6)} %  idle (of the whole machine)`);
  }, seconds * 1000);
}, delay * 1000);
