/**
 * The Grafana dashboards of infra/observability/dashboards, written from this file (so every
 * service gets the same panels, and the metric names live in one place):
 *   node -r @swc-node/register tools/observability/dashboards.ts
 * observability-files.spec.ts fails while a committed dashboard differs from what this writes,
 * and while an expression names a metric the code does not export.
 *
 * Every series carries `app` (the pod's app.kubernetes.io/name, set by the scrape config in
 * infra/observability/README.md). Gauges read from a service's database (outbox, money desk) are
 * the same on every replica: they are shown with max(), never sum().
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_LIST } from '@resellpk/contracts';

export const DASHBOARD_DIR = 'infra/observability/dashboards';

interface Target {
  expr: string;
  legend?: string;
}
interface PanelSpec {
  title: string;
  targets: Target[];
  unit?: string;
  kind?: 'timeseries' | 'stat';
  /** stat: the value turns red at this threshold */
  red?: number;
  description?: string;
}
interface Row {
  title: string;
  panels: PanelSpec[];
}

const DATASOURCE = { type: 'prometheus', uid: '${datasource}' };

function panelJson(p: PanelSpec, id: number, x: number, y: number, w: number, h: number): Record<string, unknown> {
  const kind = p.kind ?? 'timeseries';
  return {
    id,
    type: kind,
    title: p.title,
    ...(p.description ? { description: p.description } : {}),
    datasource: DATASOURCE,
    gridPos: { x, y, w, h },
    fieldConfig: {
      defaults: {
        unit: p.unit ?? 'short',
        ...(p.red !== undefined
          ? { thresholds: { mode: 'absolute', steps: [{ color: 'green', value: null }, { color: 'red', value: p.red }] }, color: { mode: 'thresholds' } }
          : {}),
      },
      overrides: [],
    },
    options: kind === 'stat' ? { reduceOptions: { calcs: ['lastNotNull'], fields: '', values: false }, colorMode: 'background', graphMode: 'area' } : { legend: { displayMode: 'list', placement: 'bottom' }, tooltip: { mode: 'multi' } },
    targets: p.targets.map((t, i) => ({ refId: String.fromCharCode(65 + i), datasource: DATASOURCE, expr: t.expr, legendFormat: t.legend ?? '__auto' })),
  };
}

function dashboard(uid: string, title: string, rows: Row[], tags: string[]): Record<string, unknown> {
  const panels: Record<string, unknown>[] = [];
  let id = 1;
  let y = 0;
  for (const row of rows) {
    panels.push({ id: id++, type: 'row', title: row.title, collapsed: false, gridPos: { x: 0, y, w: 24, h: 1 }, panels: [] });
    y += 1;
    const stats = row.panels.every((p) => p.kind === 'stat');
    const w = stats ? Math.max(4, Math.floor(24 / row.panels.length)) : 12;
    const h = stats ? 5 : 8;
    row.panels.forEach((p, i) => {
      const perLine = 24 / w;
      panels.push(panelJson(p, id++, (i % perLine) * w, y + Math.floor(i / perLine) * h, w, h));
    });
    y += Math.ceil(row.panels.length / (24 / w)) * h;
  }
  return {
    uid,
    title,
    tags: ['resellpk', ...tags],
    timezone: 'browser',
    schemaVersion: 39,
    version: 1,
    editable: true,
    refresh: '30s',
    time: { from: 'now-6h', to: 'now' },
    templating: { list: [{ name: 'datasource', label: 'Prometheus', type: 'datasource', query: 'prometheus', current: {}, hide: 0 }] },
    annotations: { list: [] },
    panels,
  };
}

const RATE = '5m';
const p99 = (bucket: string, selector: string, by: string) => `histogram_quantile(0.99, sum by (${by}le) (rate(${bucket}_bucket{${selector}}[${RATE}])))`;

