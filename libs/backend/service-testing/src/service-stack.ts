import { createServiceApp, type RunningService, type ServiceDefinition } from '@resellpk/backend-service';
import { startNatsServer, type TestNatsServer } from '@resellpk/backend-testing';
import { createServiceTestDatabase, type ServiceTestDatabase } from './service-test-database';

export interface StackMember {
  definition: ServiceDefinition;
  /** database name prefix, e.g. `orders_stack` */
  dbPrefix: string;
  /** on top of process.env, NODE_ENV=test, LOG_LEVEL=error */
  env?: NodeJS.ProcessEnv;
}

/**
 * Several real services in-process on one private nats-server (JetStream on, each with its bus
 * user) and a throw-away database each: a request crosses them as in production (tracing, sagas).
 */
export interface ServiceStack {
  nats: TestNatsServer;
  /** by service name (`orders`, `catalog`...) */
  services: Record<string, RunningService>;
  dbs: Record<string, ServiceTestDatabase>;
  close(): Promise<void>;
}

export async function startServiceStack(members: StackMember[]): Promise<ServiceStack> {
  const nats = await startNatsServer({ jetstream: true });
  const services: Record<string, RunningService> = {};
  const dbs: Record<string, ServiceTestDatabase> = {};
  const close = async () => {
    for (const service of Object.values(services).reverse()) await service.close().catch(() => undefined);
    for (const db of Object.values(dbs)) await db.drop().catch(() => undefined);
    await nats.dispose();
  };
  try {
    for (const { definition, dbPrefix } of members) dbs[definition.service] = await createServiceTestDatabase(dbPrefix, definition.dbName);
    // one at a time: each boot runs its migrations, and 2 cores do not gain from more
    for (const { definition, env } of members) {
      const db = dbs[definition.service];
      services[definition.service] = await createServiceApp(definition, {
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
        natsUrl: nats.url,
        databaseUrl: db.appUrl,
        migrationDatabaseUrl: db.ownerUrl,
        healthPort: false,
        natsUser: definition.service,
        natsPassword: nats.credentials(definition.service).password,
      });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { nats, services, dbs, close };
}
