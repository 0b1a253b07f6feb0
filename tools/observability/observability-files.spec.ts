import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'glob';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { parse, parseAllDocuments } from 'yaml';
import { DEPLOYED_APPS } from '../deploy/deployed-apps';
import { dashboardFiles, DASHBOARD_DIR } from './dashboards';
import { baseNameOf, groupingLabels, metricUses, type MetricUse } from './promql-names';

const REPO_ROOT = path.resolve(__dirname, '../..');
const RULES_DIR = 'infra/observability/alerts';

/** Not ours, named on purpose: Prometheus's own per-target series, and node exporter's standard ones (disk, node memory). */
/** Labels every series gets from the scrape (infra/observability/README.md), node exporter's, and the histogram's `le`. */
const TARGET_LABELS = ['app', 'pod', 'namespace', 'instance', 'job', 'le', 'mountpoint', 'fstype', 'device'];
const EXTERNAL_METRICS = ['up', 'node_filesystem_avail_bytes', 'node_filesystem_size_bytes', 'node_memory_MemAvailable_bytes', 'node_memory_MemTotal_bytes'];

/**
 * What the code exports, read now (other work adds metrics as it lands): every `*.metrics.ts`
 * under apps/ and libs/ imported, so their define* calls fill the declared set, plus prom-client's
 * default Node metrics. Returns each name with its labels' fixed value lists (where a list is fixed).
 */
function exportedMetrics(): Map<string, Record<string, readonly string[] | undefined>> {
  const defaults = new Registry();
  collectDefaultMetrics({ register: defaults });
  const files = globSync('{apps,libs}/**/*.metrics.ts', { cwd: REPO_ROOT, ignore: ['**/node_modules/**'] });
  if (!files.length) throw new Error('no *.metrics.ts files found');
  for (const file of files) require(path.join(REPO_ROOT, file));
  const { declaredLabelBounds } = require('@resellpk/backend-observability') as typeof import('@resellpk/backend-observability');
  const out = new Map<string, Record<string, readonly string[] | undefined>>();
  for (const [name, bounds] of declaredLabelBounds) {
    const labels: Record<string, readonly string[] | undefined> = {};
    for (const [label, bound] of Object.entries(bounds)) labels[label] = typeof bound === 'function' ? undefined : bound;
    out.set(name, labels);
  }
  for (const metric of defaults.getMetricsAsArray()) out.set(metric.name, Object.fromEntries(((metric as unknown as { labelNames?: string[] }).labelNames ?? []).map((l) => [l, undefined])));
  for (const name of EXTERNAL_METRICS) out.set(name, {});
  return out;
}

interface Expression {
  where: string;
  expr: string;
}

function ruleGroups(): Array<{ file: string; groups: Array<{ name: string; rules: Array<Record<string, unknown>> }> }> {
  return readdirSync(path.join(REPO_ROOT, RULES_DIR))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((file) => ({ file, groups: parse(readFileSync(path.join(REPO_ROOT, RULES_DIR, file), 'utf8')).groups }));
}

function dashboardExpressions(): Expression[] {
  const out: Expression[] = [];
  for (const file of readdirSync(path.join(REPO_ROOT, DASHBOARD_DIR)).filter((f) => f.endsWith('.json'))) {
    const board = JSON.parse(readFileSync(path.join(REPO_ROOT, DASHBOARD_DIR, file), 'utf8'));
    const walk = (panels: Array<Record<string, unknown>>) => {
      for (const p of panels ?? []) {
        for (const t of (p.targets as Array<{ expr?: string }>) ?? []) if (t.expr) out.push({ where: `${file} "${p.title}"`, expr: t.expr });
        walk(p.panels as Array<Record<string, unknown>>);
      }
    };
    walk(board.panels);
  }
  return out;
}

function ruleExpressions(): Expression[] {
  return ruleGroups().flatMap(({ file, groups }) => groups.flatMap((g) => g.rules.map((r) => ({ where: `${file} ${String(r.alert ?? r.record)}`, expr: String(r.expr) }))));
}

/** The cheap half of a syntax check: (), [] and {} pair up outside strings. */
function unbalancedBrackets(expr: string): string | undefined {
  const open: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (const c of expr.replace(/"(?:[^"\\]|\\.)*"/g, '""')) {
    if ('([{'.includes(c)) open.push(c);
    else if (c in pairs && open.pop() !== pairs[c]) return `unmatched ${c}`;
  }
  return open.length ? `unclosed ${open.join('')}` : undefined;
}

/** Each problem as a line: a metric the code does not export, or an `=` matcher on a label value outside its declared set. */
function problemsOf(expressions: Expression[], exported: ReturnType<typeof exportedMetrics>): string[] {
  const known = new Set(exported.keys());
  const problems: string[] = [];
  for (const { where, expr } of expressions) {
    const unbalanced = unbalancedBrackets(expr);
    if (unbalanced) problems.push(`${where}: ${unbalanced}: ${expr}`);
    let uses: MetricUse[];
    try {
      uses = metricUses(expr);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
      continue;
    }
    if (!uses.length) problems.push(`${where}: names no metric: ${expr}`);
    // a grouping label must be one of the expression's metrics' labels, or one the scrape adds
    const labelsHere = new Set([...TARGET_LABELS, ...uses.flatMap((u) => Object.keys(exported.get(baseNameOf(u.name, known)) ?? {}))]);
    for (const label of groupingLabels(expr)) if (!labelsHere.has(label)) problems.push(`${where}: groups by "${label}", a label none of its metrics has`);
    for (const use of uses) {
      const name = baseNameOf(use.name, known);
      const labels = exported.get(name);
      if (!labels) {
        problems.push(`${where}: ${use.name} is not exported by any *.metrics.ts (nor a default, nor allowed external)`);
        continue;
      }
      for (const { label, value } of use.matchers) {
        const allowed = labels[label];
        if (allowed && !allowed.includes(value)) problems.push(`${where}: ${name}{${label}="${value}"} is never recorded (${label} is one of ${allowed.join(', ')})`);
      }
    }
  }
  return problems;
}