/** RED of a service answering the bus, and of its calls to others. */
function busRows(sel: string): Row[] {
  return [
    {
      title: 'Bus requests answered (RED)',
      panels: [
        { title: 'Requests / s by subject', targets: [{ expr: `sum by (subject) (rate(bus_server_requests_total{${sel}}[${RATE}]))`, legend: '{{subject}}' }], unit: 'reqps' },
        { title: 'Errors / s by outcome', description: 'error: a ServiceError answer (mostly a refusal: validation, out of stock); failure: a crash or timeout.', targets: [{ expr: `sum by (outcome) (rate(bus_server_requests_total{${sel},outcome!="ok"}[${RATE}]))`, legend: '{{outcome}}' }], unit: 'reqps' },
        { title: 'p99 duration by subject', targets: [{ expr: p99('bus_server_request_duration_seconds', sel, 'subject, '), legend: '{{subject}}' }], unit: 's' },
        { title: 'p50 duration by subject', targets: [{ expr: `histogram_quantile(0.5, sum by (subject, le) (rate(bus_server_request_duration_seconds_bucket{${sel}}[${RATE}])))`, legend: '{{subject}}' }], unit: 's' },
      ],
    },
    {
      title: 'Bus calls made',
      panels: [
        { title: 'Calls / s by subject and outcome', targets: [{ expr: `sum by (subject, outcome) (rate(bus_client_requests_total{${sel}}[${RATE}]))`, legend: '{{subject}} {{outcome}}' }], unit: 'reqps' },
        { title: 'Call p99 by subject', targets: [{ expr: p99('bus_client_request_duration_seconds', sel, 'subject, '), legend: '{{subject}}' }], unit: 's' },
      ],
    },
  ];
}

function eventRows(sel: string): Row[] {
  return [
    {
      title: 'Events (outbox, JetStream, inbox)',
      panels: [
        { title: 'Events published / s', targets: [{ expr: `sum by (subject) (rate(events_published_total{${sel}}[${RATE}]))`, legend: '{{subject}}' }], unit: 'ops' },
        { title: 'Events consumed / s by outcome', targets: [{ expr: `sum by (subject, outcome) (rate(events_consumed_total{${sel}}[${RATE}]))`, legend: '{{subject}} {{outcome}}' }], unit: 'ops' },
        { title: 'Event handling p99', targets: [{ expr: p99('event_handle_duration_seconds', sel, 'subject, '), legend: '{{subject}}' }], unit: 's' },
        { title: 'Inbox duplicates skipped / s', targets: [{ expr: `sum by (subject) (rate(inbox_duplicates_skipped_total{${sel}}[${RATE}]))`, legend: '{{subject}}' }], unit: 'ops' },
        { title: 'Outbox rows waiting', targets: [{ expr: `max(outbox_events_waiting{${sel}})`, legend: 'waiting' }] },
        { title: 'Outbox oldest row age', targets: [{ expr: `max(outbox_oldest_event_age_seconds{${sel}})`, legend: 'oldest' }], unit: 's' },
        { title: 'JetStream consumer pending', targets: [{ expr: `max by (consumer) (jetstream_consumer_pending_messages{${sel}})`, legend: '{{consumer}}' }] },
        { title: 'JetStream consumer unacknowledged', targets: [{ expr: `max by (consumer) (jetstream_consumer_ack_pending_messages{${sel}})`, legend: '{{consumer}}' }] },
      ],
    },
  ];
}

function jobRows(sel: string): Row[] {
  return [
    {
      title: 'Repeating jobs and queues',
      panels: [
        { title: 'Job runs / min by outcome', targets: [{ expr: `sum by (job, outcome) (rate(job_runs_total{${sel}}[${RATE}])) * 60`, legend: '{{job}} {{outcome}}' }], unit: 'short' },
        { title: 'Seconds since the last successful run', targets: [{ expr: `time() - max by (job) (job_last_success_timestamp_seconds{${sel}})`, legend: '{{job}}' }], unit: 's' },
        { title: 'Queue jobs waiting', targets: [{ expr: `max by (queue) (queue_jobs_waiting{${sel}})`, legend: '{{queue}}' }] },
        { title: 'Queue jobs failed / min', targets: [{ expr: `sum by (queue) (rate(queue_jobs_failed_total{${sel}}[${RATE}])) * 60`, legend: '{{queue}}' }] },
      ],
    },
  ];
}

