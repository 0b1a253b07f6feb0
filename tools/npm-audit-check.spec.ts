import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Advisory = { id: string | null; ghsa: string | null; url: string | null; package: string; severity: string; paths: string[] };
type Parsed = { kind: 'report'; advisories: Advisory[] } | { kind: 'unreachable' | 'broken'; reason: string };
type Verdict = { ok: boolean; errors: string[]; warnings: string[]; allowed: Array<{ advisory: Advisory }> };

const { parseAuditOutput, decide } = require('./npm-audit-check') as {
  parseAuditOutput(out: { stdout: string; stderr?: string; timedOut?: boolean }): Parsed;
  decide(parsed: Parsed, allowlist: unknown): Verdict;
};

const fixture = (name: string) => readFileSync(join(__dirname, 'npm-audit-fixtures', name), 'utf8');
const reviewed = { reviewedBy: 'security review, issue 33', reviewedOn: '2026-11-28' };
const entry = (advisory: string, pkg: string) => ({ advisory, package: pkg, unreachableBecause: 'only reached by a dev-time script that never runs in production', ...reviewed });

describe('npm audit check: reading the report', () => {
  it('takes each high/critical advisory once, from the vulnerable package, and skips moderate ones and pointers', () => {
    const parsed = parseAuditOutput({ stdout: fixture('report.json') });
    expect(parsed.kind).toBe('report');
    const advisories = (parsed as { advisories: Advisory[] }).advisories;
    expect(advisories.map((a) => [a.package, a.ghsa, a.severity])).toEqual([
      ['path-to-regexp', 'GHSA-9WV6-86V2-598J', 'high'],
      ['semver', 'GHSA-C2QF-RXJJ-QQGW', 'critical'],
    ]);
    expect(advisories[0]).toMatchObject({ id: '1101850', paths: ['node_modules/path-to-regexp', 'node_modules/express/node_modules/path-to-regexp'] });
  });

  it('reads a registry that does not serve audits (the 405 this machine gets) as unreachable', () => {
    expect(parseAuditOutput({ stdout: fixture('registry-405.json'), stderr: 'npm error audit endpoint returned an error' })).toEqual({
      kind: 'unreachable',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
  });

  it.each([
    ['no DNS', { stdout: '', stderr: 'npm error code ENOTFOUND\nnpm error getaddrinfo ENOTFOUND registry.npmjs.org' }],
    ['no network', { stdout: '', stderr: 'npm error code ECONNREFUSED\nnpm error request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed' }],
    ['an error object', { stdout: JSON.stringify({ message: 'request to https://registry.npmjs.org failed, reason: getaddrinfo EAI_AGAIN', code: 'EAI_AGAIN' }) }],
    ['a 503', { stdout: JSON.stringify({ message: '503 Service Unavailable', statusCode: 503 }) }],
    ['the timeout', { stdout: '', timedOut: true }],
  ])('reads %s as unreachable', (_name, out) => {
    expect(parseAuditOutput(out).kind).toBe('unreachable');
  });

  it('does not take output it cannot read for a clean audit', () => {
    expect(parseAuditOutput({ stdout: 'Segmentation fault', stderr: '' }).kind).toBe('broken');
    expect(parseAuditOutput({ stdout: JSON.stringify({ message: 'something else' }) }).kind).toBe('broken');
  });
});

describe('npm audit check: the verdict', () => {
  const report = () => parseAuditOutput({ stdout: fixture('report.json') });

  it('passes a clean report with nothing to say', () => {
    expect(decide(parseAuditOutput({ stdout: fixture('clean.json') }), { entries: [] })).toEqual({ ok: true, errors: [], warnings: [], allowed: [] });
  });

  it('fails on a new high or critical advisory, naming it and what to do', () => {
    const verdict = decide(report(), { entries: [entry('GHSA-9wv6-86v2-598j', 'path-to-regexp')] });
    expect(verdict.ok).toBe(false);
    expect(verdict.errors).toHaveLength(1);
    expect(verdict.errors[0]).toContain('critical advisory GHSA-C2QF-RXJJ-QQGW in semver');
    expect(verdict.errors[0]).toContain('tools/npm-audit-allowlist.json');
    expect(verdict.allowed.map((a) => a.advisory.package)).toEqual(['path-to-regexp']);
  });

  it('passes when every advisory is written down (by GHSA, URL or npm number)', () => {
    const verdict = decide(report(), { entries: [entry('https://github.com/advisories/GHSA-9wv6-86v2-598j', 'path-to-regexp'), entry('1096482', 'semver')] });
    expect(verdict).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('does not let an entry for one package excuse the same advisory elsewhere', () => {
    expect(decide(report(), { entries: [entry('GHSA-9wv6-86v2-598j', 'express'), entry('1096482', 'semver')] }).ok).toBe(false);
  });

  it('warns about an entry that matches nothing any more, and still passes', () => {
    const verdict = decide(parseAuditOutput({ stdout: fixture('clean.json') }), { entries: [entry('GHSA-9wv6-86v2-598j', 'path-to-regexp')] });
    expect(verdict.ok).toBe(true);
    expect(verdict.warnings).toEqual([expect.stringContaining('stale allowlist entry GHSA-9wv6-86v2-598j (path-to-regexp)')]);
  });

  it('passes with a clear WARNING when the registry cannot be asked, without judging the allowlist stale', () => {
    const verdict = decide(parseAuditOutput({ stdout: '', stderr: 'npm error code ENOTFOUND' }), { entries: [entry('1096482', 'semver')] });
    expect(verdict.ok).toBe(true);
    expect(verdict.warnings).toEqual([expect.stringMatching(/^WARNING: the npm registry could not be asked .*NOT done/)]);
  });

  it('fails on output it cannot read', () => {
    expect(decide(parseAuditOutput({ stdout: 'garbage' }), { entries: [] }).ok).toBe(false);
  });

  it('fails on an exception that does not say why it cannot be reached', () => {
    const verdict = decide(parseAuditOutput({ stdout: fixture('clean.json') }), { entries: [{ advisory: 'GHSA-9wv6-86v2-598j', package: 'path-to-regexp', unreachableBecause: 'fine', ...reviewed }] });
    expect(verdict.ok).toBe(false);
    expect(verdict.errors[0]).toContain('"unreachableBecause" must say why');
  });

  it('the committed allowlist is well formed', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, 'npm-audit-allowlist.json'), 'utf8'));
    expect(decide({ kind: 'unreachable', reason: 'test' }, committed).errors).toEqual([]);
  });
});
