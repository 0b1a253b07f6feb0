import type { NatsConnection } from 'nats';
import { connectNats, NatsRpcClient, ServiceFailure } from '@resellpk/backend-messaging';
import { createServiceApp, type RunningService, type ServiceDefinition } from '@resellpk/backend-service';
import { startNatsServer, uniqueId, type TestNatsServer } from '@resellpk/backend-testing';
import { COMMAND_CALLERS, inboxPrefixOf, type RequestContext, type ServiceError } from '@resellpk/contracts';
import { createServiceTestDatabase, type ServiceTestDatabase } from './service-test-database';

/**
 * A service running in-process on a private nats-server and a throw-away database (migrated as the
 * service's owner role, served as its app role), called over NATS as the gateway calls it.
 */
export interface ServiceHarness {
  service: RunningService;
  nats: TestNatsServer;
  db: ServiceTestDatabase;
  clientNc: NatsConnection;
  call<T>(subject: string, data: unknown, ctx?: Partial<RequestContext>): Promise<T>;
  /** The typed error of a call that must fail. */
  callError(subject: string, data: unknown, ctx?: Partial<RequestContext>): Promise<ServiceError>;
  /**
   * A second instance of the service on the same database and nats-server, as a second replica in
   * production: its durable consumers share the first one's, so events are applied by either, at
   * the same moment. Closed with the harness (or earlier by the test).
   */
  replica(): Promise<RunningService>;
  /**
   * Stops nats-server and starts it again (JetStream data kept), then waits until the service
   * answers the test client again: its subscriptions come back on reconnect, a moment after the
   * server does, and a call sent in between would be lost.
   */
  restartNats(): Promise<void>;
  /** Starts nats-server again after the test stopped it (`nats.stop()`), and waits as restartNats does. */
  startNats(): Promise<void>;
  /** Stops the service, its replicas and the client, drops the database, stops nats-server. */
  close(): Promise<void>;
}

export interface ServiceHarnessOptions {
  /** database name prefix, e.g. `identity_test` */
  dbPrefix: string;
  /** service env on top of process.env and NODE_ENV=test, LOG_LEVEL=error */
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

export async function startServiceHarness(definition: ServiceDefinition, opts: ServiceHarnessOptions): Promise<ServiceHarness> {
  const [nats, db] = await Promise.all([startNatsServer({ jetstream: true }), createServiceTestDatabase(opts.dbPrefix, definition.dbName)]);
  let service: RunningService | undefined;
  let clientNc: NatsConnection | undefined;
  const boot = () =>
    createServiceApp(definition, {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...opts.env },
      natsUrl: nats.url,
      databaseUrl: db.appUrl,
      migrationDatabaseUrl: db.ownerUrl,
      healthPort: 0,
      natsUser: definition.service,
      natsPassword: nats.credentials(definition.service).password,
    });
  const replicas: RunningService[] = [];
  try {
    service = await boot();
    // the test calls the service as the gateway does, with the gateway's bus permissions
    clientNc = await connectNats(nats.url, `${definition.service}-test-client`, { ...nats.credentials('gateway'), inboxPrefix: inboxPrefixOf('gateway') });
  } catch (error) {
    await service?.close();
    await db.drop();
    await nats.dispose();
    throw error;
  }
  const running = service;
  const nc = clientNc;
  const rpc = new NatsRpcClient(nc, inboxPrefixOf('gateway'));
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const call = <T>(subject: string, data: unknown, ctx: Partial<RequestContext> = {}) =>
    rpc.request<T>(subject, { correlationId: `test-${uniqueId()}`, ...ctx }, data, { timeoutMs });
  return {
    service: running,
    nats,
    db,
    clientNc: nc,
    call,
    callError: (subject, data, ctx) => failureOf(subject, () => call(subject, data, ctx)),
    async replica() {
      const replica = await boot();
      replicas.push(replica);
      return replica;
    },
    async restartNats() {
      await nats.stop();
      await nats.start();
      await untilAnswering(rpc, definition.service);
    },
    async startNats() {
      await nats.start();
      await untilAnswering(rpc, definition.service);
    },
    async close() {
      await nc.close().catch(() => undefined);
      // a replica the test closed already: closing again is a no-op
      for (const replica of replicas) await replica.close().catch(() => undefined);
      await running.close();
      await db.drop();
      await nats.dispose();
    },
  };
}

/** The typed failure a call was expected to end with; throws when it succeeded or failed otherwise. */
export async function failureOf(subject: string, attempt: () => Promise<unknown>): Promise<ServiceFailure['error']> {
  try {
    await attempt();
  } catch (error) {
    if (error instanceof ServiceFailure) return error.error;
    throw error;
  }
  throw new Error(`${subject} was expected to fail but succeeded`);
}

/**
 * Resolves once the service answers one of its gateway commands (any answer, an error too: it is
 * subscribed again); a call lost while it reconnects, or refused as having no responders, is sent again.
 */
async function untilAnswering(rpc: NatsRpcClient, service: string, deadlineMs = 30_000): Promise<void> {
  const probe = Object.entries(COMMAND_CALLERS).find(([subject, callers]) => subject.startsWith(`${service}.`) && (callers as readonly string[]).includes('gateway'))?.[0];
  if (!probe) return;
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      await rpc.request(probe, { correlationId: `probe-${uniqueId()}` }, {}, { timeoutMs: 1_000 });
      return;
    } catch (error) {
      // lost in the reconnect, or "no responders" (not subscribed yet); any other answer came from the service
      const notYet = error instanceof ServiceFailure && (error.error.code === 'TIMEOUT' || error.error.code === 'UNAVAILABLE');
      if (!notYet) return;
      await new Promise((r) => setTimeout(r, 100));
      if (Date.now() > deadline) throw new Error(`${service} did not answer ${probe} within ${deadlineMs} ms of the NATS restart`);
    }
  }
}
