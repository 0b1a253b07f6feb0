import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { connectNats, ServiceFailure } from '@resellpk/backend-messaging';
import type { TestNatsServer } from '@resellpk/backend-testing';
import type { RequestContext, ServiceName, ServiceReply } from '@resellpk/contracts';

/** One subject's stand-in: answers the data, or throws a ServiceFailure (answered as the typed error). */
export type FakeHandler = (data: never, ctx: RequestContext) => unknown;

export interface FakeService {
  /** requests received per subject */
  readonly calls: Map<string, number>;
  close(): Promise<void>;
}

/**
 * Another service's commands answered on a test's nats-server, logged in as that service (its real
 * bus permissions, its queue group), for tests of a service whose collaborators are not running.
 * Replies use the wire format of the real handlers (`ServiceReply` inside Nest's packet).
 */
export async function startFakeService(nats: TestNatsServer, app: ServiceName, handlers: Record<string, FakeHandler>): Promise<FakeService> {
  const nc: NatsConnection = await connectNats(nats.url, `fake-${app}`, nats.credentials(app));
  const codec = JSONCodec<{ id: string; data?: { ctx?: RequestContext; data?: unknown } }>();
  const out = JSONCodec<unknown>();
  const calls = new Map<string, number>();
  const subs: Subscription[] = Object.entries(handlers).map(([subject, handler]) =>
    nc.subscribe(subject, {
      queue: app,
      callback: (_err, msg) => {
        const packet = codec.decode(msg.data);
        calls.set(subject, (calls.get(subject) ?? 0) + 1);
        void (async (): Promise<ServiceReply<unknown>> => {
          try {
            return { ok: true, data: await handler(packet.data?.data as never, packet.data?.ctx ?? { correlationId: 'none' }) };
          } catch (error) {
            if (error instanceof ServiceFailure) return { ok: false, error: error.error };
            return { ok: false, error: { code: 'INTERNAL', message: (error as Error).message } };
          }
        })().then((reply) => msg.respond(out.encode({ id: packet.id, response: reply, isDisposed: true })));
      },
    }),
  );
  await nc.flush();
  return {
    calls,
    async close() {
      for (const s of subs) s.unsubscribe();
      await nc.close().catch(() => undefined);
    },
  };
}
