import { SetMetadata } from '@nestjs/common';
import type { EventEnvelope, EventOf, EventSubject } from '@resellpk/contracts';
import type { Tx } from '@resellpk/backend-persistence';

export const ON_EVENT_METADATA = 'resellpk:onEvent';

type EventHandler<S extends EventSubject> = (data: EventOf<S>, tx: Tx, envelope: EventEnvelope<EventOf<S>>) => Promise<void>;

/**
 * Marks a provider method as this service's durable consumer of an event subject. The platform
 * subscribes it at boot (a JetStream durable consumer with explicit ack, named by `durableNameOf`)
 * and runs it once per event: the method's writes and the inbox row commit in one transaction
 * (`tx`), so a redelivered event is acked without effect and a failed one is retried. The
 * registry in @resellpk/contracts must list this service among the subject's consumers (NATS only
 * lets declared consumers read a stream; the boot fails otherwise).
 */
export function OnEvent<S extends EventSubject>(subject: S) {
  return (target: object, key: string | symbol, descriptor: { value?: EventHandler<S> }): void => {
    SetMetadata(ON_EVENT_METADATA, subject)(target, key, descriptor as PropertyDescriptor);
  };
}
