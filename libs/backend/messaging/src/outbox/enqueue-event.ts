import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventOf, EventSubject } from '@resellpk/contracts';
import type { Tx } from '@resellpk/backend-persistence';
import { traceCarrier, type TraceCarrier } from '@resellpk/backend-observability';

export interface EnqueueOptions {
  correlationId: string;
  /** Defaults to the `.vN` suffix of the subject, else 1. */
  version?: number;
}

const SUBJECT = /^[a-z0-9-]+\.[a-z0-9-]+\.[a-z0-9-]+\.v\d+$/i;

/** The outbox row's columns, in the order of `outboxValues`, for a statement that writes the event itself. */
export const OUTBOX_COLUMNS = 'id, subject, envelope, trace_context';

/** A new event's envelope (its id is the JetStream message id, so a republish is dropped). */
export function newEnvelope<S extends EventSubject>(subject: S, data: EventOf<S>, opts: EnqueueOptions): EventEnvelope<EventOf<S>> {
  if (!SUBJECT.test(subject)) {
    throw new Error(`Event subject "${subject}" must look like <domain>.<entity>.<event>.v<N>`);
  }
  const version = opts.version ?? Number(subject.slice(subject.lastIndexOf('.v') + 2));
  return {
    id: randomUUID(),
    type: subject,
    version: Number.isInteger(version) && version > 0 ? version : 1,
    occurredAt: new Date().toISOString(),
    correlationId: opts.correlationId,
    data,
  };
}

/**
 * The parameters of an outbox row for OUTBOX_COLUMNS: the trace of the transaction goes with the
 * row (null when tracing is off), so the relay's publish and the consumers continue it.
 */
export function outboxValues(envelope: EventEnvelope<unknown>, trace: TraceCarrier | undefined = traceCarrier()): [string, string, string, string | null] {
  return [envelope.id, envelope.type, JSON.stringify(envelope), trace ? JSON.stringify(trace) : null];
}

/**
 * Writes an event into the outbox in the caller's transaction, so the event exists if and only if
 * the change commits (a `Tx` only exists inside one). The relay publishes it afterwards. Returns
 * the envelope.
 */
export async function enqueueEvent<S extends EventSubject>(tx: Tx, subject: S, data: EventOf<S>, opts: EnqueueOptions): Promise<EventEnvelope<EventOf<S>>> {
  const envelope = newEnvelope(subject, data, opts);
  const trace = traceCarrier();
  // Raw SQL: TypeORM's deep-partial typing cannot express an arbitrary jsonb payload.
  await tx.query(`INSERT INTO outbox (${OUTBOX_COLUMNS}) VALUES ($1, $2, $3, $4)`, outboxValues(envelope, trace));
  if (trace) enqueuedTraces.set(envelope, trace);
  return envelope;
}

/** The trace context stored with an envelope enqueued here (publishCommitted gets the envelope, not the row). */
const enqueuedTraces = new WeakMap<object, TraceCarrier>();
export function enqueuedTraceOf(envelope: object): TraceCarrier | undefined {
  return enqueuedTraces.get(envelope);
}
