import { Client } from 'pg';

export interface HeldRace<T> {
  /** each racer's result, in order (rejects as Promise.all does, after the hold is ended) */
  results: T[];
  /** the most racers seen waiting on a PostgreSQL lock at once while the hold lasted */
  blocked: number;
}

export interface RaceWhileHeldOptions {
  /** how the holder's transaction ends: commit (default) or rollback (e.g. to take back a row it inserted) */
  end?: 'commit' | 'rollback';
  /** release once the number of waiting racers has not changed for this long (default 300 ms) */
  quietMs?: number;
  /** release at the latest after this long (default 10 s) */
  timeoutMs?: number;
}

const WAITING = `SELECT count(*)::int AS n FROM pg_stat_activity
  WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Forces racers to overlap inside PostgreSQL. Racers sent "at once" from a test reach the database
 * one after another often enough that a missing lock goes unseen; here a second session opens a
 * transaction and `hold`s something the racers need (a row `FOR UPDATE`, an uncommitted row of a
 * unique key), the racers start, and the hold ends only once every racer has either finished or
 * is waiting on a lock (or their number stopped changing: some may still queue in the service's
 * pool). Then they all go at the same moment, each with whatever it read before waiting: exactly
 * the interleaving a lock, a conditional update or a unique key must make harmless.
 */
export async function raceWhileHeld<T>(
  databaseUrl: string,
  hold: (holder: Client) => Promise<unknown>,
  racers: Array<() => Promise<T>>,
  opts: RaceWhileHeldOptions = {},
): Promise<HeldRace<T>> {
  const { end = 'commit', quietMs = 300, timeoutMs = 10_000 } = opts;
  const holder = new Client({ connectionString: databaseUrl, application_name: 'race-holder' });
  // pg_stat_activity is read from another session: inside the holder's transaction it is a snapshot
  const watcher = new Client({ connectionString: databaseUrl, application_name: 'race-watcher' });
  await Promise.all([holder.connect(), watcher.connect()]);
  let settled = 0;
  let blocked = 0;
  let running: Array<Promise<T>> = [];
  try {
    await holder.query('BEGIN');
    await hold(holder);
    running = racers.map((race) => race().finally(() => settled++));
    // a failure is reported by the Promise.all below, after the hold ended
    running.forEach((p) => p.catch(() => undefined));
    const started = Date.now();
    let last = -1;
    let changedAt = started;
    for (;;) {
      const [{ n }] = (await watcher.query(WAITING)).rows as Array<{ n: number }>;
      blocked = Math.max(blocked, n);
      if (n !== last) {
        last = n;
        changedAt = Date.now();
      }
      if (n + settled >= racers.length) break;
      if (n > 0 && Date.now() - changedAt >= quietMs) break;
      if (Date.now() - started >= timeoutMs) break;
      await sleep(10);
    }
  } finally {
    await holder.query(end === 'rollback' ? 'ROLLBACK' : 'COMMIT').catch(() => undefined);
    await Promise.all([holder.end(), watcher.end()]);
  }
  return { results: await Promise.all(running), blocked };
}
