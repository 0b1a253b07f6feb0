/** One sample of a Prometheus text exposition: `name{label="value",...} value`. */
export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y;

/**
 * Parses what a `/metrics` endpoint served; throws on any line that is neither a comment nor a
 * well-formed sample (what Prometheus would refuse), so a test of an endpoint checks its format too.
 */
export function parsePrometheusText(text: string): PrometheusSample[] {
  const samples: PrometheusSample[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`line ${index + 1} is not a Prometheus sample: ${line}`);
    const [, name, labelText = '', valueText] = match;
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText);
      if (!label) throw new Error(`line ${index + 1} has malformed labels: ${line}`);
      labels[label[1]] = label[2].replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    // Prometheus reads floats as Go does: NaN and Inf in any case (prom-client writes `Nan`)
    const special = /^([+-]?)(inf|nan)$/i.exec(valueText);
    const value = special ? (special[2].toLowerCase() === 'nan' ? NaN : special[1] === '-' ? -Infinity : Infinity) : Number(valueText);
    if (!special && (valueText === '' || Number.isNaN(value))) throw new Error(`line ${index + 1} has no number: ${line}`);
    samples.push({ name, labels, value });
  }
  return samples;
}

/** The value of the sample `name` whose labels include `labels` (0 when none: a counter not yet seen). */
export function sampleValue(samples: PrometheusSample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found?.value ?? 0;
}
