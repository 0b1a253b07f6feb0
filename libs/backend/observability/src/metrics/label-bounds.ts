import { allowedValues, declaredLabelBounds, metricsRegistry, OTHER_LABEL_VALUE } from './define-metric';

/** Label names that say their values come from users or requests: one series per user, order or URL. */
export const UNBOUNDED_LABEL_NAME = /(^|_)(id|ids|uuid|path|url|uri|email|phone|user|username|ip|token|session|order|ref|reference)($|_)|[a-z](Id|Url|Path)$/;

/** Labels prom-client adds itself (histogram buckets, summary quantiles). */
const PROM_CLIENT_LABELS = new Set(['le', 'quantile']);

/** Metrics prom-client's collectDefaultMetrics registers (startProcessMetrics): Node's own, bounded by Node. */
const DEFAULT_METRIC = /^(process|nodejs)_/;

/**
 * Everything in the registry that breaks the bounded-labels rule, as readable lines (empty when
 * none): a declared label named like an id, path, url, email, phone or user; a recorded label
 * value outside its declared set (and not `other`); a label never declared; a metric registered
 * around the define* functions. Reads the metrics as a scrape does (gauges' collect run).
 */
export async function labelBoundViolations(): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, bounds] of declaredLabelBounds) {
    for (const label of Object.keys(bounds)) {
      if (UNBOUNDED_LABEL_NAME.test(label)) problems.push(`${name}: label "${label}" is named like a value from users or requests`);
    }
  }
  for (const metric of await metricsRegistry.getMetricsAsJSON()) {
    const bounds = declaredLabelBounds.get(metric.name);
    if (!bounds) {
      if (!DEFAULT_METRIC.test(metric.name)) problems.push(`${metric.name}: registered without defineCounter/defineHistogram/defineGauge, so its labels have no declared bounds`);
      continue;
    }
    for (const { labels } of metric.values) {
      for (const [label, value] of Object.entries(labels)) {
        if (PROM_CLIENT_LABELS.has(label)) continue;
        const bound = (bounds as Record<string, Parameters<typeof allowedValues>[0] | undefined>)[label];
        if (!bound) problems.push(`${metric.name}: label "${label}" is not declared`);
        else if (String(value) !== OTHER_LABEL_VALUE && !allowedValues(bound).includes(String(value))) problems.push(`${metric.name}{${label}="${value}"}: not in the label's declared set`);
      }
    }
  }
  return [...new Set(problems)];
}
