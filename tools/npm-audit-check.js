#!/usr/bin/env node
/**
 * `npm test`'s dependency check (issue 33, finding 12): `npm audit --omit=dev` at high or critical
 * must be clean, or each advisory must be written down in tools/npm-audit-allowlist.json with why
 * it cannot be reached. A new high/critical advisory fails the step. A registry that cannot be
 * asked (no network, DNS, timeout, an audit endpoint that answers with an error) is not a finding
 * about our code: the step says so in a WARNING and passes. Allowlist entries that no longer match
 * anything are reported as stale (a warning: delete them).
 *
 *   node tools/npm-audit-check.js [--allowlist <file>] [--timeout-ms <n>]
 *
 * The parsing and the decision are plain functions (tools/npm-audit-check.spec.ts feeds them fixtures).
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const BLOCKING = new Set(['high', 'critical']);
const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_ALLOWLIST = path.join(__dirname, 'npm-audit-allowlist.json');

/** What npm prints when it could not ask the registry (network, DNS, proxy, timeout, a refusing endpoint). */
const UNREACHABLE = [
  /\bE(NOTFOUND|AI_AGAIN|CONNREFUSED|CONNRESET|TIMEDOUT|HOSTUNREACH|NETUNREACH|PROTO)\b/,
  /\bnetwork\b/i,
  /audit endpoint returned an error/i,
  /request to \S+ failed/i,
  /socket hang up/i,
  /getaddrinfo/i,
  /self[- ]signed certificate|unable to (get|verify) .*certificate/i,
];

/** The GHSA id in an advisory's URL (https://github.com/advisories/GHSA-xxxx-xxxx-xxxx), if any. */
function ghsaOf(url) {
  const m = /GHSA(-[23456789cfghjmpqrvwx]{4}){3}/i.exec(String(url ?? ''));
  return m ? m[0].toUpperCase() : null;
}

/**
 * Reads `npm audit --json` (report version 2, npm 7+) into what decides the step:
 * `{kind: 'report', advisories}` with each high/critical advisory once (id, ghsa, url, package,
 * severity, title, range, paths), or `{kind: 'unreachable', reason}` when npm could not ask the
 * registry, or `{kind: 'broken', reason}` when the output is neither (that fails: nothing was checked).
 */
function parseAuditOutput({ stdout, stderr = '', timedOut = false }) {
  if (timedOut) return { kind: 'unreachable', reason: 'npm audit did not finish in time' };
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    const text = `${stdout}\n${stderr}`;
    if (UNREACHABLE.some((re) => re.test(text))) return { kind: 'unreachable', reason: firstLine(stderr) || firstLine(stdout) };
    return { kind: 'broken', reason: `npm audit printed no JSON report: ${firstLine(stderr) || firstLine(stdout) || '(nothing)'}` };
  }
  if (report && typeof report === 'object' && report.vulnerabilities && typeof report.vulnerabilities === 'object') {
    return { kind: 'report', advisories: advisoriesOf(report.vulnerabilities) };
  }
  // npm's error object: {message, statusCode?, code?, error: {summary, detail}}
  const reason = String(report?.message ?? report?.error?.summary ?? firstLine(stderr) ?? 'unknown error');
  const status = Number(report?.statusCode);
  const text = `${reason}\n${report?.code ?? ''}\n${stderr}`;
  // the registry answered, but not with a report (405 where audits are not served, 5xx, 429)
  if ((Number.isInteger(status) && status >= 400) || UNREACHABLE.some((re) => re.test(text))) return { kind: 'unreachable', reason };
  return { kind: 'broken', reason: `npm audit answered without a report: ${reason}` };
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
}

