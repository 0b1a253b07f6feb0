#!/usr/bin/env node
// Invariant probes: removes each guard that keeps money and stock right (a lock, a conditional
// update, a unique key, an idempotency check; listed in bench/invariant-probes/guards.js) in turn
// and runs the tests that must then fail. A guard whose removal no test notices is reported: a
// money test that cannot see its guard go protects nothing.
//
// Everything runs in a throw-away `git worktree` of HEAD (node_modules linked), so the working
// tree is never touched; the mutated file is restored after each guard anyway.
//
//   node bench/invariant-probes.js                  every guard (a baseline run first)
//   node bench/invariant-probes.js --list           the guards
//   node bench/invariant-probes.js --only a,b       those guards
//   node bench/invariant-probes.js --overlay p,q    copy these working-tree paths over HEAD first
//                                                   (try uncommitted tests before committing them)
//
// Writes tmp/invariant-probes.json; exits 1 when a guard's tests fail without any mutation (the
// baseline: the same runs, unmutated) or any guard goes unnoticed,
// 2 when a mutation's text is not found exactly once (the code drifted: update guards.js).
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const GUARDS = require('./invariant-probes/guards');

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const only = arg('--only')?.split(',').filter(Boolean);
const overlay = arg('--overlay')?.split(',').filter(Boolean) ?? [];

if (process.argv.includes('--list')) {
  for (const g of GUARDS) console.log(`${g.id}\n  ${g.what}\n  tests: ${g.tests.join(' ')}${g.name ? ` -t "${g.name}"` : ''}`);
  process.exit(0);
}
const selected = only ? GUARDS.filter((g) => only.includes(g.id)) : GUARDS;
const unknown = (only ?? []).filter((id) => !GUARDS.some((g) => g.id === id));
if (unknown.length) {
  console.error(`unknown guard(s): ${unknown.join(', ')} (--list shows them)`);
  process.exit(2);
}

const occurrences = (text, find) => text.split(find).length - 1;