function processRows(sel: string): Row[] {
  return [
    {
      title: 'Process and PostgreSQL pool',
      panels: [
        { title: 'Targets up', targets: [{ expr: `sum(up{${sel}})`, legend: 'up' }], kind: 'stat' },
        { title: 'Resident memory by pod', targets: [{ expr: `process_resident_memory_bytes{${sel}}`, legend: '{{pod}}' }], unit: 'bytes' },
        { title: 'CPU by pod', targets: [{ expr: `rate(process_cpu_seconds_total{${sel}}[${RATE}])`, legend: '{{pod}}' }], unit: 'percentunit' },
        { title: 'Event-loop lag p99 by pod', targets: [{ expr: `nodejs_eventloop_lag_p99_seconds{${sel}}`, legend: '{{pod}}' }], unit: 's' },
        { title: 'GC time / s by kind', targets: [{ expr: `sum by (kind) (rate(nodejs_gc_duration_seconds_sum{${sel}}[${RATE}]))`, legend: '{{kind}}' }], unit: 's' },
        { title: 'PostgreSQL pool connections', targets: [{ expr: `sum by (state) (db_pool_connections{${sel}})`, legend: '{{state}}' }] },
      ],
    },
  ];
}

function httpRows(sel: string): Row[] {
  return [
    {
      title: 'HTTP (RED)',
      panels: [
        { title: 'Requests / s by status class', targets: [{ expr: `sum by (status_class) (rate(http_server_requests_total{${sel}}[${RATE}]))`, legend: '{{status_class}}' }], unit: 'reqps' },
        { title: '5xx ratio', targets: [{ expr: `sum(rate(http_server_requests_total{${sel},status_class="5xx"}[${RATE}])) / sum(rate(http_server_requests_total{${sel}}[${RATE}]))`, legend: '5xx' }], unit: 'percentunit' },
        { title: 'p99 by route (top 10)', targets: [{ expr: `topk(10, ${p99('http_server_request_duration_seconds', sel, 'route, ')})`, legend: '{{route}}' }], unit: 's' },
        { title: 'Requests / s by route (top 10)', targets: [{ expr: `topk(10, sum by (route, method) (rate(http_server_requests_total{${sel}}[${RATE}])))`, legend: '{{method}} {{route}}' }], unit: 'reqps' },
      ],
    },
  ];
}

const MONEY_DESK_ROW: Row = {
  title: 'Money desk',
  panels: [
    { title: 'Top-ups waiting for review', targets: [{ expr: 'max(top_ups_waiting_review)' }], kind: 'stat', red: 20 },
    { title: 'Oldest top-up waiting', targets: [{ expr: 'max(top_ups_oldest_waiting_age_seconds)' }], kind: 'stat', unit: 's', red: 900 },
    { title: 'Payment requests expiring (15 min)', targets: [{ expr: 'max(payment_requests_expiring)' }], kind: 'stat' },
    { title: 'Withdrawals waiting', targets: [{ expr: 'max(withdrawals_waiting)' }], kind: 'stat' },
    { title: 'Oldest withdrawal waiting', targets: [{ expr: 'max(withdrawals_oldest_waiting_age_seconds)' }], kind: 'stat', unit: 's', red: 86_400 },
    { title: 'Payment expiry job: since last success', targets: [{ expr: 'time() - max(job_last_success_timestamp_seconds{job="payment-expiry"})' }], kind: 'stat', unit: 's', red: 600 },
  ],
};

const CHECKOUT_ROW: Row = {
  title: 'Checkouts',
  panels: [
    { title: 'Checkouts / min placed and failed', targets: [{ expr: 'sum by (outcome) (rate(checkouts_total[5m])) * 60', legend: '{{outcome}}' }] },
    { title: 'Failed checkouts / min by reason', targets: [{ expr: 'sum by (reason) (rate(checkouts_total{outcome="failed"}[5m])) * 60', legend: '{{reason}}' }] },
    { title: 'Saga compensations / min by step', targets: [{ expr: 'sum by (step) (rate(saga_compensations_total[5m])) * 60', legend: '{{step}}' }] },
    { title: 'Checkouts placed (24 h)', targets: [{ expr: 'sum(increase(checkouts_total{outcome="placed"}[24h]))' }], kind: 'stat' },
  ],
};

