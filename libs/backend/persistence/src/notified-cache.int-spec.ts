import { Client } from 'pg';
// Tests of a data-access lib use the testing lib; the boundary rule has no exemption for specs.
import { eventually as poll, uniqueId } from '@resellpk/backend-testing';
import { databaseUrl } from '@resellpk/backend-config';
import { dropDatabase, ensureDatabase, NotifiedCache, notifyOnChangeSql } from './index';

/** Notifications arrive within milliseconds: poll often, give up after 3 s. */
const eventually = (check: () => Promise<boolean>, what: string, timeoutMs = 3000) => poll(check, timeoutMs, what, 20);

interface Thing {
  id: string;
  v: number;
}

const CHANNEL = 'things_changed';

describe('NotifiedCache against the real PostgreSQL', () => {
  const url = databaseUrl(`notified_cache_it_${uniqueId()}`);
  let db: Client;
  const caches: NotifiedCache<Thing>[] = [];
  let loads = 0;

  const load = (id: string) => async (): Promise<Thing> => {
    loads++;
    const { rows } = await db.query<Thing>('SELECT id, v FROM things WHERE id = $1', [id]);
    return { ...rows[0] };
  };

  async function newCache(reconnectMinMs = 50): Promise<NotifiedCache<Thing>> {
    const cache = new NotifiedCache<Thing>({ channel: CHANNEL, connection: { connectionString: url }, max: 100, ttlMs: 60_000, reconnectMinMs });
    caches.push(cache);
    cache.start();
    await cache.ready;
    return cache;
  }

  const listenerPids = async () =>
    (await db.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`)).rows.map((r) => r.pid);

  beforeAll(async () => {
    await ensureDatabase(url);
    db = new Client({ connectionString: url });
    await db.connect();
    await db.query('CREATE TABLE things (id text PRIMARY KEY, v int NOT NULL)');
    for (const statement of notifyOnChangeSql('things', CHANNEL).up) await db.query(statement);
  });
  beforeEach(async () => {
    await db.query(`TRUNCATE things`);
    await db.query(`INSERT INTO things (id, v) SELECT 't' || i, 0 FROM generate_series(1, 5) i`);
    loads = 0;
  });
  afterEach(async () => {
    await Promise.all(caches.splice(0).map((c) => c.stop()));
  });
  afterAll(async () => {
    await db?.end();
    await dropDatabase(url);
  });

  it('serves a hit without loading again', async () => {
    const cache = await newCache();
    await expect(cache.read('t1', load('t1'))).resolves.toEqual({ id: 't1', v: 0 });
    await expect(cache.read('t1', load('t1'))).resolves.toEqual({ id: 't1', v: 0 });
    expect(loads).toBe(1);
    expect(Object.isFrozen(await cache.read('t1', load('t1')))).toBe(true);
  });

  it('drops an entry when any connection updates or deletes its row, and everything on TRUNCATE', async () => {
    const cache = await newCache();
    await cache.read('t1', load('t1'));
    await cache.read('t2', load('t2'));
    await db.query('UPDATE things SET v = 7 WHERE id = $1', ['t1']);
    await eventually(async () => (await cache.read('t1', load('t1'))).v === 7, 'the update to be seen');
    await db.query('DELETE FROM things WHERE id = $1', ['t2']);
    await eventually(async () => (await cache.read('t2', load('t2'))).v === undefined, 'the delete to be seen');
    await cache.read('t3', load('t3'));
    await db.query('UPDATE things SET v = 9');
    await db.query(`INSERT INTO things (id, v) VALUES ('t6', 1)`); // inserts announce nothing; the TRUNCATE below must still clear
    await eventually(async () => (await cache.read('t3', load('t3'))).v === 9, 'the table-wide update to be seen');
    await db.query('TRUNCATE things');
    await eventually(async () => cache.size === 0, 'the truncate to clear the cache');
  });

  it('keeps an entry when the change is rolled back', async () => {
    const cache = await newCache();
    await cache.read('t1', load('t1'));
    await db.query('BEGIN');
    await db.query('UPDATE things SET v = 5 WHERE id = $1', ['t1']);
    await db.query('ROLLBACK');
    // a committed change on another row is the marker that every earlier notification has arrived
    await cache.read('t2', load('t2'));
    await db.query('UPDATE things SET v = 1 WHERE id = $1', ['t2']);
    await eventually(async () => (await cache.read('t2', load('t2'))).v === 1, 'the marker');
    const before = loads;
    await expect(cache.read('t1', load('t1'))).resolves.toEqual({ id: 't1', v: 0 });
    expect(loads).toBe(before);
  });

  it('does not store a value loaded while an eviction happened', async () => {
    const cache = await newCache();
    await cache.read('t1', async () => {
      const value = await load('t1')();
      cache.evict('t4'); // any eviction during the load: the value may predate a change
      return value;
    });
    await cache.read('t1', load('t1'));
    expect(loads).toBe(2);
  });

  it('reads through to the database while the LISTEN session is down, and caches again once it is back', async () => {
    const cache = await newCache();
    await cache.read('t1', load('t1'));
    const pids = await listenerPids();
    expect(pids).toHaveLength(1);
    const [pid] = pids;
    await db.query('SELECT pg_terminate_backend($1)', [pid]);
    await eventually(async () => !cache.active, 'the cache to switch off');
    // a change while nobody listens is never announced: it must still be seen
    await db.query('UPDATE things SET v = 3 WHERE id = $1', ['t1']);
    await expect(cache.read('t1', load('t1'))).resolves.toEqual({ id: 't1', v: 3 });
    await eventually(async () => cache.active, 'the LISTEN session to come back');
    expect(await listenerPids()).not.toContain(pid);
    const before = loads;
    await cache.read('t1', load('t1'));
    await cache.read('t1', load('t1'));
    expect(loads).toBe(before + 1);
  });

  it('stops at once, even while waiting to reconnect', async () => {
    const cache = new NotifiedCache<Thing>({
      channel: CHANNEL,
      connection: { connectionString: 'postgres://postgres@127.0.0.1:1/nowhere' }, // nothing listens on port 1
      max: 10,
      ttlMs: 60_000,
      reconnectMinMs: 60_000,
    });
    cache.start();
    await new Promise((r) => setTimeout(r, 200)); // the first attempt has failed; a 60 s back-off has begun
    expect(cache.active).toBe(false);
    await expect(cache.read('t1', load('t1'))).resolves.toEqual({ id: 't1', v: 0 }); // reads still work, uncached
    await cache.stop(); // without the wake-up this waits out the 60 s back-off and the test's 5 s limit fails it
  }, 5000);

  it('ends with every instance holding what the database holds, under concurrent writes and reads', async () => {
    const [a, b] = [await newCache(), await newCache()];
    const ids = ['t1', 't2', 't3'];
    const writer = (async () => {
      for (let i = 1; i <= 60; i++) await db.query('UPDATE things SET v = $2 WHERE id = $1', [ids[i % 3], i]);
    })();
    let reading = true;
    const reader = (cache: NotifiedCache<Thing>) =>
      (async () => {
        const conn = new Client({ connectionString: url });
        await conn.connect();
        while (reading) {
          for (const id of ids) {
            await cache.read(id, async () => {
              const row = (await conn.query<Thing>('SELECT id, v FROM things WHERE id = $1', [id])).rows[0];
              // a slow reply widens the window in which the row changes behind the load's back
              await new Promise((r) => setTimeout(r, Math.random() * 3));
              return row;
            });
          }
          await new Promise((r) => setImmediate(r)); // hits resolve without I/O: let the writer and the notifications in

        }
        await conn.end();
      })();
    const readers = [reader(a), reader(a), reader(b), reader(b)];
    await writer;
    reading = false;
    await Promise.all(readers);
    const truth = new Map((await db.query<Thing>('SELECT id, v FROM things')).rows.map((r) => [r.id, r.v]));
    for (const cache of [a, b]) {
      await eventually(
        async () => (await Promise.all(ids.map((id) => cache.read(id, load(id))))).every((t) => t.v === truth.get(t.id)),
        'both caches to agree with the database',
        2000,
      );
    }
  });
});
