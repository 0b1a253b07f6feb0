/**
 * The metric names a PromQL expression reads, without promtool: a small tokenizer that drops
 * strings, label matchers, ranges and grouping clauses, then takes each identifier that is not a
 * keyword or a function call. Enough for the expressions of our rules and dashboards; anything it
 * cannot read fails the check rather than passing silently.
 */

/** PromQL's functions and aggregations (an identifier followed by `(`). */
export const PROMQL_FUNCTIONS = new Set([
  'abs', 'absent', 'absent_over_time', 'avg', 'avg_over_time', 'bottomk', 'ceil', 'changes', 'clamp', 'clamp_max', 'clamp_min',
  'count', 'count_over_time', 'count_values', 'day_of_month', 'day_of_week', 'day_of_year', 'days_in_month', 'delta', 'deriv',
  'exp', 'floor', 'group', 'histogram_quantile', 'holt_winters', 'hour', 'idelta', 'increase', 'irate', 'label_join', 'label_replace',
  'last_over_time', 'ln', 'log10', 'log2', 'max', 'max_over_time', 'min', 'min_over_time', 'minute', 'month', 'predict_linear',
  'present_over_time', 'quantile', 'quantile_over_time', 'rate', 'resets', 'round', 'scalar', 'sgn', 'sort', 'sort_desc', 'sqrt',
  'stddev', 'stddev_over_time', 'stdvar', 'stdvar_over_time', 'sum', 'sum_over_time', 'time', 'timestamp', 'topk', 'vector', 'year',
]);
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'inf', 'nan']);
const GROUPING = /\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g;

export interface MetricUse {
  name: string;
  /** equality matchers `label="value"` written on this selector */
  matchers: Array<{ label: string; value: string }>;
}

/** Every metric selector in `expr`, with its `=` matchers; throws on a call of an unknown function. */
export function metricUses(expr: string): MetricUse[] {
  // Grafana's variables ($__rate_interval, ${x}) only appear in ranges and label values
  let rest = expr.replace(/\[[^\]]*\]/g, '[]');
  const uses: MetricUse[] = [];
  // selectors with matchers first: name{...}
  rest = rest.replace(/([a-zA-Z_:][\w:]*)?\s*\{([^}]*)\}/g, (_all, name: string | undefined, body: string) => {
    // only `=` matchers: `!=`, `=~` and `!~` have a character between the name and the quote
    const matchers = [...body.matchAll(/([a-zA-Z_]\w*)\s*=\s*"([^"]*)"/g)].map((m) => ({ label: m[1], value: m[2] }));
    const nameMatcher = matchers.find((m) => m.label === '__name__');
    const metric = name ?? nameMatcher?.value;
    if (!metric) throw new Error(`a selector without a metric name in: ${expr}`);
    uses.push({ name: metric, matchers: matchers.filter((m) => m.label !== '__name__') });
    return ' ';
  });
  rest = rest.replace(/"(?:[^"\\]|\\.)*"/g, ' ').replace(GROUPING, ' ');
  for (const m of rest.matchAll(/(?<![\w.:])([a-zA-Z_:][\w:]*)/g)) {
    const word = m[1];
    const after = rest.slice((m.index ?? 0) + word.length).trimStart();
    if (KEYWORDS.has(word)) continue;
    if (after.startsWith('(')) {
      if (!PROMQL_FUNCTIONS.has(word)) throw new Error(`unknown PromQL function ${word} in: ${expr}`);
      continue;
    }
    uses.push({ name: word, matchers: [] });
  }
  return uses;
}

/** The labels named in `by (...)`, `without (...)`, `on (...)`, `ignoring (...)` and `group_left/right (...)` clauses. */
export function groupingLabels(expr: string): string[] {
  const noStrings = expr.replace(/"(?:[^"\\]|\\.)*"/g, ' ');
  return [...noStrings.matchAll(GROUPING)].flatMap((m) => m[0].replace(/^[^(]*\(/, '').replace(/\)$/, '').split(',').map((l) => l.trim()).filter(Boolean));
}

/** A histogram's series (`x_bucket`, `x_sum`, `x_count`) read the histogram `x`. */
export function baseNameOf(series: string, known: ReadonlySet<string>): string {
  if (known.has(series)) return series;
  const base = series.replace(/_(bucket|sum|count)$/, '');
  return known.has(base) ? base : series;
}