/** Each high/critical advisory once, from the `via` objects of the vulnerable packages (strings there only point at another entry). */
function advisoriesOf(vulnerabilities) {
  const byKey = new Map();
  for (const [name, v] of Object.entries(vulnerabilities)) {
    for (const via of v?.via ?? []) {
      if (!via || typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      const pkg = via.name ?? name;
      const key = `${via.source ?? via.url}|${pkg}`;
      const seen = byKey.get(key);
      if (seen) {
        for (const p of v.nodes ?? []) if (!seen.paths.includes(p)) seen.paths.push(p);
        continue;
      }
      byKey.set(key, {
        id: via.source === undefined ? null : String(via.source),
        ghsa: ghsaOf(via.url),
        url: via.url ?? null,
        package: pkg,
        severity: via.severity,
        title: via.title ?? '',
        range: via.range ?? '',
        paths: [...(v.nodes ?? [])],
      });
    }
  }
  return [...byKey.values()].sort((a, b) => (a.package === b.package ? String(a.ghsa ?? a.id).localeCompare(String(b.ghsa ?? b.id)) : a.package.localeCompare(b.package)));
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The allowlist's entries, or the problems that make it unusable (which fail the step: an exception must say why). */
function checkAllowlist(file) {
  const entries = file?.entries;
  if (!Array.isArray(entries)) return { ok: false, problems: ['the allowlist must be an object whose "entries" is an array'] };
  const problems = [];
  entries.forEach((e, i) => {
    const at = `entry ${i + 1}`;
    if (!e || typeof e !== 'object') return problems.push(`${at}: not an object`);
    if (typeof e.advisory !== 'string' || !(ghsaOf(e.advisory) || /^\d+$/.test(e.advisory) || /^https?:\/\//.test(e.advisory)))
      problems.push(`${at}: "advisory" must be a GHSA id, an advisory URL or npm's advisory number`);
    if (typeof e.package !== 'string' || !e.package.trim()) problems.push(`${at}: "package" is required`);
    if (typeof e.unreachableBecause !== 'string' || e.unreachableBecause.trim().length < 20)
      problems.push(`${at}: "unreachableBecause" must say why the vulnerable code cannot be reached (a sentence at least)`);
    if (typeof e.reviewedBy !== 'string' || !e.reviewedBy.trim()) problems.push(`${at}: "reviewedBy" is required`);
    if (typeof e.reviewedOn !== 'string' || !DATE_RE.test(e.reviewedOn)) problems.push(`${at}: "reviewedOn" must be a YYYY-MM-DD date`);
  });
  return problems.length ? { ok: false, problems } : { ok: true, entries };
}

/** True when the allowlist entry names this advisory (by GHSA, npm's number or URL) in this package. */
function matches(entry, advisory) {
  if (entry.package !== advisory.package) return false;
  const ghsa = ghsaOf(entry.advisory);
  if (ghsa) return ghsa === advisory.ghsa;
  if (/^\d+$/.test(entry.advisory)) return entry.advisory === advisory.id;
  return entry.advisory === advisory.url;
}

/**
 * The step's verdict: `{ok, errors, warnings, allowed}`. Fails on any high/critical advisory the
 * allowlist does not name, or on an unusable allowlist or audit output; passes with a warning when
 * the registry could not be asked; warns about allowlist entries that matched nothing.
 */
function decide(parsed, allowlist) {
  const errors = [];
  const warnings = [];
  const checked = checkAllowlist(allowlist);
  if (!checked.ok) errors.push(...checked.problems.map((p) => `tools/npm-audit-allowlist.json: ${p}`));
  const entries = checked.ok ? checked.entries : [];
  if (parsed.kind === 'unreachable') {
    warnings.push(
      `WARNING: the npm registry could not be asked for advisories (${parsed.reason}); the dependency audit was NOT done. Run \`node tools/npm-audit-check.js\` where the registry is reachable.`,
    );
    return { ok: errors.length === 0, errors, warnings, allowed: [] };
  }
  if (parsed.kind === 'broken') {
    errors.push(parsed.reason);
    return { ok: false, errors, warnings, allowed: [] };
  }
  const allowed = [];
  for (const a of parsed.advisories) {
    const entry = entries.find((e) => matches(e, a));
    if (entry) allowed.push({ advisory: a, entry });
    else
      errors.push(
        `${a.severity} advisory ${a.ghsa ?? a.id} in ${a.package} ${a.range}: ${a.title} (${a.url ?? 'no url'}; ${a.paths.join(', ') || 'no path'}). Upgrade it to a patched version, or write in tools/npm-audit-allowlist.json why it cannot be reached.`,
      );
  }
  for (const e of entries) {
    if (!parsed.advisories.some((a) => matches(e, a))) warnings.push(`WARNING: stale allowlist entry ${e.advisory} (${e.package}) matches no advisory any more: delete it from tools/npm-audit-allowlist.json.`);
  }
  return { ok: errors.length === 0, errors, warnings, allowed };
}

/** Runs `npm audit` with a timeout (killed past it) and returns what it printed. */
function runAudit({ timeoutMs = DEFAULT_TIMEOUT_MS, cwd = path.join(__dirname, '..') } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_fetch_timeout: String(timeoutMs) } });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ stdout, stderr: `${stderr}\n${error.message}`, timedOut });
    });
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ stdout, stderr, timedOut });
    });
  });
}

async function main(argv) {
  const arg = (name, fallback) => {
    const i = argv.indexOf(name);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
  };
  const allowlistFile = arg('--allowlist', DEFAULT_ALLOWLIST);
  const timeoutMs = Number(arg('--timeout-ms', process.env.NPM_AUDIT_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS));
  let allowlist;
  try {
    allowlist = JSON.parse(fs.readFileSync(allowlistFile, 'utf8'));
  } catch (error) {
    console.error(`npm audit check: cannot read ${allowlistFile}: ${error.message}`);
    return 1;
  }
  const verdict = decide(parseAuditOutput(await runAudit({ timeoutMs })), allowlist);
  for (const { advisory, entry } of verdict.allowed) console.log(`allowed: ${advisory.severity} ${advisory.ghsa ?? advisory.id} in ${advisory.package}: ${entry.unreachableBecause}`);
  for (const w of verdict.warnings) console.warn(w);
  for (const e of verdict.errors) console.error(`npm audit check: ${e}`);
  if (verdict.ok && verdict.warnings.length === 0) console.log('npm audit --omit=dev: no high or critical advisory outside the allowlist');
  return verdict.ok ? 0 : 1;
}

module.exports = { parseAuditOutput, advisoriesOf, checkAllowlist, decide, ghsaOf, runAudit };

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
