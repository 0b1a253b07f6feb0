import { headers as natsHeaders, type JetStreamClient, type MsgHdrs, type NatsConnection } from 'nats';
import { context, SpanKind, trace, type Context } from '@opentelemetry/api';
import { contextFromCarrier, endSpan, eventsPublished, isLiveSpan, startBusSpan, traceCarrier, watchOutbox, type TraceCarrier } from '@resellpk/backend-observability';
import type { DataSource } from 'typeorm';
import type { EventEnvelope } from '@resellpk/contracts';
import type { Logger } from '@resellpk/backend-logging';
import { ensureStream, type StreamSpec } from './ensure-stream';
import { enqueuedTraceOf } from './enqueue-event';

export interface OutboxRelayOptions {
  streams: StreamSpec[];
  /** Pause between polls when the outbox is idle. */
  intervalMs?: number;
  batchSize?: number;
  /** Upper bound of the backoff while NATS (or the stream) is unreachable. */
  maxBackoffMs?: number;
  publishTimeoutMs?: number;
  /** How long published ids of `publishCommitted` gather before one statement marks them. */
  markDelayMs?: number;
  /** The service whose outbox this is: its rows waiting are the outbox_* gauges' `service` series. */
  service?: string;
}

interface OutboxRow {
  id: string;
  subject: string;
  envelope: unknown;
  trace_context: TraceCarrier | null;
}

export interface RelayPass {
  published: number;
  failed: boolean;
}

/** The context enqueueEvent stored with an envelope, else the active one (the command committing it). */
function tracedBy(envelope: object): Context {
  const stored = enqueuedTraceOf(envelope);
  return stored ? contextFromCarrier(stored) : context.active();
}

/**
 * Publishes committed outbox rows to JetStream with `Nats-Msg-Id` = event id and marks them
 * published in the same transaction. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so several
 * replicas never publish the same row; a crash between publish and commit is absorbed by the
 * stream's duplicate window. While NATS is down rows stay put and the relay backs off.
 *
 * A command that has just committed its events may hand them over (`publishCommitted`): they are
 * published at once, without reading them back, and marked published in batches. Until marked they
 * are skipped by this relay's passes; a crash before the mark only means a second publish, which
 * the stream's duplicate window and the consumers' inboxes absorb.
 */
