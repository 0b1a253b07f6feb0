import { AckPolicy, ConsumerEvents, DeliverPolicy, nanos, type ConsumerMessages, type JsMsg, type NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { withTransaction, type Tx } from '@resellpk/backend-persistence';
import type { EventEnvelope } from '@resellpk/contracts';
import { runWithCorrelation, type Logger } from '@resellpk/backend-logging';
import { SpanKind } from '@opentelemetry/api';
import {
  contextFromHeaders, endSpan, eventHandleDuration, eventsConsumed, inboxDuplicatesSkipped, startBusSpan, watchConsumer, withActiveSpan,
} from '@resellpk/backend-observability';

export interface SubscribeOptions<T = unknown> {
  stream: string;
  /** Durable consumer name; also the inbox `consumer` key (one per service and purpose). */
  durable: string;
  filterSubject: string;
  dataSource: DataSource;
  /** Applies the event; runs in the same transaction as the inbox insert. */
  handler: (env: EventEnvelope<T>, tx: Tx) => Promise<void>;
  /** How long the server waits for an ack before redelivering. */
  ackWaitMs?: number;
  /** Runs after an event's transaction committed (e.g. nudge the outbox relay for events the handler wrote). */
  afterCommit?: () => void;
}

/**
 * Thrown by a handler whose event depends on another one not applied yet (a room's status before
 * the room): the event is redelivered later like any failure, but logged as info, since waiting
 * for the other event is expected and not a fault.
 */
export class EventNotReady extends Error {}

export interface Subscription {
  /** Resolves once the durable consumer exists and messages are being pulled. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

type MinimalLogger = Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;

const RETRY_MS = 1000;
const MAX_RETRY_MS = 10_000;
const MAX_NAK_DELAY_MS = 30_000;

/**
 * Durable JetStream consumers with explicit ack, applying each event exactly once: the handler
 * and the inbox row (consumer, event id) commit together; an event already in the inbox is acked
 * and skipped. Failures are nak'd with a growing delay. Survives NATS restarts: the pull loop
 * re-creates the consumer when the server lost it.
 */
export class JetStreamSubscriber {
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    private readonly nats: () => NatsConnection | undefined,
    private readonly logger: MinimalLogger,
  ) {}

  subscribe<T = unknown>(opts: SubscribeOptions<T>): Subscription {
    let stopped = false;
    let current: ConsumerMessages | undefined;
    let markReady!: () => void;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    let wake: (() => void) | undefined;

    let failures = 0;
    const loop = async () => {
      while (!stopped) {
        try {
          const nc = this.nats();
          if (!nc || nc.isClosed()) throw new Error('NATS connection is closed');
          await this.ensureConsumer(nc, opts);
          const consumer = await nc.jetstream().consumers.get(opts.stream, opts.durable);
          current = await consumer.consume({ max_messages: 64, expires: 5000 });
          // stop() came while the consumer was being made: it stopped the previous iterator, not this one
          if (stopped) {
            current.stop();
            break;
          }
          if (failures > 0) this.logger.info({ durable: opts.durable }, 'event consumer running again');
          failures = 0;
          markReady();
          void this.watchStatus(current, opts);
          for await (const msg of current) {
            await this.process(msg, opts);
            if (stopped) break;
          }
        } catch (error) {
          // the publisher's stream may not exist yet (it has not booted): wait for it, quietly after the first report
          failures += 1;
          if (!stopped && (failures === 1 || failures % 30 === 0)) {
            if (/stream not found/i.test((error as Error).message ?? '')) {
              // expected until the publishing service has booted once: it creates its stream
              this.logger.info({ durable: opts.durable, stream: opts.stream }, 'waiting for the publisher to create its stream');
            } else {
              this.logger.warn({ err: error, durable: opts.durable, stream: opts.stream, failures }, 'event consumer not running; retrying');
            }
          }
        }
        const delay = Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** Math.min(Math.max(failures - 1, 0), 4));
        if (!stopped) await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, delay).unref?.()));
      }
    };
    const done = loop();
    // its lag is read at each scrape (jetstream_consumer_*_messages), from the server's consumer info
    const unwatch = watchConsumer(opts.durable, async () => {
      const nc = this.nats();
      if (!nc || nc.isClosed()) throw new Error('NATS connection is closed');
      const info = await (await nc.jetstreamManager({ checkAPI: false })).consumers.info(opts.stream, opts.durable);
      return { pending: info.num_pending, ackPending: info.num_ack_pending };
    });

    const subscription: Subscription = {
      ready,
      stop: async () => {
        stopped = true;
        unwatch();
        wake?.();
        current?.stop();
        await done;
        this.subscriptions.delete(subscription);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async stop(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
  }

  private async ensureConsumer(nc: NatsConnection, opts: SubscribeOptions<never>): Promise<void> {
    const jsm = await nc.jetstreamManager();
    const config = {
      durable_name: opts.durable,
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(opts.ackWaitMs ?? 30_000),
      deliver_policy: DeliverPolicy.All,
      filter_subject: opts.filterSubject,
      max_ack_pending: 1000,
    };
    try {
      await jsm.consumers.info(opts.stream, opts.durable);
      await jsm.consumers.update(opts.stream, opts.durable, { ack_wait: config.ack_wait, filter_subject: config.filter_subject, max_ack_pending: config.max_ack_pending });
    } catch (error) {
      if (!/consumer not found/i.test((error as Error).message ?? '')) throw error;
      await jsm.consumers.add(opts.stream, config);
    }
  }

  /** A lost consumer or stream will not come back by itself: end the iterator so the loop rebuilds. */
  private async watchStatus(messages: ConsumerMessages, opts: SubscribeOptions<never>): Promise<void> {
    try {
      for await (const status of await messages.status()) {
        if (status.type === ConsumerEvents.ConsumerDeleted || status.type === ConsumerEvents.ConsumerNotFound || status.type === ConsumerEvents.StreamNotFound) {
          this.logger.warn({ durable: opts.durable, status: status.type }, 'event consumer lost; recreating');
          messages.stop();
          return;
        }
      }
    } catch {
      // The iterator was stopped: nothing to watch any more.
    }
  }

  private async process<T>(msg: JsMsg, opts: SubscribeOptions<T>): Promise<void> {
    let envelope: EventEnvelope<T>;
    try {
      envelope = JSON.parse(Buffer.from(msg.data).toString('utf8')) as EventEnvelope<T>;
      if (!envelope || typeof envelope.id !== 'string') throw new Error('envelope has no id');
    } catch (error) {
      // A malformed message can never succeed: drop it instead of redelivering forever.
      this.logger.error({ err: error, subject: msg.subject, seq: msg.seq }, 'malformed event dropped');
      msg.term();
      return;
    }
    // a CONSUMER span, child of the relay's publish (whose context the headers carry): the
    // handler's queries, calls and events continue the trace of the change that wrote the event
    const subject = msg.subject;
    const started = process.hrtime.bigint();
    const span = startBusSpan(subject, 'process', SpanKind.CONSUMER, contextFromHeaders(msg.headers), {
      'messaging.consumer.group.name': opts.durable,
      'messaging.message.id': envelope.id,
    });
    try {
      const applied = await withActiveSpan(span, () =>
        withTransaction(opts.dataSource, async (tx) => {
          const inserted: unknown[] = await tx.query(
            `INSERT INTO inbox (consumer, event_id, subject) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id`,
            [opts.durable, envelope.id, subject],
          );
          if (inserted.length === 0) return false;
          await runWithCorrelation(envelope.correlationId, () => opts.handler(envelope, tx));
          return true;
        }),
      );
      if (!applied) {
        this.logger.debug({ eventId: envelope.id, durable: opts.durable }, 'duplicate event skipped');
        inboxDuplicatesSkipped.inc({ subject });
        if (span.isRecording()) span.setAttribute('resellpk.inbox.duplicate', true);
      } else {
        eventsConsumed.inc({ subject, outcome: 'ok' });
        eventHandleDuration.observe({ subject, outcome: 'ok' }, Number(process.hrtime.bigint() - started) / 1e9);
        opts.afterCommit?.();
      }
      endSpan(span);
      msg.ack();
    } catch (error) {
      eventsConsumed.inc({ subject, outcome: 'error' });
      eventHandleDuration.observe({ subject, outcome: 'error' }, Number(process.hrtime.bigint() - started) / 1e9);
      endSpan(span, error, error instanceof EventNotReady ? 'not_ready' : undefined);
      const delay = Math.min(MAX_NAK_DELAY_MS, 1000 * 2 ** Math.min(msg.info.redeliveryCount - 1, 5));
      const fields = { err: error, eventId: envelope.id, subject: msg.subject, retryInMs: delay, correlationId: envelope.correlationId };
      if (error instanceof EventNotReady) this.logger.info(fields, 'event not ready to apply yet; will retry');
      else this.logger.error(fields, 'event handler failed; will retry');
      msg.nak(delay);
    }
  }
}