/** What each service adds to its own dashboard (its business figures). */
const SERVICE_EXTRAS: Record<string, Row[]> = {
  'wallet-payments-service': [
    MONEY_DESK_ROW,
    {
      title: 'Money desk over time',
      panels: [
        { title: 'Top-ups and withdrawals waiting', targets: [{ expr: 'max(top_ups_waiting_review)', legend: 'top-ups under review' }, { expr: 'max(withdrawals_waiting)', legend: 'withdrawals' }, { expr: 'max(payment_requests_expiring)', legend: 'requests expiring in 15 min' }] },
        { title: 'Oldest waiting', targets: [{ expr: 'max(top_ups_oldest_waiting_age_seconds)', legend: 'top-up' }, { expr: 'max(withdrawals_oldest_waiting_age_seconds)', legend: 'withdrawal' }], unit: 's' },
      ],
    },
  ],
  'orders-service': [CHECKOUT_ROW],
  'coins-service': [{ title: 'Coins', panels: [{ title: 'Coins mined / min', targets: [{ expr: 'sum(rate(coins_mined_total[5m])) * 60', legend: 'coins' }] }] }],
  'chat-service': [{ title: 'Notifications', panels: [{ title: 'Notifications sent / min by kind', targets: [{ expr: 'sum by (kind) (rate(notifications_sent_total[5m])) * 60', legend: '{{kind}}' }] }] }],
};

function overview(): Record<string, unknown> {
  return dashboard(
    'resellpk-overview',
    'ResellPK overview',
    [
      {
        title: 'Is everything up',
        panels: [
          { title: 'Targets up by app', targets: [{ expr: 'sum by (app) (up)', legend: '{{app}}' }] },
          { title: 'Targets down', targets: [{ expr: 'count(up == 0) or vector(0)' }], kind: 'stat', red: 1 },
        ],
      },
      {
        title: 'Gateway (what users feel)',
        panels: [
          { title: 'Requests / s by status class', targets: [{ expr: `sum by (status_class) (rate(http_server_requests_total{app="gateway"}[${RATE}]))`, legend: '{{status_class}}' }], unit: 'reqps' },
          { title: 'p99 and p50 (goal: p99 under 1 s)', targets: [{ expr: p99('http_server_request_duration_seconds', 'app="gateway"', ''), legend: 'p99' }, { expr: `histogram_quantile(0.5, sum by (le) (rate(http_server_request_duration_seconds_bucket{app="gateway"}[${RATE}])))`, legend: 'p50' }], unit: 's' },
          { title: '5xx ratio (alert: 5 %)', targets: [{ expr: `sum(rate(http_server_requests_total{app="gateway",status_class="5xx"}[${RATE}])) / sum(rate(http_server_requests_total{app="gateway"}[${RATE}]))`, legend: '5xx' }], unit: 'percentunit' },
          { title: 'Socket.io connections', targets: [{ expr: 'sum(socketio_connections)', legend: 'connections' }] },
        ],
      },
      {
        title: 'Services over the bus',
        panels: [
          { title: 'Requests answered / s by app', targets: [{ expr: `sum by (app) (rate(bus_server_requests_total[${RATE}]))`, legend: '{{app}}' }], unit: 'reqps' },
          { title: 'p99 by app (goal: under 0.5 s)', targets: [{ expr: p99('bus_server_request_duration_seconds', '', 'app, '), legend: '{{app}}' }], unit: 's' },
          { title: 'Failure ratio by app (crash or timeout)', targets: [{ expr: `sum by (app) (rate(bus_server_requests_total{outcome="failure"}[${RATE}])) / sum by (app) (rate(bus_server_requests_total[${RATE}]))`, legend: '{{app}}' }], unit: 'percentunit' },
          { title: 'Outbox oldest row age by app', targets: [{ expr: 'max by (app) (outbox_oldest_event_age_seconds)', legend: '{{app}}' }], unit: 's' },
          { title: 'JetStream consumers pending', targets: [{ expr: 'max by (consumer) (jetstream_consumer_pending_messages) > 0', legend: '{{consumer}}' }] },
          { title: 'Event-loop lag p99 by app (worst pod)', targets: [{ expr: 'max by (app) (nodejs_eventloop_lag_p99_seconds)', legend: '{{app}}' }], unit: 's' },
        ],
      },
      {
        title: 'Business',
        panels: [
          { title: 'Checkouts / min', targets: [{ expr: 'sum by (outcome) (rate(checkouts_total[5m])) * 60', legend: '{{outcome}}' }] },
          { title: 'Money desk waiting', targets: [{ expr: 'max(top_ups_waiting_review)', legend: 'top-ups under review' }, { expr: 'max(withdrawals_waiting)', legend: 'withdrawals' }] },
          { title: 'Coins mined / min', targets: [{ expr: 'sum(rate(coins_mined_total[5m])) * 60', legend: 'coins' }] },
          { title: 'Notifications / min', targets: [{ expr: 'sum(rate(notifications_sent_total[5m])) * 60', legend: 'notifications' }] },
        ],
      },
      {
        title: 'Resources',
        panels: [
          { title: 'Resident memory by app (worst pod)', targets: [{ expr: 'max by (app) (process_resident_memory_bytes)', legend: '{{app}}' }], unit: 'bytes' },
          { title: 'CPU by app', targets: [{ expr: `sum by (app) (rate(process_cpu_seconds_total[${RATE}]))`, legend: '{{app}}' }], unit: 'percentunit' },
        ],
      },
    ],
    ['overview'],
  );
}

