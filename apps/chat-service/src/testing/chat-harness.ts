import { randomUUID } from 'node:crypto';
import { headers as natsHeaders, JSONCodec, type ConsumerInfo, type NatsConnection, type Subscription } from 'nats';
import { connectNats, ensureStream } from '@resellpk/backend-messaging';
import { startServiceHarness, type ServiceHarness } from '@resellpk/backend-service-testing';
import { eventually } from '@resellpk/backend-testing';
import {
  durableNameOf,
  publisherOf,
  SERVICES,
  streamSubjectsOf,
  type EventEnvelope,
  type EventOf,
  type EventSubject,
  type RequestContext,
} from '@resellpk/contracts';
import { chatService } from '../service';

export const resellerCtx = (userId = randomUUID()): Partial<RequestContext> & { userId: string } => ({ userId, role: 'reseller', plan: 'free' });
export const staffCtx = (role: 'admin' | 'topup_helper' = 'topup_helper', userId = randomUUID()): Partial<RequestContext> & { userId: string } => ({
  userId,
  role,
  plan: 'free',
});

/** chat-service with the streams of the services it consumes, and a stand-in publisher for their events. */
export interface ChatHarness extends ServiceHarness {
  /** publishes an event as its service's outbox relay would; `msgId` other than the envelope id simulates a re-publish past the duplicate window */
  publish<S extends EventSubject>(subject: S, data: EventOf<S>, opts?: { id?: string; msgId?: string; occurredAt?: Date }): Promise<EventEnvelope<EventOf<S>>>;
  /** resolves once chat's consumer of `subject` has nothing pending or unacked */
  drained(subject: EventSubject): Promise<void>;
  inboxRows(subject: EventSubject, eventId: string): Promise<number>;
  consumerInfo(subject: EventSubject): Promise<ConsumerInfo>;
  /** every chat event seen on the bus since the harness started */
  chatEvents: Array<EventEnvelope<unknown>>;
}

/** chat-service in-process on a private nats-server and a throw-away database, called over NATS as the gateway calls it. */
export async function startChatHarness(): Promise<ChatHarness> {
  const base = await startServiceHarness(chatService, { dbPrefix: 'chat_test' });
  let nc: NatsConnection | undefined;
  let sub: Subscription | undefined;
  const chatEvents: Array<EventEnvelope<unknown>> = [];
  try {
    nc = await connectNats(base.nats.url, 'publisher-stand-in', base.nats.superuser);
    for (const service of [SERVICES.walletPayments, SERVICES.identity, SERVICES.catalog, SERVICES.orders]) {
      await ensureStream(nc, { name: service.stream, subjects: streamSubjectsOf(service.name) });
    }
    const codec = JSONCodec<EventEnvelope<unknown>>();
    sub = nc.subscribe(`${SERVICES.chat.name}.>`);
    void (async () => {
      for await (const m of sub) chatEvents.push(codec.decode(m.data));
    })();
    await base.service.consumersReady;
  } catch (error) {
    await nc?.close();
    await base.close();
    throw error;
  }
  const publisher = nc;
  const consumerInfo = async (subject: EventSubject) =>
    (await publisher.jetstreamManager()).consumers.info(publisherOf(subject).stream, durableNameOf('chat', subject));
  return {
    ...base,
    chatEvents,
    async publish(subject, data, opts = {}) {
      const envelope = {
        id: opts.id ?? randomUUID(),
        type: subject,
        version: 1,
        occurredAt: (opts.occurredAt ?? new Date()).toISOString(),
        correlationId: `test-${randomUUID()}`,
        data,
      };
      const h = natsHeaders();
      h.set('Nats-Msg-Id', opts.msgId ?? envelope.id);
      await publisher.jetstream().publish(subject, JSONCodec().encode(envelope), { headers: h });
      return envelope;
    },
    consumerInfo,
    async drained(subject) {
      await eventually(
        async () => {
          const info = await consumerInfo(subject);
          return info.num_pending === 0 && info.num_ack_pending === 0;
        },
        30_000,
        `chat's consumer of ${subject} to drain`,
      );
    },
    async inboxRows(subject, eventId) {
      const [row] = await base.service.dataSource.query(`SELECT count(*)::int AS n FROM inbox WHERE consumer = $1 AND event_id = $2`, [
        durableNameOf('chat', subject),
        eventId,
      ]);
      return row.n as number;
    },
    async close() {
      sub?.unsubscribe();
      await publisher.close().catch(() => undefined);
      await base.close();
    },
  };
}
