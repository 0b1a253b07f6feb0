import { createHash } from 'node:crypto';
import { Client } from 'pg';

/** Distinct statements one connection keeps prepared; past it, new texts go unnamed as before. */
export const MAX_PREPARED_PER_CONNECTION = 300;
/** Longer texts (generated IN lists, bulk inserts) are rarely repeated: not worth a server-side plan. */
const MAX_PREPARED_TEXT = 8_000;

const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size < 10 * MAX_PREPARED_PER_CONNECTION) names.set(text, name);
  }
  return name;
}

/**
 * The pg client of every service pool: a parameterized query is sent as a named statement, so each
 * connection parses and plans it once instead of on every call (TypeORM sends every query unnamed).
 * For this project's statements parsing and planning cost as much as running them or more (the coin
 * sync's CTE several times over, docs/coins.md), and PostgreSQL was a large share of the CPU of a
 * checkout or a chat message (bench/README.md, *Figures once quoted in code comments*). The name is
 * the text's hash, so one text is one statement; the same text with other parameter values reuses
 * it, and PostgreSQL still plans per value where that is cheaper
 * (plan_cache_mode auto). Queries without parameters (DDL, migrations' statements) are unchanged.
 */
export class PreparingClient extends Client {
  private readonly prepared = new Set<string>();

  // pg's query has many overloads (config object, text + values, callbacks, submittables)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && config.length <= MAX_PREPARED_TEXT) {
      const name = nameOf(config);
      if (this.prepared.has(name) || this.prepared.size < MAX_PREPARED_PER_CONNECTION) {
        this.prepared.add(name);
        return super.query({ name, text: config, values }, callback);
      }
    }
    return super.query(config, values, callback);
  }
}
