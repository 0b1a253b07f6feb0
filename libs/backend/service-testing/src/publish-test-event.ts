import { randomUUID } from 'node:crypto';
import { headers as natsHeaders, type NatsConnection } from 'nats';
import type { EventEnvelope, EventOf, EventSubject } from '@resellpk/contracts';

/**
 * Publishes an event as its publisher's outbox would (the envelope, `Nats-Msg-Id` = its id), for
 * tests that stand in for another service. `envelope` overrides fields (a re-sent event keeps its
 * id); `msgId` differs from the id to get past JetStream's duplicate window, as a redelivery after
 * it would. Returns the envelope.
 */
export async function publishTestEvent<S extends EventSubject>(
  nc: NatsConnection,
  subject: S,
  data: EventOf<S>,
  opts: { envelope?: Partial<EventEnvelope<EventOf<S>>>; msgId?: string } = {},
): Promise<EventEnvelope<EventOf<S>>> {
  const env: EventEnvelope<EventOf<S>> = {
    id: randomUUID(),
    type: subject,
    version: Number(subject.slice(subject.lastIndexOf('.v') + 2)) || 1,
    occurredAt: new Date().toISOString(),
    correlationId: `test-${randomUUID()}`,
    data,
    ...opts.envelope,
  };
  const hdrs = natsHeaders();
  hdrs.set('Nats-Msg-Id', opts.msgId ?? env.id);
  await nc.jetstream().publish(subject, Buffer.from(JSON.stringify(env)), { headers: hdrs });
  return env;
}
