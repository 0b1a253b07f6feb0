import { Counter, Gauge, Histogram, Registry, type CollectFunction } from 'prom-client';

/**
 * Every metric of every app lives in this one registry, scraped at `/metrics` on the app's
 * internal health port (never a public one). Apps declare their metrics in `*.metrics.ts` files
 * with the functions below, so the catalogue test (and the alert rules' check) can find them all.
 */
export const metricsRegistry = new Registry();

/**
 * `METRICS=off`: the baseline of bench/observability-cost.js only, never production. Every metric
 * defined below then records nothing (its `metric` too: inc, observe, set are no-ops) and stays
 * out of the registry, so `/metrics` still answers, with prom-client's Node metrics alone.
 * Read once, when this module loads; unset or any other value: on.
 */
export const metricsEnabled = process.env.METRICS !== 'off';

/**
 * The values a label may take: a fixed list, or a function that returns one (a route table, the
 * bus's subject list) read when a value is recorded. A value outside it is recorded as `other`:
 * a label never grows with users, ids or raw paths (Prometheus keeps one series per value).
 */
export type LabelBound = readonly string[] | (() => readonly string[]);
export type LabelBounds<L extends string> = Readonly<Record<L, LabelBound>>;

export const OTHER_LABEL_VALUE = 'other';

export interface MetricSpec<L extends string> {
  /** snake_case with the unit last (`_seconds`, `_bytes`, `_total` for counters). */
  name: string;
  help: string;
  labels?: LabelBounds<L>;
}

/** What every declared metric's labels may hold; the label-bound test reads it. */
export const declaredLabelBounds = new Map<string, LabelBounds<string>>();

function declare<L extends string>(spec: MetricSpec<L>): L[] {
  if (declaredLabelBounds.has(spec.name)) throw new Error(`metric ${spec.name} is declared twice`);
  declaredLabelBounds.set(spec.name, (spec.labels ?? {}) as LabelBounds<string>);
  return Object.keys(spec.labels ?? {}) as L[];
}

/** The allowed values of one label right now. */
export function allowedValues(bound: LabelBound): readonly string[] {
  return typeof bound === 'function' ? bound() : bound;
}

/** `value` when its label allows it, else `other`. */
export function boundLabels<L extends string>(labels: Partial<Record<L, string>>, bounds: LabelBounds<L>): Partial<Record<L, string>> {
  const out: Partial<Record<L, string>> = {};
  for (const key of Object.keys(labels) as L[]) {
    const value = labels[key];
    const bound = bounds[key];
    if (value === undefined || !bound) continue;
    out[key] = isAllowed(bound, value) ? value : OTHER_LABEL_VALUE;
  }
  return out;
}

// a fixed list is looked up in a Set: the bus's subject list has ~150 entries sharing prefixes,
// where `includes` compares string after string for every recorded value (several per request;
// the cost: bench/README.md, *Figures once quoted in code comments*)
const allowedSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function isAllowed(bound: LabelBound, value: string): boolean {
  if (typeof bound === 'function') return bound().includes(value);
  let set = allowedSets.get(bound);
  if (!set) allowedSets.set(bound, (set = new Set(bound)));
  return set.has(value);
}

export interface BoundedCounter<L extends string> {
  inc(labels?: Partial<Record<L, string>>, value?: number): void;
  readonly metric: Counter<L>;
}
export interface BoundedHistogram<L extends string> {
  observe(labels: Partial<Record<L, string>>, seconds: number): void;
  /** Starts a timer; calling the result records the elapsed seconds with these (and later) labels. */
  startTimer(labels?: Partial<Record<L, string>>): (more?: Partial<Record<L, string>>) => number;
  readonly metric: Histogram<L>;
}
export interface BoundedGauge<L extends string> {
  set(labels: Partial<Record<L, string>>, value: number): void;
  inc(labels?: Partial<Record<L, string>>, value?: number): void;
  dec(labels?: Partial<Record<L, string>>, value?: number): void;
  readonly metric: Gauge<L>;
}

const noop = (): void => undefined;

/** With metrics off: the prom-client metric, unregistered, its recording methods (and its children's) no-ops. */
function silenced<M extends Counter<string> | Histogram<string> | Gauge<string>>(metric: M): M {
  const child = { inc: noop, dec: noop, set: noop, observe: noop, setToCurrentTime: noop, startTimer: () => () => 0, remove: noop };
  return Object.assign(metric, child, { labels: () => child });
}

/** The registries a new metric joins: none when metrics are off. */
const registers = (): Registry[] => (metricsEnabled ? [metricsRegistry] : []);

export function defineCounter<L extends string = never>(spec: MetricSpec<L>): BoundedCounter<L> {
  const labelNames = declare(spec);
  const bounds = (spec.labels ?? {}) as LabelBounds<L>;
  const metric = new Counter<L>({ name: spec.name, help: spec.help, labelNames, registers: registers() });
  if (!metricsEnabled) return { metric: silenced(metric), inc: noop };
  return {
    metric,
    inc: (labels = {}, value = 1) => metric.inc(boundLabels(labels, bounds) as Record<L, string>, value),
  };
}

/** Latency buckets from 5 ms to 10 s: a bus hop is milliseconds, a checkout under a second. */
export const DURATION_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function defineHistogram<L extends string = never>(spec: MetricSpec<L> & { buckets?: number[] }): BoundedHistogram<L> {
  const labelNames = declare(spec);
  const bounds = (spec.labels ?? {}) as LabelBounds<L>;
  const metric = new Histogram<L>({ name: spec.name, help: spec.help, labelNames, buckets: spec.buckets ?? DURATION_BUCKETS_SECONDS, registers: registers() });
  if (!metricsEnabled) {
    // the timer still answers the elapsed seconds its caller may log; only the observation goes
    const startTimer = () => {
      const start = process.hrtime.bigint();
      return () => Number(process.hrtime.bigint() - start) / 1e9;
    };
    return { metric: silenced(metric), observe: noop, startTimer };
  }
  return {
    metric,
    observe: (labels, seconds) => metric.observe(boundLabels(labels, bounds) as Record<L, string>, seconds),
    startTimer: (labels = {}) => {
      const start = process.hrtime.bigint();
      return (more = {}) => {
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        metric.observe(boundLabels({ ...labels, ...more }, bounds) as Record<L, string>, seconds);
        return seconds;
      };
    },
  };
}

/**
 * A gauge; with `collect` it is read at scrape time (queue depths, rows waiting in the database):
 * the function sets the value, and a failing read leaves the last value rather than failing the scrape.
 */
export function defineGauge<L extends string = never>(spec: MetricSpec<L> & { collect?: CollectFunction<Gauge<L>> }): BoundedGauge<L> {
  const labelNames = declare(spec);
  const bounds = (spec.labels ?? {}) as LabelBounds<L>;
  const metric = new Gauge<L>({ name: spec.name, help: spec.help, labelNames, registers: registers(), ...(spec.collect ? { collect: spec.collect } : {}) });
  if (!metricsEnabled) return { metric: silenced(metric), set: noop, inc: noop, dec: noop };
  return {
    metric,
    set: (labels, value) => metric.set(boundLabels(labels, bounds) as Record<L, string>, value),
    inc: (labels = {}, value = 1) => metric.inc(boundLabels(labels, bounds) as Record<L, string>, value),
    dec: (labels = {}, value = 1) => metric.dec(boundLabels(labels, bounds) as Record<L, string>, value),
  };
}

/** The text Prometheus scrapes, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
