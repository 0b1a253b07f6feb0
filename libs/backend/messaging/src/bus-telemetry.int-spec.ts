import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { headers as natsHeaders, type NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { context, ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { activeTraceId, createLogger } from '@resellpk/backend-logging';
import { createDataSource, runMigrations, withTransaction } from '@resellpk/backend-persistence';
import { contextForSpan, contextFromCarrier, metricsRegistry, recordSpans, traceCarrier, type SpanRecorder } from '@resellpk/backend-observability';
// Tests of a data-access lib use the testing lib; the boundary rule has no exemption for specs.
import { createTestDatabase, eventually, orderStatusChanged, startNatsServer, type TestDatabase, type TestNatsServer } from '@resellpk/backend-testing';
import { durableNameOf, publisherOf, streamSubjectsOf, type ServiceHealth } from '@resellpk/contracts';
import { connectNats } from './rpc/connect-nats';
import { DrainingNatsServer } from './rpc/draining-nats-server';
import { NatsRpcClient } from './rpc/nats-rpc-client';
import { fail } from './rpc/service-failure';
import { setHandleLogger } from './rpc/handle';
import { Handles } from './handlers/handles.decorator';
import { enqueueEvent } from './outbox/enqueue-event';
import { ensureStream } from './outbox/ensure-stream';
import { OutboxEvent } from './outbox/outbox-event.entity';
import { OutboxRelay } from './outbox/outbox-relay';
import { OutboxTraceContextMigration1796700000000 } from './outbox/outbox-trace-context.migration';
import { InboxEntry } from './inbox/inbox-entry.entity';
import { JetStreamSubscriber } from './inbox/jetstream-subscriber';
import { OutboxInboxMigration1732300000000 } from './outbox-inbox.migration';

const logger = createLogger('bus-telemetry-test', 'silent');
// subjects of the registry (the metrics' labels are bounded by it), answered by this test's handlers
const OK = 'orders.health';
const REFUSED = 'catalog.health';
const CRASH = 'coins.health';
const EVENT = 'orders.order.status-changed.v1';
const DURABLE = durableNameOf('catalog', EVENT);

interface Seen {
  /** what the code's own bus calls and events would carry on */
  traceparent?: string;
  /** what pg's and ioredis's instrumentations check first (a span in the active context) */
  queriesHaveAParent: boolean;
  /** the logs' correlation id */
  logged?: string;
}

/** What a handler sees of the trace it runs in. */
function seen(): Seen {
  return { traceparent: traceCarrier()?.traceparent, queriesHaveAParent: trace.getActiveSpan() !== undefined, logged: activeTraceId() };
}
const seenByOk: Seen[] = [];

/** `n` random hex digits (trace and span ids). */
const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** A trace a caller sampled out: its context as it arrives in a message's headers (sampled flag 0). */
function sampledOutCaller(): { traceId: string; traceparent: string } {
  const traceId = hex(32);
  return { traceId, traceparent: `00-${traceId}-${hex(16)}-00` };
}

@Controller()
class ProbeController {
  @Handles(OK)
  ok(): ServiceHealth {
    seenByOk.push(seen());
    return { status: 'ok', checks: {} };
  }

  @Handles(REFUSED)
  refused(): Promise<ServiceHealth> {
    return fail('VALIDATION', 'not today');
  }

  @Handles(CRASH)
  crash(): ServiceHealth {
    throw new Error('boom');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

/** The value of one series of a metric (a histogram's `_count`), 0 when it has none yet. */
async function metricValue(name: string, labels: Record<string, string>, sample = name): Promise<number> {
  const metric = metricsRegistry.getSingleMetric(name);
  if (!metric) throw new Error(`metric ${name} is not registered`);
  const { values } = await metric.get();
  const match = values.find((v) => ((v as { metricName?: string }).metricName ?? name) === sample && Object.entries(labels).every(([k, val]) => v.labels[k] === val));
  return match?.value ?? 0;
}

function spanNamed(spans: ReadableSpan[], name: string): ReadableSpan {
  const span = spans.find((s) => s.name === name);
  if (!span) throw new Error(`no span "${name}" among ${spans.map((s) => s.name).join(', ')}`);
  return span;
}

describe('bus telemetry: trace context across NATS and JetStream, bus metrics (real NATS and PostgreSQL)', () => {
  let recorder: SpanRecorder;
  let nats: TestNatsServer;
  let db: TestDatabase;
  let ds: DataSource;
  let nc: NatsConnection;
  let app: INestMicroservice;
  let rpc: NatsRpcClient;
  // after recordSpans registered its provider
  const tracer = () => trace.getTracer('bus-telemetry-test');

  beforeAll(async () => {
    recorder = await recordSpans();
    setHandleLogger({ error: () => undefined, warn: () => undefined } as never);
    [nats, db] = await Promise.all([startNatsServer({ jetstream: true }), createTestDatabase('bus_telemetry_it')]);
    ds = await createDataSource({
      url: db.url,
      entities: [OutboxEvent, InboxEntry],
      migrations: [OutboxInboxMigration1732300000000, OutboxTraceContextMigration1796700000000],
      poolSize: 4,
    }).initialize();
    await runMigrations(ds);
    nc = await connectNats(nats.url, 'bus-telemetry-test', nats.superuser);
    const server = new DrainingNatsServer({ servers: [nats.url], queue: 'probe', user: nats.superuser.user, pass: nats.superuser.password });
    app = await NestFactory.createMicroservice<MicroserviceOptions>(ProbeModule, { strategy: server, logger: false });
    await app.listen();
    rpc = new NatsRpcClient(nc);
  });

  afterAll(async () => {
    await app?.close();
    await nc?.close();
    await ds?.destroy();
    await db?.drop();
    await nats?.dispose();
  });

  describe('a request', () => {
    it("is answered in a SERVER span that is the child of the caller's CLIENT span", async () => {
      const traceId = await tracer().startActiveSpan('caller', async (root) => {
        await rpc.request(OK, { correlationId: 'c-1' }, {});
        root.end();
        return root.spanContext().traceId;
      });
      const spans = recorder.trace(traceId);
      const client = spanNamed(spans, `${OK} send`);
      const server = spanNamed(spans, `${OK} process`);
      expect(client.kind).toBe(SpanKind.CLIENT);
      expect(server.kind).toBe(SpanKind.SERVER);
      expect(server.parentSpanContext?.spanId).toBe(client.spanContext().spanId);
      expect(client.parentSpanContext?.spanId).toBe(spanNamed(spans, 'caller').spanContext().spanId);
      expect(server.attributes).toMatchObject({ 'messaging.system': 'nats', 'messaging.destination.name': OK });
    });

    it("in a sampled-out trace: no span on either side; the handler's queries see no parent, its calls carry the trace on with the sampled flag 0", async () => {
      const { traceId, traceparent } = sampledOutCaller();
      seenByOk.length = 0;
      await context.with(contextFromCarrier({ traceparent }), () => rpc.request(OK, { correlationId: 'c-out' }, {}));
      // no span made: the caller's context goes on as it came
      expect(seenByOk).toEqual([{ traceparent, queriesHaveAParent: false, logged: traceId }]);
      expect(recorder.trace(traceId)).toEqual([]);
    });

    it('carries the trace context in the request body, with no NATS header block', async () => {
      const sent: Array<{ headers: boolean; trace?: Record<string, string> }> = [];
      const spy = nc.subscribe(OK, {
        callback: (_err, msg) => sent.push({ headers: Boolean(msg.headers), trace: (JSON.parse(new TextDecoder().decode(msg.data)) as { data: { trace?: Record<string, string> } }).data.trace }),
      });
      try {
        const traceId = await tracer().startActiveSpan('caller', async (root) => {
          await rpc.request(OK, { correlationId: 'c-body' }, {});
          root.end();
          return root.spanContext().traceId;
        });
        await nc.flush();
        expect(sent).toHaveLength(1);
        expect(sent[0].headers).toBe(false);
        expect(sent[0].trace?.traceparent).toContain(traceId);
      } finally {
        spy.unsubscribe();
      }
    });

    it("continues a caller's trace sent in the message headers, as callers of earlier releases send it", async () => {
      const traceId = hex(32);
      const traceparent = `00-${traceId}-${hex(16)}-01`;
      const hdrs = natsHeaders();
      hdrs.set('traceparent', traceparent);
      seenByOk.length = 0;
      const reply = await nc.request(OK, new TextEncoder().encode(JSON.stringify({ pattern: OK, data: { ctx: { correlationId: 'c-old' }, data: {} }, id: 'old-1' })), {
        headers: hdrs,
        timeout: 5_000,
      });
      expect(JSON.parse(new TextDecoder().decode(reply.data)).response).toMatchObject({ ok: true });
      const server = spanNamed(recorder.trace(traceId), `${OK} process`);
      expect(server.parentSpanContext?.spanId).toBe(traceparent.split('-')[2]);
    });

    it('counts requests by subject and outcome on both sides', async () => {
      const read = (side: 'server' | 'client', subject: string, outcome: string) =>
        Promise.all([
          metricValue(`bus_${side}_requests_total`, { subject, outcome }),
          metricValue(`bus_${side}_request_duration_seconds`, { subject, outcome }, `bus_${side}_request_duration_seconds_count`),
        ]);
      const before = {
        ok: await read('server', OK, 'ok'),
        error: await read('server', REFUSED, 'error'),
        failure: await read('server', CRASH, 'failure'),
        clientOk: await read('client', OK, 'ok'),
        clientError: await read('client', REFUSED, 'error'),
        clientFailure: await read('client', CRASH, 'failure'),
      };
      await rpc.request(OK, { correlationId: 'c' }, {});
      await rpc.request(OK, { correlationId: 'c' }, {});
      await expect(rpc.request(REFUSED, { correlationId: 'c' }, {})).rejects.toMatchObject({ error: { code: 'VALIDATION' } });
      await expect(rpc.request(CRASH, { correlationId: 'c' }, {})).rejects.toMatchObject({ error: { code: 'INTERNAL' } });
      expect(await read('server', OK, 'ok')).toEqual(before.ok.map((v) => v + 2));
      expect(await read('server', REFUSED, 'error')).toEqual(before.error.map((v) => v + 1));
      expect(await read('server', CRASH, 'failure')).toEqual(before.failure.map((v) => v + 1));
      expect(await read('client', OK, 'ok')).toEqual(before.clientOk.map((v) => v + 2));
      expect(await read('client', REFUSED, 'error')).toEqual(before.clientError.map((v) => v + 1));
      expect(await read('client', CRASH, 'failure')).toEqual(before.clientFailure.map((v) => v + 1));
    });

    it('counts a call nobody answers in time as a client timeout', async () => {
      const subject = 'chat.health';
      const silent = nc.subscribe(subject); // takes the request, never answers
      const before = await metricValue('bus_client_requests_total', { subject, outcome: 'timeout' });
      await expect(rpc.request(subject, { correlationId: 'c' }, {}, { timeoutMs: 100 })).rejects.toMatchObject({ error: { code: 'TIMEOUT' } });
      silent.unsubscribe();
      expect(await metricValue('bus_client_requests_total', { subject, outcome: 'timeout' })).toBe(before + 1);
    });
  });

  describe('an event', () => {
    const stream = { name: publisherOf(EVENT).stream, subjects: streamSubjectsOf('orders') };
    let relay: OutboxRelay;
    let subscriber: JetStreamSubscriber;
    const applied: string[] = [];
    const seenByConsumer = new Map<string, Seen>();
    let gate: Promise<void> = Promise.resolve();
    const jsm = () => nc.jetstreamManager();

    beforeAll(async () => {
      await ensureStream(nc, stream);
      relay = new OutboxRelay(ds, () => nc, logger, { streams: [stream], service: 'orders', intervalMs: 100 });
      subscriber = new JetStreamSubscriber(() => nc, logger);
      const sub = subscriber.subscribe({
        stream: stream.name,
        durable: DURABLE,
        filterSubject: EVENT,
        dataSource: ds,
        handler: async (envelope) => {
          await gate;
          seenByConsumer.set(envelope.id, seen());
          applied.push(envelope.id);
        },
      });
      await sub.ready;
    });

    afterAll(async () => {
      await relay?.stop();
      await subscriber?.stop();
    });

    it('written in a traced transaction, is published and applied in the same trace', async () => {
      relay.start();
      const { traceId, envelope } = await tracer().startActiveSpan('checkout', async (root) => {
        const written = await withTransaction(ds, (tx) => enqueueEvent(tx, EVENT, orderStatusChanged(), { correlationId: 'c-ev' }));
        root.end();
        return { traceId: root.spanContext().traceId, envelope: written };
      });
      const [row] = await ds.query(`SELECT trace_context FROM outbox WHERE id = $1`, [envelope.id]);
      expect(row.trace_context.traceparent).toContain(traceId);
      await eventually(() => applied.includes(envelope.id), 20_000, 'the event applied');
      const spans = await eventually(() => {
        const found = recorder.trace(traceId);
        return found.some((s) => s.name === `${EVENT} process`) && found;
      }, 5_000, 'the consumer span');
      const producer = spanNamed(spans, `${EVENT} publish`);
      const consumer = spanNamed(spans, `${EVENT} process`);
      expect(producer.kind).toBe(SpanKind.PRODUCER);
      expect(consumer.kind).toBe(SpanKind.CONSUMER);
      expect(producer.parentSpanContext?.spanId).toBe(spanNamed(spans, 'checkout').spanContext().spanId);
      expect(consumer.parentSpanContext?.spanId).toBe(producer.spanContext().spanId);
      expect(consumer.attributes).toMatchObject({ 'messaging.destination.name': EVENT, 'messaging.consumer.group.name': DURABLE, 'messaging.message.id': envelope.id });
    });

    it('written in a sampled-out trace: the row keeps the decision, the relay and the consumer make no span, its queries see no parent', async () => {
      const { traceId, traceparent } = sampledOutCaller();
      // as a service runs a sampled-out request (serveRequest): the caller's span out of the span slot
      const request = contextForSpan(ROOT_CONTEXT, trace.getSpan(contextFromCarrier({ traceparent }))!)!;
      const envelope = await context.with(request, () => withTransaction(ds, (tx) => enqueueEvent(tx, EVENT, orderStatusChanged(), { correlationId: 'c-out-ev' })));
      const [row] = await ds.query(`SELECT trace_context FROM outbox WHERE id = $1`, [envelope.id]);
      expect(row.trace_context.traceparent).toBe(traceparent);
      await relay.flush();
      await eventually(() => applied.includes(envelope.id), 20_000, 'the event applied');
      expect(seenByConsumer.get(envelope.id)).toEqual({ traceparent, queriesHaveAParent: false, logged: traceId });
      expect(recorder.trace(traceId)).toEqual([]);
    });

    it('counts published, consumed and duplicate events', async () => {
      const published = await metricValue('events_published_total', { subject: EVENT });
      const consumed = await metricValue('events_consumed_total', { subject: EVENT, outcome: 'ok' });
      const duplicates = await metricValue('inbox_duplicates_skipped_total', { subject: EVENT });
      const envelope = await withTransaction(ds, (tx) => enqueueEvent(tx, EVENT, orderStatusChanged(), { correlationId: 'c-dup' }));
      await relay.flush();
      await eventually(() => applied.includes(envelope.id), 20_000, 'the event applied');
      // the same event again under another message id (the stream's duplicate window would drop the same one)
      await nc.jetstream().publish(EVENT, Buffer.from(JSON.stringify(envelope)), { msgID: `${envelope.id}-again` });
      await eventually(async () => (await metricValue('inbox_duplicates_skipped_total', { subject: EVENT })) === duplicates + 1, 10_000, 'the duplicate skipped');
      expect(await metricValue('events_published_total', { subject: EVENT })).toBe(published + 1);
      expect(await metricValue('events_consumed_total', { subject: EVENT, outcome: 'ok' })).toBe(consumed + 1);
      expect(applied.filter((id) => id === envelope.id)).toHaveLength(1);
    });

    it("reads the outbox's waiting rows at scrape time", async () => {
      // a second relay of another service's outbox that cannot reach NATS: its rows stay waiting
      const stuck = new OutboxRelay(ds, () => undefined, logger, { streams: [stream], service: 'wallet-payments', intervalMs: 60_000 });
      await relay.stop();
      try {
        for (let i = 0; i < 3; i += 1) await withTransaction(ds, (tx) => enqueueEvent(tx, EVENT, orderStatusChanged(), { correlationId: `c-wait-${i}` }));
        await ds.query(`UPDATE outbox SET created_at = now() - interval '90 seconds' WHERE id = (SELECT id FROM outbox WHERE published_at IS NULL ORDER BY created_at LIMIT 1)`);
        stuck.start();
        const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM outbox WHERE published_at IS NULL`);
        expect(count).toBeGreaterThanOrEqual(3);
        expect(await metricValue('outbox_events_waiting', { service: 'wallet-payments' })).toBe(count);
        const age = await metricValue('outbox_oldest_event_age_seconds', { service: 'wallet-payments' });
        expect(age).toBeGreaterThanOrEqual(90);
        expect(age).toBeLessThan(120);
      } finally {
        await stuck.stop();
        relay.start();
      }
      await eventually(async () => (await ds.query(`SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`))[0].n === 0, 20_000, 'the outbox drained');
    });

    it("reads the durable consumer's lag at scrape time", async () => {
      let open!: () => void;
      gate = new Promise<void>((resolve) => (open = resolve));
      try {
        for (let i = 0; i < 3; i += 1) await withTransaction(ds, (tx) => enqueueEvent(tx, EVENT, orderStatusChanged(), { correlationId: `c-lag-${i}` }));
        await relay.flush();
        const manager = await jsm();
        // delivered to the consumer, held by the closed gate: not acknowledged yet
        const info = await eventually(async () => {
          const now = await manager.consumers.info(stream.name, DURABLE);
          return now.num_ack_pending >= 3 && now;
        }, 10_000, 'three events delivered and unacknowledged');
        expect(await metricValue('jetstream_consumer_ack_pending_messages', { consumer: DURABLE })).toBe(info.num_ack_pending);
        expect(await metricValue('jetstream_consumer_pending_messages', { consumer: DURABLE })).toBe(info.num_pending);
      } finally {
        open();
      }
      await eventually(async () => (await (await jsm()).consumers.info(stream.name, DURABLE)).num_ack_pending === 0, 20_000, 'the events applied');
      await new Promise((r) => setTimeout(r, 600)); // past the shared read of the last scrape
      expect(await metricValue('jetstream_consumer_ack_pending_messages', { consumer: DURABLE })).toBe(0);
    });
  });
});
