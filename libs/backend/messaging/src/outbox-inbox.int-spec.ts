import { randomUUID } from 'node:crypto';
import { JSONCodec, type NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { createLogger } from '@resellpk/backend-logging';
import { createDataSource, runMigrations } from '@resellpk/backend-persistence';
// Tests of a data-access lib use the testing lib; the boundary rule has no exemption for specs.
import { createTestDatabase, startNatsServer, uniqueId, type TestDatabase, type TestNatsServer } from '@resellpk/backend-testing';
import type { EventEnvelope } from '@resellpk/contracts';
import { connectNats } from './rpc/connect-nats';
import { enqueueEvent as enqueueTypedEvent } from './outbox/enqueue-event';
import { withTransaction, type Tx } from '@resellpk/backend-persistence';
import { OutboxEvent } from './outbox/outbox-event.entity';
import { OutboxRelay } from './outbox/outbox-relay';
import { ensureStream } from './outbox/ensure-stream';
import { InboxEntry } from './inbox/inbox-entry.entity';
import { JetStreamSubscriber, type Subscription } from './inbox/jetstream-subscriber';
import { OutboxInboxMigration1732300000000 } from './outbox-inbox.migration';
import { OutboxTraceContextMigration1796700000000 } from './outbox/outbox-trace-context.migration';

const logger = createLogger('outbox-inbox-test', 'silent');

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await probe();
  while (!accept(last)) {
    if (Date.now() > deadline) throw new Error(`condition not met in time; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await probe();
  }
  return last;
}

/** The platform's enqueueEvent on this test's own ad-hoc subjects (not in the registry). */
function enqueueEvent<T>(tx: Tx, subject: string, data: T, opts: { correlationId: string }): Promise<EventEnvelope<T>> {
  return enqueueTypedEvent(tx, subject as never, data as never, opts) as Promise<EventEnvelope<T>>;
}

function openDataSource(url: string): Promise<DataSource> {
  return createDataSource({ url, entities: [OutboxEvent, InboxEntry], migrations: [OutboxInboxMigration1732300000000, OutboxTraceContextMigration1796700000000], poolSize: 4 }).initialize();
}

describe('outbox relay and inbox subscriber (real PostgreSQL and NATS)', () => {
  let nats: TestNatsServer;
  let db: TestDatabase;
  let ds: DataSource;
  let nc: NatsConnection;
  const domain = `t${uniqueId()}`;
  const subject = `${domain}.order.placed.v1`;
  const stream = { name: `T_${uniqueId().toUpperCase()}`, subjects: [`${domain}.*.*.*`] };

  beforeAll(async () => {
    [nats, db] = await Promise.all([startNatsServer({ jetstream: true }), createTestDatabase('outbox_it')]);
    ds = await openDataSource(db.url);
    await runMigrations(ds);
    await ds.query(`CREATE TABLE applied (event_id uuid NOT NULL, amount integer NOT NULL)`);
    nc = await connectNats(nats.url, 'outbox-inbox-test', nats.superuser);
  });

  afterAll(async () => {
    await nc?.close();
    await ds?.destroy();
    await db?.drop();
    await nats?.dispose();
  });

  it('keeps events while NATS is down, publishes after, and applies each exactly once', async () => {
    await ensureStream(nc, stream);
    const subscriber = new JetStreamSubscriber(() => nc, logger);
    const sub: Subscription = subscriber.subscribe<{ amount: number }>({
      stream: stream.name,
      durable: 'orders-applier',
      filterSubject: subject,
      dataSource: ds,
      handler: async (env, manager) => {
        await manager.query('INSERT INTO applied (event_id, amount) VALUES ($1, $2)', [env.id, env.data.amount]);
      },
    });
    await sub.ready;

    const envelope = await withTransaction(ds, (m) => enqueueEvent(m, subject, { amount: 1250 }, { correlationId: 'corr-1' }));
    expect(envelope).toMatchObject({ type: subject, version: 1, correlationId: 'corr-1', data: { amount: 1250 } });

    await nats.stop();
    const relay = new OutboxRelay(ds, () => nc, logger, { streams: [stream], publishTimeoutMs: 500 });
    await expect(relay.flush()).resolves.toBe(0);
    const [kept] = await ds.query('SELECT published_at FROM outbox WHERE id = $1', [envelope.id]);
    expect(kept.published_at).toBeNull();

    await nats.start();
    // The client reconnects on its own; the relay publishes on the first pass after that.
    await eventually(() => relay.flush(), (n) => n === 1);
    const [marked] = await ds.query('SELECT published_at FROM outbox WHERE id = $1', [envelope.id]);
    expect(marked.published_at).not.toBeNull();
    await eventually(() => ds.query('SELECT count(*)::int AS n FROM applied'), (rows) => rows[0].n === 1);

    // Published twice more: once with the same Nats-Msg-Id (dropped by the stream's duplicate
    // window) and once with another id (stored, delivered, and skipped by the inbox).
    const js = nc.jetstream();
    const data = JSONCodec<EventEnvelope>().encode(envelope);
    expect((await js.publish(subject, data, { msgID: envelope.id })).duplicate).toBe(true);
    const second = await js.publish(subject, data, { msgID: randomUUID() });
    expect(second.duplicate).toBe(false);

    const jsm = await nc.jetstreamManager();
    await eventually(() => jsm.consumers.info(stream.name, 'orders-applier'), (info) => info.delivered.stream_seq >= second.seq && info.num_ack_pending === 0);
    const applied = await ds.query('SELECT event_id, amount FROM applied');
    expect(applied).toEqual([{ event_id: envelope.id, amount: 1250 }]);
    const inbox = await ds.query('SELECT consumer, event_id FROM inbox');
    expect(inbox).toEqual([{ consumer: 'orders-applier', event_id: envelope.id }]);

    await sub.stop();
    await relay.stop();
  });

  it('two relays on one outbox publish every event exactly once', async () => {
    const concurrentSubject = `${domain}.coin.mined.v2`;
    const total = 120;
    await withTransaction(ds, async (m) => {
      for (let i = 0; i < total; i++) await enqueueEvent(m, concurrentSubject, { i }, { correlationId: `c-${i}` });
    });
    const otherDs = await openDataSource(db.url);
    try {
      const a = new OutboxRelay(ds, () => nc, logger, { streams: [stream], batchSize: 10 });
      const b = new OutboxRelay(otherDs, () => nc, logger, { streams: [stream], batchSize: 10 });
      const [byA, byB] = await Promise.all([a.flush(), b.flush()]);
      // Each row was claimed by exactly one relay (SKIP LOCKED), not deduplicated afterwards.
      expect(byA + byB).toBe(total);
      const [{ pending }] = await ds.query(`SELECT count(*)::int AS pending FROM outbox WHERE published_at IS NULL`);
      expect(pending).toBe(0);
      const jsm = await nc.jetstreamManager();
      const info = await jsm.streams.info(stream.name, { subjects_filter: concurrentSubject });
      expect(info.state.subjects?.[concurrentSubject]).toBe(total);
      const versions = await ds.query(`SELECT DISTINCT (envelope->>'version')::int AS v FROM outbox WHERE subject = $1`, [concurrentSubject]);
      expect(versions).toEqual([{ v: 2 }]);
    } finally {
      await otherDs.destroy();
    }
  });
  it('a burst of flushes (a nudge per commit) publishes every event once, in commit order, a batch at a time', async () => {
    const burstSubject = `${domain}.chat.posted.v1`;
    const total = 60;
    const relay = new OutboxRelay(ds, () => nc, logger, { streams: [stream], batchSize: 25 });
    // one commit and one flush per event, all at once, as under load
    const counts = await Promise.all(
      Array.from({ length: total }, async (_, i) => {
        await withTransaction(ds, (m) => enqueueEvent(m, burstSubject, { i }, { correlationId: `b-${i}` }));
        return relay.flush();
      }),
    );
    await relay.flush();
    const [{ pending }] = await ds.query(`SELECT count(*)::int AS pending FROM outbox WHERE subject = $1 AND published_at IS NULL`, [burstSubject]);
    expect(pending).toBe(0);
    // every event was published by some pass a flush waited for
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(total);
    const jsm = await nc.jetstreamManager();
    const info = await jsm.streams.info(stream.name, { subjects_filter: burstSubject });
    expect(info.state.subjects?.[burstSubject]).toBe(total);
    // the stream holds them in the outbox's order
    const order: number[] = await ds.query(`SELECT (envelope->'data'->>'i')::int AS i FROM outbox WHERE subject = $1 ORDER BY created_at, id`, [burstSubject]).then((rows: Array<{ i: number }>) => rows.map((r) => r.i));
    const seen: number[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
      const msg = await jsm.streams.getMessage(stream.name, { seq }).catch(() => null);
      if (msg?.subject === burstSubject) seen.push((JSON.parse(Buffer.from(msg.data).toString('utf8')) as EventEnvelope<{ i: number }>).data.i);
    }
    expect(seen).toEqual(order);
  });

  it('events handed over after their commit are published at once, once, marked later; passes leave them alone meanwhile', async () => {
    const hotSubject = `${domain}.chat.handed.v1`;
    const total = 30;
    // a long mark delay: passes run while the handed-over rows are published but not marked yet
    const relay = new OutboxRelay(ds, () => nc, logger, { streams: [stream], markDelayMs: 300 });
    await relay.flush(); // the streams are checked once, by a pass, before anything is handed over
    const received: string[] = [];
    const sub = nc.subscribe(hotSubject, { callback: (_err, msg) => received.push((JSON.parse(Buffer.from(msg.data).toString('utf8')) as EventEnvelope).id) });
    await nc.flush();
    try {
      const envelopes = await Promise.all(
        Array.from({ length: total }, async (_, i) => {
          const envelope = await withTransaction(ds, (m) => enqueueEvent(m, hotSubject, { i }, { correlationId: `h-${i}` }));
          relay.publishCommitted([envelope]);
          return envelope;
        }),
      );
      // passes while the marks are pending publish none of them again (core subscribers would see it)
      expect(await relay.flush()).toBe(0);
      await eventually(async () => received.length, (n) => n >= total);
      expect(await relay.flush()).toBe(0);
      const [{ pending }] = await eventually(
        () => ds.query(`SELECT count(*)::int AS pending FROM outbox WHERE subject = $1 AND published_at IS NULL`, [hotSubject]) as Promise<Array<{ pending: number }>>,
        (rows) => rows[0].pending === 0,
      );
      expect(pending).toBe(0);
      await new Promise((r) => setTimeout(r, 300));
      expect([...received].sort()).toEqual(envelopes.map((e) => e.id).sort());
      const jsm = await nc.jetstreamManager();
      expect((await jsm.streams.info(stream.name, { subjects_filter: hotSubject })).state.subjects?.[hotSubject]).toBe(total);

      // a subject no stream takes: the publish fails, the row is not marked and stays for the passes
      const stray = await withTransaction(ds, (m) => enqueueEvent(m, `x${domain}.chat.stray.v1`, { i: -1 }, { correlationId: 'stray' }));
      relay.publishCommitted([stray]);
      const [row] = await eventually(
        () => ds.query(`SELECT published_at, attempts FROM outbox WHERE id = $1`, [stray.id]) as Promise<Array<{ published_at: Date | null; attempts: number }>>,
        (rows) => rows[0].attempts > 0,
      );
      expect(row.published_at).toBeNull();
      await ds.query(`DELETE FROM outbox WHERE id = $1`, [stray.id]);
    } finally {
      sub.unsubscribe();
      await relay.stop();
    }
  });

  it('retries a failed handler and rolls back its inbox row with it; afterCommit runs once, after the commit', async () => {
    const failingSubject = `${domain}.wallet.credited.v1`;
    let attempts = 0;
    const committed: number[] = [];
    const subscriber = new JetStreamSubscriber(() => nc, logger);
    const sub = subscriber.subscribe<{ amount: number }>({
      stream: stream.name,
      durable: 'wallet-applier',
      filterSubject: failingSubject,
      dataSource: ds,
      handler: async (env, manager) => {
        attempts += 1;
        await manager.query('INSERT INTO applied (event_id, amount) VALUES ($1, $2)', [env.id, env.data.amount]);
        if (attempts === 1) throw new Error('ledger locked');
      },
      // sees the applied row: it runs after the commit, and not for the failed attempt
      afterCommit: () => void ds.query('SELECT count(*)::int AS n FROM applied').then(([row]) => committed.push(row.n)),
    });
    await sub.ready;
    const envelope = await withTransaction(ds, (m) => enqueueEvent(m, failingSubject, { amount: 500 }, { correlationId: 'corr-3' }));
    const relay = new OutboxRelay(ds, () => nc, logger, { streams: [stream] });
    await expect(relay.flush()).resolves.toBe(1);

    await eventually(() => ds.query('SELECT amount FROM applied WHERE event_id = $1', [envelope.id]), (rows) => rows.length > 0);
    expect(attempts).toBe(2);
    await expect(ds.query('SELECT count(*)::int AS n FROM applied WHERE event_id = $1', [envelope.id])).resolves.toEqual([{ n: 1 }]);
    await expect(ds.query(`SELECT count(*)::int AS n FROM inbox WHERE consumer = 'wallet-applier'`)).resolves.toEqual([{ n: 1 }]);
    await eventually(async () => committed.length, (n) => n > 0);
    expect(committed).toHaveLength(1);
    const [{ n: rowsNow }] = await ds.query('SELECT count(*)::int AS n FROM applied');
    expect(committed[0]).toBe(rowsNow);
    await subscriber.stop();
  });

  it('stop() while the consumer is still being made ends the loop (it hung until a message came: a service close never finished)', async () => {
    const subscriber = new JetStreamSubscriber(() => nc, logger);
    await ensureStream(nc, stream);
    // the loop is awaiting ensureConsumer when stop() is called: before, it went on to consume() and waited there for ever
    subscriber.subscribe({ stream: stream.name, durable: 'stopped-while-starting', filterSubject: `${domain}.order.cancelled.v1`, dataSource: ds, handler: async () => undefined });
    const stopped = await Promise.race([subscriber.stop().then(() => 'stopped'), new Promise((r) => setTimeout(() => r('still running after 10 s'), 10_000).unref())]);
    expect(stopped).toBe('stopped');
  });
});
