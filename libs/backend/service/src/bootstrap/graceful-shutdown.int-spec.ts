import { Controller, Module } from '@nestjs/common';
import type { NatsConnection } from 'nats';
// Tests of a data-access lib use the testing lib; the boundary rule has no exemption for specs.
import { createTestDatabase, startNatsServer, type TestDatabase, type TestNatsServer } from '@resellpk/backend-testing';
import { inboxPrefixOf, SERVICES } from '@resellpk/contracts';
import { Handles, connectNats, NatsRpcClient, ServiceFailure } from '@resellpk/backend-messaging';
import { createServiceApp, type RunningService } from './create-service-app';
import { defineService } from './service-definition';

/** Requests the handler has received, each answered when the test releases it. */
const held: Array<() => void> = [];
let served = 0;

@Controller()
class SlowController {
  // a real command subject of the chat service (its bus user may serve it, the gateway may call it)
  @Handles('chat.countRooms')
  async countRooms() {
    await new Promise<void>((resolve) => held.push(resolve));
    served += 1;
    return { total: served };
  }
}

@Module({ controllers: [SlowController] })
class SlowModule {}

async function until(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('graceful shutdown of a service (close() as on SIGTERM)', () => {
  let nats: TestNatsServer;
  let db: TestDatabase;
  let service: RunningService | undefined;
  let nc: NatsConnection;
  let gateway: NatsRpcClient;

  beforeAll(async () => {
    [nats, db] = await Promise.all([startNatsServer(), createTestDatabase('graceful_it')]);
    const chat = nats.credentials('chat');
    service = await createServiceApp(defineService(SERVICES.chat, { module: SlowModule }), {
      env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      natsUrl: nats.url,
      databaseUrl: db.url,
      natsUser: chat.user,
      natsPassword: chat.password,
    });
    nc = await connectNats(nats.url, 'graceful-test-gateway', nats.credentials('gateway'));
    gateway = new NatsRpcClient(nc, inboxPrefixOf('gateway'));
  });

  afterAll(async () => {
    await service?.close();
    await nc?.close();
    await db?.drop();
    await nats?.dispose();
  });

  it('answers every request it accepted before it stops, and takes no new one', async () => {
    const calls = Array.from({ length: 20 }, () => gateway.request<{ total: number }>('chat.countRooms', { correlationId: 'c' }, {}, { timeoutMs: 8_000 }));
    await until('all 20 requests in the handler', () => held.length === 20);

    const closing = service!.close();
    // close() is waiting for them: nothing has been answered yet, and a new request finds nobody
    await new Promise((r) => setTimeout(r, 300));
    const late = await gateway.request('chat.countRooms', { correlationId: 'c' }, {}, { timeoutMs: 2_000 }).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(ServiceFailure);
    expect((late as ServiceFailure).error.code).toBe('UNAVAILABLE');
    expect(held).toHaveLength(20);

    for (const release of held.splice(0)) release();
    const replies = await Promise.all(calls);
    await closing;
    expect(replies.map((r) => r.total).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    service = undefined;
  });
});