describe('infra/observability: alert rules and dashboards (promtool is not on these machines)', () => {
  const exported = exportedMetrics();

  it('reads metric names out of PromQL (the checker itself)', () => {
    expect(metricUses('histogram_quantile(0.99, sum by (app, le) (rate(bus_server_request_duration_seconds_bucket{app="x",outcome!="ok"}[5m]))) > 0.5').map((u) => u.name)).toEqual([
      'bus_server_request_duration_seconds_bucket',
    ]);
    expect(metricUses('time() - max(job_last_success_timestamp_seconds{job="payment-expiry"}) > 600 or absent(up)')).toEqual([
      { name: 'job_last_success_timestamp_seconds', matchers: [{ label: 'job', value: 'payment-expiry' }] },
      { name: 'up', matchers: [] },
    ]);
    expect(metricUses('max by (app) (outbox_events_waiting) > 100 and deriv(max by (app) (outbox_events_waiting)[10m:1m]) > 0').map((u) => u.name)).toEqual(['outbox_events_waiting', 'outbox_events_waiting']);
    expect(() => metricUses('made_up_function(up)')).toThrow(/unknown PromQL function/);
    expect(problemsOf([{ where: 'x', expr: 'sum(rate(up[5m])' }], exported)).toEqual([expect.stringMatching(/unclosed \(/)]);
    expect(groupingLabels('sum by (app, le) (rate(x_bucket{a="by (no)"}[5m])) / on (app) group_left (pod) y')).toEqual(['app', 'le', 'app', 'pod']);
    expect(problemsOf([{ where: 'x', expr: 'sum by (subjct) (rate(bus_server_requests_total[5m]))' }], exported)).toEqual([expect.stringMatching(/groups by "subjct"/)]);
    expect(problemsOf([{ where: 'x', expr: 'rate(no_such_metric_total[5m])' }], exported)).toEqual([expect.stringMatching(/no_such_metric_total is not exported/)]);
    expect(problemsOf([{ where: 'x', expr: 'sum(rate(http_server_request_duration_seconds_count[5m]))' }], exported)).toEqual([]);
  });

  it('every alert rule and dashboard expression names metrics the code exports, with label values it records', () => {
    const expressions = [...ruleExpressions(), ...dashboardExpressions()];
    expect(expressions.length).toBeGreaterThan(50);
    expect(problemsOf(expressions, exported)).toEqual([]);
  });

  it('every alert has a severity, a summary and a runbook saying what it means, what to check and what to do', () => {
    const alerts = ruleGroups().flatMap(({ groups }) => groups.flatMap((g) => g.rules));
    expect(alerts.map((a) => a.alert)).toEqual(
      expect.arrayContaining(['ServiceDown', 'GatewayHttpP99High', 'BusP99High', 'GatewayErrorRatioHigh', 'BusFailureRatioHigh', 'OutboxOldestEventOld', 'OutboxGrowing', 'JetStreamConsumerLagGrowing', 'TopUpUnreviewed15m', 'PaymentExpiryJobNotRunning', 'WithdrawalWaitingOverADay', 'DiskAlmostFull', 'MemoryHigh']),
    );
    for (const a of alerts) {
      const annotations = a.annotations as Record<string, string>;
      expect({ alert: a.alert, severity: (a.labels as Record<string, string>)?.severity }).toEqual({ alert: a.alert, severity: expect.stringMatching(/^(page|ticket)$/) });
      expect(annotations?.summary).toBeTruthy();
      expect(annotations?.runbook).toMatch(/Means:[\s\S]+Check:[\s\S]+Do:/);
    }
  });

  it.each([...dashboardFiles().keys()])('dashboard %s is what tools/observability/dashboards.ts writes', (file) => {
    expect(readFileSync(path.join(REPO_ROOT, DASHBOARD_DIR, file), 'utf8')).toBe(dashboardFiles().get(file));
  });

  it.each(DEPLOYED_APPS.map((a) => a.app))('the %s pods ask to be scraped on a metrics port their container declares', (app) => {
    const docs = parseAllDocuments(readFileSync(path.join(REPO_ROOT, 'infra/k8s/base/apps', `${app}.yaml`), 'utf8')).map((d) => d.toJSON());
    const deployment = docs.find((d) => d?.kind === 'Deployment');
    const annotations = deployment.spec.template.metadata.annotations;
    expect(annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/path': '/metrics' });
    const declared = deployment.spec.template.spec.containers.flatMap((c: { ports?: Array<{ containerPort: number }> }) => (c.ports ?? []).map((p) => String(p.containerPort)));
    expect(declared).toContain(annotations['prometheus.io/port']);
    // and Prometheus is let through to it
    const policy = docs.find((d) => d?.kind === 'NetworkPolicy' && d.metadata.name === app);
    expect(policy.spec.ingress.some((r: { ports?: Array<{ port: number }> }) => r.ports?.some((p) => String(p.port) === annotations['prometheus.io/port']))).toBe(true);
  });
});
