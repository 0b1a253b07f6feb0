import { SERVICE_LIST, type ServiceName, type ServiceSpec } from '../services';

/** The service that publishes an event: the first token of `<service>.<entity>.<event>.v<N>`. */
export function publisherOf(eventSubject: string): ServiceSpec {
  const owner = SERVICE_LIST.find((s) => eventSubject.startsWith(`${s.name}.`) && eventSubject.split('.').length === 4);
  if (!owner) throw new Error(`"${eventSubject}" is not an event subject of a known service`);
  return owner;
}

/**
 * The durable JetStream consumer (and inbox key) of one service consuming one event subject:
 * `catalog__identity_user_role-changed_v1`. One per (service, subject), named by the registry so
 * NATS permissions can grant exactly it.
 */
export function durableNameOf(consumer: ServiceName, eventSubject: string): string {
  return `${consumer}__${eventSubject.replace(/\./g, '_')}`;
}
