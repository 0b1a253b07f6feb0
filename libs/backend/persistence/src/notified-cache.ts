import { LRUCache } from 'lru-cache';
import { Client, type ClientConfig } from 'pg';

export interface NotifiedCacheOptions {
  /** PostgreSQL channel the table's trigger notifies on (see notifyOnChangeSql). */
  channel: string;
  /** Connection of the listening session: one dedicated connection per cache, outside the pool. */
  connection: ClientConfig;
  /** Most entries kept (least recently used go first). */
  max: number;
  /**
   * Upper bound on an entry's age. Not what keeps entries fresh (the notifications do); it bounds
   * the damage if the listening connection dies silently (keep-alive notices that, slowly).
   */
  ttlMs: number;
  /** Reconnect back-off of the listening connection. */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  logger?: { log(message: string): void; warn(message: string): void };
}

/**
 * A read-through cache whose entries PostgreSQL evicts: a trigger on the source table sends
 * `pg_notify(channel, key)` for every changed row (`'*'` after a TRUNCATE), so every write path,
 * including ones added later, plain SQL and other instances of the service, invalidates it
 * without anyone having to remember.
 *
 * Correctness rules:
 * - the cache serves hits only while the LISTEN session is up; when it drops, everything is
 *   evicted and reads go to the database until LISTEN is back (notifications sent in between are
 *   lost, so the cache starts empty again);
 * - a value loaded while any eviction happened is not stored (the load may have read the row
 *   before the change committed, and its notification may already have been handled);
 * - the instance that writes calls `evict` itself right after its commit, so its own next read
 *   sees the write even before the notification arrives (read-your-writes); other instances see
 *   it once the notification arrives, normally well under a millisecond after the commit.
 */
export class NotifiedCache<V extends object> {
  private readonly entries: LRUCache<string, V>;
  private generation = 0;
  private listening = false;
  private stopped = false;
  private client: Client | null = null;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private firstListen!: () => void;
  /** Resolves once the first LISTEN has succeeded (tests wait on it; serving never needs to). */
  readonly ready = new Promise<void>((resolve) => (this.firstListen = resolve));

  constructor(private readonly options: NotifiedCacheOptions) {
    this.entries = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs });
  }

  /** Whether hits are served now (the LISTEN session is up). */
  get active(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.listening && this.entries.has(key);
  }

  /** Starts listening in the background; the cache serves hits once LISTEN has succeeded. */
  start(): void {
    this.loop ??= this.listenLoop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    this.wakeUp?.(); // cut a reconnect back-off short, or shutdown would wait up to reconnectMaxMs
    await this.client?.end().catch(() => undefined);
    await this.loop;
  }

  async read(key: string, load: () => Promise<V>): Promise<V> {
    if (this.listening) {
      const hit = this.entries.get(key);
      if (hit !== undefined) return hit;
    }
    const generation = this.generation;
    const value = await load();
    if (this.listening && generation === this.generation) this.entries.set(key, Object.freeze(value));
    return value;
  }

  evict(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private async listenLoop(): Promise<void> {
    const min = this.options.reconnectMinMs ?? 500;
    const max = this.options.reconnectMaxMs ?? 30_000;
    let delay = min;
    while (!this.stopped) {
      const client = new Client({ ...this.options.connection, keepAlive: true });
      this.client = client;
      const closed = new Promise<Error | undefined>((resolve) => {
        client.on('error', resolve); // on, not once: a second 'error' without a listener would crash the process
        client.once('end', () => resolve(undefined));
      });
      client.on('notification', ({ channel, payload }) => {
        if (channel !== this.options.channel) return;
        if (!payload || payload === '*') this.clear();
        else this.evict(payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${this.options.channel.replace(/"/g, '""')}"`);
        // changes made while nobody listened were never announced: start from nothing
        this.clear();
        this.listening = true;
        delay = min;
        this.firstListen();
        const error = await closed;
        if (!this.stopped) this.options.logger?.warn(`LISTEN ${this.options.channel} lost${error ? `: ${error.message}` : ''}; cache off until it is back`);
      } catch (error) {
        if (!this.stopped) this.options.logger?.warn(`LISTEN ${this.options.channel} failed: ${(error as Error).message}; retrying in ${delay} ms`);
      } finally {
        this.listening = false;
        this.clear();
        await client.end().catch(() => undefined);
      }
      if (this.stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
      delay = Math.min(max, delay * 2);
    }
  }
}

/**
 * Migration SQL for the trigger a NotifiedCache listens to: after every UPDATE or DELETE of a row
 * of `table` it notifies `channel` with the row's `keyColumn`; after a TRUNCATE with `'*'`.
 * Inserts are not announced: a cache never holds a row that did not exist.
 * Notifications are sent at commit, so a rolled-back change evicts nothing.
 */
export function notifyOnChangeSql(table: string, channel: string, keyColumn = 'id'): { up: string[]; down: string[] } {
  const fn = `${table}_notify_changed`;
  const truncFn = `${table}_notify_truncated`;
  return {
    up: [
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('${channel}', OLD.${keyColumn}::text);
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER ${fn} AFTER UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
      `CREATE FUNCTION ${truncFn}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('${channel}', '*');
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER ${truncFn} AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${truncFn}()`,
    ],
    down: [
      `DROP TRIGGER ${truncFn} ON ${table}`,
      `DROP FUNCTION ${truncFn}()`,
      `DROP TRIGGER ${fn} ON ${table}`,
      `DROP FUNCTION ${fn}()`,
    ],
  };
}
