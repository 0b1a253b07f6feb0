import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventOf, EventSubject } from '@resellpk/contracts';
import type { Tx } from '@resellpk/backend-persistence';

export interface EnqueueOptions {
  correlationId: string;
  /** Defaults to the `.vN` suffix of the subject, else 1. */
  version?: number;
}

const SUBJECT = /^[a-z0-9-]+\.[a-z0-9-]+\.[a-z0-9-]+\.v\d+$/i;

/**
 * Writes an event into the outbox in the caller's transaction, so the event exists if and only if
 * the change commits (a `Tx` only exists inside one). The relay publishes it afterwards. The
 * payload is checked against the subject's contract. Returns the envelope.
 */
export async function enqueueEvent<S extends EventSubject>(tx: Tx, subject: S, data: EventOf<S>, opts: EnqueueOptions): Promise<EventEnvelope<EventOf<S>>> {
  if (!SUBJECT.test(subject)) {
    throw new Error(`Event subject "${subject}" must look like <domain>.<entity>.<event>.v<N>`);
  }
  const version = opts.version ?? Number(subject.slice(subject.lastIndexOf('.v') + 2));
  const envelope: EventEnvelope<EventOf<S>> = {
    id: randomUUID(),
    type: subject,
    version: Number.isInteger(version) && version > 0 ? version : 1,
    occurredAt: new Date().toISOString(),
    correlationId: opts.correlationId,
    data,
  };
  // Raw SQL: TypeORM's deep-partial typing cannot express an arbitrary jsonb payload.
  await tx.query('INSERT INTO outbox (id, subject, envelope) VALUES ($1, $2, $3)', [envelope.id, subject, JSON.stringify(envelope)]);
  return envelope;
}
