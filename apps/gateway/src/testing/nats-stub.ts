/* eslint-disable @typescript-eslint/no-explicit-any -- stub payloads are whatever each test needs */
import { connectNats } from '@resellpk/backend-messaging';
import type { TestNatsServer } from '@resellpk/backend-testing';
import type { ServiceReply, ServiceRequest } from '@resellpk/contracts';
import { JSONCodec, type NatsConnection } from 'nats';

type StubRequest = ServiceRequest<Record<string, any>>;
export type NatsStubHandler = (req: StubRequest) => ServiceReply<unknown> | Promise<ServiceReply<unknown>>;

/**
 * Stand-in services on the test NATS for any subjects (catalog, orders, identity...), answering in
 * Nest's NATS wire format (`{pattern, data, id}` -> `{id, response, isDisposed}`) like a real service.
 * A subject without a handler answers INTERNAL, so a test sees what was forwarded in `received`.
 */
export interface NatsStub {
  handlers: Partial<Record<string, NatsStubHandler>>;
  received: Array<{ subject: string; req: StubRequest }>;
  calls(subject: string): StubRequest[];
  close(): Promise<void>;
}

const codec = JSONCodec<any>();

export async function startNatsStub(nats: Pick<TestNatsServer, 'url' | 'superuser'>, subjects: string[]): Promise<NatsStub> {
  // it stands in for several services at once: the test-only superuser may serve all their subjects
  const nc: NatsConnection = await connectNats(nats.url, 'gateway-test-stub', nats.superuser);
  const stub: NatsStub = {
    handlers: {},
    received: [],
    calls: (subject) => stub.received.filter((r) => r.subject === subject).map((r) => r.req),
    close: () => nc.drain(),
  };
  for (const subject of subjects) {
    nc.subscribe(subject, {
      callback: (err, msg) => {
        if (err) return;
        const packet = codec.decode(msg.data) as { id: string; data: StubRequest };
        stub.received.push({ subject, req: packet.data });
        const handler = stub.handlers[subject];
        void Promise.resolve(handler ? handler(packet.data) : { ok: false, error: { code: 'INTERNAL', message: `no stub for ${subject}` } }).then(
          (response) => msg.respond(codec.encode({ id: packet.id, response, isDisposed: true })),
        );
      },
    });
  }
  await nc.flush();
  return stub;
}
