// CPU time from /proc, for the benchmarks that say where the CPU went (cpu-sample.js, chat-fanout-floor.js).
const fs = require('node:fs');

const HZ = 100; // USER_HZ on Linux

/** A process's CPU time (utime + stime) in ticks and the name in its stat line; throws when it has ended. */
function processTicks(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ticks: Number(fields[11]) + Number(fields[12]), comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) };
}

/** The machine's idle and total ticks so far (all cores). */
function machineTicks() {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return { idle: cpu[3] + cpu[4], total: cpu.reduce((a, b) => a + b, 0) };
}

module.exports = { HZ, processTicks, machineTicks };