export class OutboxRelay {
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly maxBackoffMs: number;
  private readonly publishTimeoutMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private chain: Promise<unknown> = Promise.resolve();
  /** a flush queued behind the running pass and not started yet: later flushes join it */
  private queued: Promise<RelayPass> | undefined;
  private failures = 0;
  private streamsReady = false;
  /** ids handed over by publishCommitted and not marked yet: this relay's passes leave them alone */
  private readonly handedOver = new Set<string>();
  private toMark: string[] = [];
  private markTimer: NodeJS.Timeout | undefined;
  private marking: Promise<void> = Promise.resolve();
  private readonly publishing = new Set<Promise<void>>();
  private readonly markDelayMs: number;
  private unwatch: (() => void) | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: () => NatsConnection | undefined,
    private readonly logger: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>,
    private readonly options: OutboxRelayOptions,
  ) {
    this.intervalMs = options.intervalMs ?? 500;
    this.batchSize = options.batchSize ?? 100;
    this.maxBackoffMs = options.maxBackoffMs ?? 15_000;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 2_000;
    this.markDelayMs = options.markDelayMs ?? 10;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    if (this.options.service) this.unwatch = watchOutbox(this.options.service, (sql) => this.dataSource.query(sql));
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unwatch?.();
    this.unwatch = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.chain.catch(() => undefined);
    await Promise.all(this.publishing);
    await this.markNow();
  }

  /**
   * Publishes events whose rows the caller has just committed, without a pass over the table:
   * one JetStream publish each, then one UPDATE for a batch of them. Anything that fails is left
   * to an ordinary pass. Never rejects.
   */
  publishCommitted(envelopes: readonly EventEnvelope<unknown>[]): void {
    const nc = this.nats();
    // before the streams are known to exist (or while publishing fails) the careful path decides
    if (!envelopes.length || !nc || nc.isClosed() || !this.streamsReady || this.failures > 0) {
      void this.flush();
      return;
    }
    for (const e of envelopes) this.handedOver.add(e.id);
    const js = nc.jetstream({ timeout: this.publishTimeoutMs });
    const publishing = Promise.allSettled(
      // the context enqueueEvent stored, else the committing command's (the one nudging now)
      envelopes.map((e) => this.send(js, e.id, e.type, e, tracedBy(e))),
    ).then((results) => {
      let failed = false;
      for (const [i, result] of results.entries()) {
        if (result.status === 'fulfilled') this.toMark.push(envelopes[i].id);
        else {
          failed = true;
          this.handedOver.delete(envelopes[i].id);
        }
      }
      if (failed) void this.flush();
      this.markTimer ??= setTimeout(() => void this.markNow(), this.markDelayMs);
    });
    this.publishing.add(publishing);
    void publishing.finally(() => this.publishing.delete(publishing));
  }

  /**
   * One event to JetStream; its id is the message id, so the stream drops a repeat. In a PRODUCER
   * span, child of the transaction that wrote the event (`parent`), whose context the message
   * headers carry on to the consumers.
   */
  private send(js: JetStreamClient, id: string, subject: string, envelope: unknown, parent: Context): Promise<unknown> {
    const span = startBusSpan(subject, 'publish', SpanKind.PRODUCER, parent, { 'messaging.message.id': id });
    let headers: MsgHdrs | undefined;
    const carrier = isLiveSpan(span) ? traceCarrier(trace.setSpan(parent, span)) : undefined;
    if (carrier) {
      headers = natsHeaders();
      for (const key in carrier) headers.set(key, carrier[key]);
    }
    return js.publish(subject, Buffer.from(JSON.stringify(envelope)), { msgID: id, timeout: this.publishTimeoutMs, ...(headers ? { headers } : {}) }).then(
      (ack) => {
        endSpan(span);
        eventsPublished.inc({ subject });
        return ack;
      },
      (error: unknown) => {
        endSpan(span, error);
        throw error;
      },
    );
  }

  /** Marks what publishCommitted published; on failure the rows go back to the ordinary passes. */
  private markNow(): Promise<void> {
    clearTimeout(this.markTimer);
    this.markTimer = undefined;
    const ids = this.toMark;
    this.toMark = [];
    if (!ids.length) return this.marking;
    this.marking = this.marking
      .then(() => this.dataSource.query(`UPDATE outbox SET published_at = now(), last_error = NULL WHERE id = ANY($1::uuid[]) AND published_at IS NULL`, [ids]))
      .then(
        () => undefined,
        (error: unknown) => this.logger.warn({ err: error, events: ids.length }, 'outbox relay could not mark published events; they will be published again'),
      )
      .finally(() => {
        for (const id of ids) this.handedOver.delete(id);
      });
    return this.marking;
  }

  /**
   * Publishes everything pending now (call it right after a commit for low latency). Resolves
   * with the number of events this relay published; never rejects.
   */
  flush(): Promise<number> {
    // Under load every commit nudges: one pass waiting behind the running one picks up all of
    // their rows, instead of a queue of passes that each add a transaction of latency.
    if (!this.queued) {
      const run = this.chain.then(() => {
        this.queued = undefined;
        return this.drain();
      });
      this.queued = run;
      this.chain = run.catch(() => undefined);
    }
    return this.queued.then((pass) => pass.published);
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const run = this.chain.then(() => this.drain());
      this.chain = run.catch(() => undefined);
      run.then(
        (pass) => this.schedule(pass.failed ? this.backoff() : this.intervalMs),
        () => this.schedule(this.backoff()),
      );
    }, delayMs);
    this.timer.unref?.();
  }

  private backoff(): number {
    return Math.min(this.maxBackoffMs, this.intervalMs * 2 ** Math.min(this.failures, 10));
  }

  /** Batches until the outbox is empty or a publish fails. */
  private async drain(): Promise<RelayPass> {
    let published = 0;
    for (;;) {
      const pass = await this.publishBatch();
      published += pass.published;
      if (pass.failed) return { published, failed: true };
      if (pass.published < this.batchSize) return { published, failed: false };
    }
  }

  private async publishBatch(): Promise<RelayPass> {
    const nc = this.nats();
    if (!nc || nc.isClosed()) return this.failed(new Error('NATS connection is closed'), 0);
    try {
      if (!this.streamsReady) {
        for (const stream of this.options.streams) await ensureStream(nc, stream, { timeoutMs: this.publishTimeoutMs });
        this.streamsReady = true;
      }
    } catch (error) {
      return this.failed(error, 0);
    }
    const js = nc.jetstream({ timeout: this.publishTimeoutMs });
    let failure: unknown;
    let published = 0;
    try {
      published = await this.dataSource.transaction(async (manager) => {
        const rows: OutboxRow[] = await manager.query(
          `SELECT id, subject, envelope, trace_context FROM outbox WHERE published_at IS NULL AND id <> ALL($2::uuid[])
           ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
          [this.batchSize, [...this.handedOver]],
        );
        // Sent in order on one connection without waiting for each ack (one round trip per
        // batch, not per row). A row whose ack failed stays for the next pass; one that was
        // stored anyway is absorbed by the stream's duplicate window (Nats-Msg-Id).
        const results = await Promise.allSettled(
          rows.map((row) => this.send(js, row.id, row.subject, row.envelope, contextFromCarrier(row.trace_context))),
        );
        const done: string[] = [];
        for (const [i, result] of results.entries()) {
          if (result.status === 'fulfilled') {
            done.push(rows[i].id);
            continue;
          }
          failure ??= result.reason;
          await manager.query(`UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
            rows[i].id,
            String((result.reason as Error)?.message ?? result.reason).slice(0, 500),
          ]);
        }
        if (done.length) await manager.query(`UPDATE outbox SET published_at = now(), last_error = NULL WHERE id = ANY($1::uuid[])`, [done]);
        return done.length;
      });
    } catch (error) {
      return this.failed(error, 0);
    }
    if (failure) {
      // The stream may have vanished (a NATS wiped clean): recreate it on the next pass.
      this.streamsReady = false;
      return this.failed(failure, published);
    }
    if (this.failures > 0) this.logger.info({ published }, 'outbox relay recovered');
    this.failures = 0;
    return { published, failed: false };
  }

  private failed(error: unknown, published: number): RelayPass {
    this.failures += 1;
    const log = this.failures === 1 || this.failures % 20 === 0 ? this.logger.warn.bind(this.logger) : this.logger.debug.bind(this.logger);
    log({ err: error, failures: this.failures }, 'outbox relay could not publish; will retry');
    return { published, failed: true };
  }
}