// ---- the worktree ----
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
let cleaned = false;
const restores = new Map(); // file -> original text while a mutation is applied
let child = null; // the jest run under way (its own process group)
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (child) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const [file, text] of restores) fs.writeFileSync(file, text);
  try {
    execFileSync('git', ['worktree', 'remove', '--force', work], { cwd: ROOT, stdio: 'ignore' });
  } catch {
    fs.rmSync(work, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' });
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}
process.on('exit', cleanup);

fs.rmdirSync(work);
execFileSync('git', ['worktree', 'add', '--detach', work, 'HEAD'], { cwd: ROOT, stdio: 'ignore' });
fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'));
for (const p of overlay) {
  fs.mkdirSync(path.dirname(path.join(work, p)), { recursive: true });
  fs.cpSync(path.join(ROOT, p), path.join(work, p), { recursive: true });
}
const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
console.log(`worktree ${work} at ${head}${overlay.length ? ` with ${overlay.join(', ')} from the working tree` : ''}`);

// every mutation is checked before anything runs: a guard that moved must be found again
const drift = [];
for (const g of selected) {
  for (const m of g.mutations) {
    const file = path.join(work, m.file);
    const n = fs.existsSync(file) ? occurrences(fs.readFileSync(file, 'utf8'), m.find) : -1;
    if (n !== 1) drift.push(`${g.id}: ${m.file}: ${n < 0 ? 'file missing' : `found ${n} times`}: ${JSON.stringify(m.find)}`);
  }
  for (const t of g.tests) if (!fs.existsSync(path.join(work, t))) drift.push(`${g.id}: test file missing: ${t}`);
}
if (drift.length) {
  console.error(`The code drifted from bench/invariant-probes/guards.js (each text must occur exactly once):\n  ${drift.join('\n  ')}`);
  process.exit(2);
}

// ---- running jest ----
async function jest(tests, name, label) {
  const out = path.join(work, 'tmp', `probe-${label}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const args = ['jest', '--runInBand', '--json', `--outputFile=${out}`, ...(name ? ['-t', name] : []), ...tests];
  const started = Date.now();
  // async, in its own process group: Ctrl-C or a kill of this script ends the run and cleans up
  const run = await new Promise((resolve) => {
    let output = '';
    child = spawn('npx', args, { cwd: work, detached: true, env: { ...process.env, LOG_LEVEL: 'silent' } });
    child.stdout.on('data', (d) => (output = (output + d).slice(-200_000)));
    child.stderr.on('data', (d) => (output = (output + d).slice(-200_000)));
    child.on('close', (status) => {
      child = null;
      resolve({ status, output });
    });
  });
  const seconds = (Date.now() - started) / 1000;
  let report = null;
  try {
    report = JSON.parse(fs.readFileSync(out, 'utf8'));
  } catch {
    // jest did not get as far as writing its report
  }
  const failed = [];
  let ran = 0;
  for (const suite of report?.testResults ?? []) {
    for (const a of suite.assertionResults) {
      if (a.status === 'passed' || a.status === 'failed') ran++;
      if (a.status === 'failed') failed.push(a.title);
    }
  }
  // a suite that failed to run (a syntax error the mutation made, a crash) proves nothing
  const broken = !report || report.numRuntimeErrorTestSuites > 0 || (run.status !== 0 && failed.length === 0);
  return { exit: run.status, seconds, ran, failed, broken, tail: broken ? run.output.split('\n').filter((l) => !l.startsWith('{')).slice(-30).join('\n') : '' };
}

async function main() {
  const started = Date.now();
  // the baseline: exactly the runs the probes make, without a mutation. A guard whose tests fail
  // already proves nothing by failing again, so it is reported, not probed.
  const groups = new Map();
  for (const g of selected) {
    const key = JSON.stringify([g.tests, g.name ?? null]);
    if (!groups.has(key)) groups.set(key, { tests: g.tests, name: g.name, guards: [] });
    groups.get(key).guards.push(g.id);
  }
  console.log(`baseline: ${groups.size} runs, no mutation ...`);
  const baseline = { seconds: 0, tests: 0, failing: [] };
  const red = new Set();
  let run = 0;
  for (const group of groups.values()) {
    const r = await jest(group.tests, group.name, `baseline-${run++}`);
    baseline.seconds += r.seconds;
    baseline.tests += r.ran;
    if (r.exit === 0 && r.ran > 0) continue;
    group.guards.forEach((id) => red.add(id));
    baseline.failing.push({ tests: group.tests, name: group.name ?? null, failedTests: r.failed, ran: r.ran, guards: group.guards });
    const why = r.ran === 0 ? `no test ran (-t ${JSON.stringify(group.name ?? '')})` : r.failed.length ? r.failed.join('; ') : r.tail;
    console.log(`baseline FAILED (${group.guards.join(', ')} not probed): ${why}`);
  }
  console.log(`baseline: ${red.size ? `red for ${red.size} guard(s)` : 'green'} (${baseline.tests} tests, ${baseline.seconds.toFixed(0)} s)`);
  const results = [];
  for (const g of selected) {
    if (red.has(g.id)) {
      results.push({ id: g.id, what: g.what, tests: g.tests, name: g.name ?? null, noticed: false, baselineRed: true, broken: false, failedTests: [], ran: 0, seconds: 0 });
      continue;
    }
    for (const m of g.mutations) {
      const file = path.join(work, m.file);
      const text = restores.get(file) ?? fs.readFileSync(file, 'utf8');
      restores.set(file, text);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(m.find, () => m.replace));
    }
    let r;
    try {
      r = await jest(g.tests, g.name, g.id);
    } finally {
      for (const [file, text] of restores) fs.writeFileSync(file, text);
      restores.clear();
    }
    const noticed = r.exit !== 0 && !r.broken;
    results.push({ id: g.id, what: g.what, tests: g.tests, name: g.name ?? null, noticed, broken: r.broken, failedTests: r.failed, ran: r.ran, seconds: r.seconds });
    console.log(`${noticed ? 'noticed  ' : r.broken ? 'BROKEN   ' : 'UNNOTICED'} ${g.id} (${r.seconds.toFixed(0)} s)${noticed ? `: ${r.failed.join('; ')}` : ''}`);
    if (r.broken) console.log(r.tail);
  }

  const total = (Date.now() - started) / 1000;
  const unnoticed = results.filter((r) => !r.noticed);
  const pad = (s, n) => String(s).padEnd(n);
  console.log(`\n${pad('guard', 36)} ${pad('noticed', 9)} ${pad('s', 5)} tests that failed`);
  for (const r of results) {
    console.log(`${pad(r.id, 36)} ${pad(r.noticed ? 'yes' : r.baselineRed ? 'base red' : r.broken ? 'BROKEN' : 'NO', 9)} ${pad(r.seconds.toFixed(0), 5)} ${r.failedTests.length} of ${r.ran}`);
  }
  console.log(`\n${results.length - unnoticed.length}/${selected.length} guards noticed; baseline ${baseline.seconds.toFixed(0)} s; total ${(total / 60).toFixed(1)} min at ${head}`);
  const outFile = path.join(ROOT, 'tmp', 'invariant-probes.json');
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(
    outFile,
    `${JSON.stringify({ commit: head, at: new Date().toISOString(), overlay, baseline: { green: red.size === 0, ...baseline }, totalSeconds: total, guards: results }, null, 2)}\n`,
  );
  console.log(`written: ${path.relative(ROOT, outFile)}`);
  process.exitCode = red.size || unnoticed.length || results.length < selected.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
