import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startGateway, type RunningGateway } from './testing/gateway-harness';

const ROOT = path.resolve(__dirname, '../../..');
const SERVER = 'https://api.resellpk.example';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

/**
 * Warnings of Redocly's recommended rules the document keeps on purpose, by rule and place.
 * /api/health answers 200 or 503, never a 4xx: there is no 4xx to document.
 */
const ACCEPTED_WARNINGS = ['operation-4xx-response #/paths/~1api~1health/get/responses'];

/** `redocly lint` with its recommended rules over a document; the problems it reports. */
function redoclyLint(document: unknown): Problem[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'rpk-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--extends=recommended', '--format=json'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      timeout: 120_000,
    });
    const start = run.stdout.indexOf('{');
    if (start < 0) throw new Error(`redocly lint printed no report (exit ${run.status}): ${run.stderr}`);
    const report = JSON.parse(run.stdout.slice(start)) as { totals: { errors: number }; problems: Problem[] };
    // the exit code and the report agree: an error fails the command too
    expect({ exit: run.status, errors: report.totals.errors > 0 }).toEqual({ exit: report.totals.errors > 0 ? 1 : 0, errors: report.totals.errors > 0 });
    return report.problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("OpenAPI: Redocly's recommended rules", () => {
  let gw: RunningGateway;
  let document: { servers?: Array<{ url: string }>; components: { securitySchemes: Record<string, unknown> } };

  beforeAll(async () => {
    gw = await startGateway({ PUBLIC_BASE_URL: `${SERVER}/` });
    document = (await request(gw.url).get('/api/docs-json').expect(200)).body;
  });
  afterAll(() => gw?.close());

  it('names the configured server and the schemes the operations use', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: SERVER })]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearer', 'rpk_refresh']);
  });

  it('has no errors, and no warnings but the accepted ones', () => {
    const problems = redoclyLint(document).map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(problems.filter((p) => p.startsWith('error'))).toEqual([]);
    const warnings = problems.filter((p) => p.startsWith('warn')).map((p) => p.slice('warn '.length).split(':')[0]);
    expect(warnings.sort()).toEqual(ACCEPTED_WARNINGS);
  });
});
