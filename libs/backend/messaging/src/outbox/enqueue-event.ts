import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@resellpk/contracts';

export interface EnqueueOptions {
  correlationId: string;
  /** Defaults to the `.vN` suffix of the subject, else 1. */
  version?: number;
}

const SUBJECT = /^[a-z0-9-]+\.[a-z0-9-]+\.[a-z0-9-]+\.v\d+$/i;

/**
 * Writes an event into the outbox with the caller's transaction manager, so the event exists if
 * and only if the change commits. The relay publishes it afterwards. Returns the envelope.
 */
export async function enqueueEvent<T>(manager: EntityManager, subject: string, data: T, opts: EnqueueOptions): Promise<EventEnvelope<T>> {
  if (!SUBJECT.test(subject)) {
    throw new Error(`Event subject "${subject}" must look like <domain>.<entity>.<event>.v<N>`);
  }
  const version = opts.version ?? Number(subject.slice(subject.lastIndexOf('.v') + 2));
  const envelope: EventEnvelope<T> = {
    id: randomUUID(),
    type: subject,
    version: Number.isInteger(version) && version > 0 ? version : 1,
    occurredAt: new Date().toISOString(),
    correlationId: opts.correlationId,
    data,
  };
  // Raw SQL: TypeORM's deep-partial typing cannot express an arbitrary jsonb payload.
  await manager.query('INSERT INTO outbox (id, subject, envelope) VALUES ($1, $2, $3)', [envelope.id, subject, JSON.stringify(envelope)]);
  return envelope;
}