function serviceDashboard(app: string): Record<string, unknown> {
  const sel = `app="${app}"`;
  return dashboard(`resellpk-${app}`, `ResellPK ${app}`, [...(SERVICE_EXTRAS[app] ?? []), ...busRows(sel), ...eventRows(sel), ...jobRows(sel), ...processRows(sel)], ['service']);
}

function gatewayDashboard(): Record<string, unknown> {
  const sel = 'app="gateway"';
  return dashboard(
    'resellpk-gateway',
    'ResellPK gateway',
    [
      ...httpRows(sel),
      {
        title: 'Socket.io',
        panels: [
          { title: 'Connections by pod', targets: [{ expr: `socketio_connections{${sel}}`, legend: '{{pod}}' }] },
          { title: 'Emits / s by event', targets: [{ expr: `sum by (event) (rate(socketio_emits_total{${sel}}[${RATE}]))`, legend: '{{event}}' }], unit: 'ops' },
        ],
      },
      busRows(sel)[1],
      ...processRows(sel),
    ],
    ['gateway'],
  );
}

function webServerDashboard(): Record<string, unknown> {
  const sel = 'app="web-server"';
  return dashboard('resellpk-web-server', 'ResellPK web-server', [...httpRows(sel), processRows(sel)[0]], ['web']);
}

function moneyDesk(): Record<string, unknown> {
  return dashboard(
    'resellpk-money-desk',
    'ResellPK money desk',
    [
      MONEY_DESK_ROW,
      SERVICE_EXTRAS['wallet-payments-service'][1],
      CHECKOUT_ROW,
      {
        title: 'Payment expiry job',
        panels: [
          { title: 'Expiry runs / min by outcome', targets: [{ expr: 'sum by (outcome) (rate(job_runs_total{job="payment-expiry"}[5m])) * 60', legend: '{{outcome}}' }] },
          { title: 'Seconds since its last success (alert: 600)', targets: [{ expr: 'time() - max(job_last_success_timestamp_seconds{job="payment-expiry"})', legend: 'payment-expiry' }], unit: 's' },
        ],
      },
    ],
    ['money-desk'],
  );
}

/** file name (under DASHBOARD_DIR) -> its JSON text */
export function dashboardFiles(): Map<string, string> {
  const boards: Array<[string, Record<string, unknown>]> = [
    ['overview.json', overview()],
    ['money-desk.json', moneyDesk()],
    ['gateway.json', gatewayDashboard()],
    ['web-server.json', webServerDashboard()],
    ...SERVICE_LIST.map((s): [string, Record<string, unknown>] => [`${s.app}.json`, serviceDashboard(s.app)]),
  ];
  return new Map(boards.map(([file, board]) => [file, `${JSON.stringify(board, null, 2)}\n`]));
}

if (require.main === module) {
  const dir = path.resolve(__dirname, '../..', DASHBOARD_DIR);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of dashboardFiles()) writeFileSync(path.join(dir, file), text);
  console.log(`wrote ${dashboardFiles().size} dashboards to ${DASHBOARD_DIR}`);
}
