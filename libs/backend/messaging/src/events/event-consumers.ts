import type { INestApplicationContext } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { DataSource } from 'typeorm';
import { durableNameOf, EVENT_CONSUMERS, publisherOf, type EventEnvelope, type EventSubject, type ServiceName } from '@resellpk/contracts';
import type { Tx } from '@resellpk/backend-persistence';
import type { JetStreamSubscriber, Subscription } from '../inbox/jetstream-subscriber';
import { ON_EVENT_METADATA } from './on-event.decorator';

export interface EventConsumerBinding {
  subject: EventSubject;
  durable: string;
  stream: string;
  handler: (data: unknown, tx: Tx, envelope: EventEnvelope<unknown>) => Promise<void>;
}

/** Every `@OnEvent` method of the app's providers, checked against the registry. */
export function discoverEventConsumers(app: INestApplicationContext, service: ServiceName): EventConsumerBinding[] {
  const discovery = app.get(DiscoveryService);
  const scanner = new MetadataScanner();
  const bindings: EventConsumerBinding[] = [];
  // a provider registered under two tokens (useExisting) is one instance: one consumer
  const seen = new Set<object>();
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as Record<string, unknown> | undefined;
    if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic() || seen.has(instance)) continue;
    seen.add(instance);
    const proto = Object.getPrototypeOf(instance);
    for (const name of scanner.getAllMethodNames(proto)) {
      const method = proto[name];
      const subject = Reflect.getMetadata(ON_EVENT_METADATA, method) as EventSubject | undefined;
      if (!subject) continue;
      const consumers: readonly string[] = EVENT_CONSUMERS[subject] ?? [];
      if (!consumers.includes(service)) {
        throw new Error(`${service} consumes ${subject} but @resellpk/contracts does not list it among the consumers (EVENT_CONSUMERS)`);
      }
      bindings.push({ subject, durable: durableNameOf(service, subject), stream: publisherOf(subject).stream, handler: method.bind(instance) });
    }
  }
  const durables = bindings.map((b) => b.durable);
  const twice = durables.find((d, i) => durables.indexOf(d) !== i);
  if (twice) throw new Error(`${service} has two @OnEvent handlers for the same event (${twice}): one consumer per event`);
  return bindings;
}

/**
 * Subscribes every binding; resolves once each durable consumer is pulling. `afterCommit` runs
 * after each applied event commits: events a handler wrote to the outbox go out at once, not at
 * the relay's next poll.
 */
export async function subscribeEventConsumers(
  bindings: EventConsumerBinding[],
  subscriber: JetStreamSubscriber,
  dataSource: DataSource,
  afterCommit?: () => void,
): Promise<Subscription[]> {
  const subs = bindings.map((b) =>
    subscriber.subscribe({
      stream: b.stream,
      durable: b.durable,
      filterSubject: b.subject,
      dataSource,
      handler: (envelope, tx) => b.handler(envelope.data, tx, envelope),
      afterCommit,
    }),
  );
  await Promise.all(subs.map((s) => s.ready));
  return subs;
}
