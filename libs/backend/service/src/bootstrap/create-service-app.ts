import { Global, Module, type DynamicModule, type INestMicroservice, type Provider } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { baseEnvSchema, databaseUrl, loadConfig, migrationDatabaseUrl, serviceDatabaseEnvSchema, type Env } from '@resellpk/backend-config';
import { createLogger, LoggingModule, NestPinoLogger, type Logger } from '@resellpk/backend-logging';
import { checkDurability, createDataSource, dataSourceOptions, ensureDatabase, readRolePowers, redactDatabaseUrl, rolePowerProblems, runMigrations } from '@resellpk/backend-persistence';
import { checkNats, checkPostgres, startHealthServer, type HealthServer } from '@resellpk/backend-health';
import { startProcessMetrics, trackDataSourcePool } from '@resellpk/backend-observability';
import { inboxPrefixOf, type ServiceName } from '@resellpk/contracts';
import {
  connectNats,
  type NatsIdentity,
  NatsRpcClient,
  DrainingNatsServer,
  BusClient,
  OUTBOX_NUDGE,
  type OutboxNudge,
  discoverEventConsumers,
  subscribeEventConsumers,
  setHandleLogger,
  OutboxRelay,
  OutboxEvent,
  InboxEntry,
  OutboxInboxMigration1732300000000,
  OutboxTraceContextMigration1796700000000,
  JetStreamSubscriber,
} from '@resellpk/backend-messaging';
import { RoleProjection, RoleProjectionMigration1795400000000 } from '../access/role-projection';
import { StaffAccess } from '../access/staff-access';
import { createServiceHealthController } from './service-health.controller';
import type { MigrationClass, ServiceDefinition } from './service-definition';
import { DATA_SOURCE, NATS_CONNECTION, OUTBOX_RELAY, SERVICE_CONFIG, SERVICE_NAME } from './tokens';

export interface ServiceAppOverrides {
  /** Environment to read instead of process.env. */
  env?: Env;
  /** Wins over NATS_URL. */
  natsUrl?: string;
  /** Wins over DATABASE_URL / DB_*: the role that serves requests. */
  databaseUrl?: string;
  /**
   * The role that owns the database and runs the migrations (wins over DATABASE_MIGRATION_URL /
   * DB_MIGRATION_*). With `databaseUrl` and without this, the migrations run as `databaseUrl`.
   */
  migrationDatabaseUrl?: string;
  /** Port of the HTTP health server; `false` for none (default in createServiceApp), 0 for any. */
  healthPort?: number | false;
  /** Win over NATS_USER / NATS_PASSWORD (test harnesses on a private nats-server). */
  natsUser?: string;
  natsPassword?: string;
}

export interface RunningService {
  app: INestMicroservice;
  dataSource: DataSource;
  nc: NatsConnection;
  relay: OutboxRelay;
  subscriber: JetStreamSubscriber;
  rpc: NatsRpcClient;
  /** Resolves once every @OnEvent consumer is pulling (tests wait for it before publishing). */
  consumersReady: Promise<void>;
  /** Typed calls to other services' commands (only the ones the registry lets this service call). */
  bus: BusClient<ServiceName>;
  config: Record<string, unknown>;
  logger: Logger;
  healthServer?: HealthServer;
  /**
   * Graceful stop; safe to call twice. Stops taking requests and answers every accepted one
   * (bounded by REQUEST_DRAIN_MS), stops pulling events after the one in hand, flushes the outbox
   * relay, runs the shutdown hooks (jobs), then drains the bus connection and closes the pool.
   */
  close(): Promise<void>;
}

/** How long close() waits for accepted requests to be answered (callers give up after 5 s anyway). */
export const REQUEST_DRAIN_MS = 6_000;

const healthPortSchema = z.object({
  HEALTH_PORT: z.coerce.number().int().min(0, 'must be between 0 and 65535').max(65535, 'must be between 0 and 65535').optional(),
});

@Global()
@Module({})
class ServicePlatformModule {}

@Module({})
class ServiceRootModule {}

/**
 * Starts one service in-process, without signal handlers (integration tests, or embedding).
 * Order: config -> DataSource -> migrations (as the owner role) -> Nest on NATS -> relay -> health.
 * The database and its roles are provisioned beforehand (ensureServiceDatabase, by the operator);
 * only a single-role development setup (no migration role) creates a missing database itself.
 */
export async function createServiceApp(def: ServiceDefinition, overrides: ServiceAppOverrides = {}): Promise<RunningService> {
  const env = overrides.env ?? process.env;
  // the database roles' rules last: a service's own schema extends baseEnvSchema and would undo them
  const schema = baseEnvSchema.merge(healthPortSchema).merge(def.configSchema ?? z.object({})).merge(serviceDatabaseEnvSchema);
  const config = loadConfig(schema, env) as z.infer<typeof baseEnvSchema> & z.infer<typeof healthPortSchema> & Record<string, unknown>;
  const logger = createLogger(def.service, config.LOG_LEVEL);
  setHandleLogger(logger);
  // Node's own metrics (event-loop lag, GC, memory, CPU), served with the rest at /metrics on HEALTH_PORT
  startProcessMetrics();

  const natsUrl = overrides.natsUrl ?? config.NATS_URL;
  const dbUrl = overrides.databaseUrl ?? databaseUrl(def.dbName, config);
  const migrationUrl = overrides.databaseUrl ? overrides.migrationDatabaseUrl : migrationDatabaseUrl(def.dbName, config);
  const production = config.NODE_ENV === 'production';
  const cleanup: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (let step = cleanup.pop(); step; step = cleanup.pop()) {
      await step().catch((error) => logger.warn({ err: error }, 'error while shutting down'));
    }
  };

  try {
    if (!migrationUrl) {
      const created = await ensureDatabase(dbUrl);
      if (created) logger.info({ database: redactDatabaseUrl(dbUrl) }, 'database created');
    }

    const entities = unique([OutboxEvent, InboxEntry, ...(def.entities ?? [])]);
    const dataSource = createDataSource({ url: dbUrl, entities, migrations: platformMigrations(def) });
    await dataSource.initialize();
    cleanup.push(async () => dataSource.isInitialized && dataSource.destroy());
    const untrackPool = trackDataSourcePool(dataSource);
    cleanup.push(async () => untrackPool());
    // money lives here: production refuses a server that can lose committed transactions (docs/durability.md)
    await checkDurability((sql) => dataSource.query(sql), {
      production,
      warn: (problems) => logger.warn({ problems }, 'PostgreSQL can lose committed transactions on a crash (production refuses to start like this)'),
    });
    const applied = migrationUrl ? await migrateAsOwner(migrationUrl, def) : await runMigrations(dataSource);
    logger.info({ applied }, applied.length ? 'migrations applied' : 'database schema up to date');
    await checkServingRole(dataSource, production, logger);

    const identity: NatsIdentity = {
      user: overrides.natsUser ?? config.NATS_USER,
      password: overrides.natsPassword ?? config.NATS_PASSWORD,
      inboxPrefix: inboxPrefixOf(def.service),
    };
    const nc = await connectNats(natsUrl, `${def.service}-platform`, identity);
    cleanup.push(async () => !nc.isClosed() && nc.drain());
    const streams = (def.streams ?? []).map((stream) => ({ ...stream, replicas: config.NATS_STREAM_REPLICAS }));
    const relay = new OutboxRelay(dataSource, () => nc, logger, { streams, service: def.service });
    const subscriber = new JetStreamSubscriber(() => nc, logger);
    const rpc = new NatsRpcClient(nc, identity.inboxPrefix);
    const bus = new BusClient<ServiceName>(def.service, rpc);
    const nudge: OutboxNudge = (committed) => (committed ? relay.publishCommitted(committed) : void relay.flush());

    const platform: DynamicModule = {
      module: ServicePlatformModule,
      global: true,
      imports: [DiscoveryModule],
      controllers: [createServiceHealthController(def.healthSubject)],
      providers: [
        { provide: DATA_SOURCE, useValue: dataSource },
        { provide: NATS_CONNECTION, useValue: nc },
        { provide: OUTBOX_RELAY, useValue: relay },
        { provide: OutboxRelay, useValue: relay },
        { provide: JetStreamSubscriber, useValue: subscriber },
        { provide: NatsRpcClient, useValue: rpc },
        { provide: BusClient, useValue: bus },
        { provide: OUTBOX_NUDGE, useValue: nudge },
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: SERVICE_NAME, useValue: def.service },
        ...roleProjectionProviders(def),
      ],
      exports: [
        DATA_SOURCE, NATS_CONNECTION, OUTBOX_RELAY, OutboxRelay, JetStreamSubscriber, NatsRpcClient, BusClient, OUTBOX_NUDGE,
        SERVICE_CONFIG, SERVICE_NAME, ...(def.roleProjection ? [StaffAccess] : []),
      ],
    };
    const root: DynamicModule = {
      module: ServiceRootModule,
      imports: [
        LoggingModule.forRoot(def.service),
        // Same DataSource for @InjectRepository / @InjectDataSource: Nest must not open a second pool.
        TypeOrmModule.forRootAsync({ useFactory: () => dataSourceOptions({ url: dbUrl, entities: [], migrations: [] }), dataSourceFactory: async () => dataSource }),
        platform,
        def.module,
      ],
    };

    const server = new DrainingNatsServer({
      servers: natsUrl.split(',').map((s) => s.trim()),
      queue: def.service,
      name: def.service,
      ...(identity.user ? { user: identity.user, pass: identity.password ?? '' } : {}),
      inboxPrefix: identity.inboxPrefix,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      waitOnFirstConnect: true,
    });
    const app = await NestFactory.createMicroservice<MicroserviceOptions>(root, { strategy: server, bufferLogs: true });
    app.useLogger(app.get(NestPinoLogger));
    // Nest's TypeOrm module destroys the shared DataSource on close; it stays last in `cleanup`.
    // app.close() also runs the shutdown hooks: repeating jobs finish the run in hand there.
    cleanup.push(() => app.close());
    await app.listen();

    relay.start();
    // after the work below has stopped: what it committed goes out now, not at the next start
    cleanup.push(async () => {
      await relay.flush();
      await relay.stop();
    });
    // the event being applied is finished, no further one is pulled (JetStream redelivers the rest)
    cleanup.push(() => subscriber.stop());
    // first of all (cleanup runs backwards): no new requests, and every accepted one answered
    cleanup.push(async () => {
      const unanswered = await server.drain(REQUEST_DRAIN_MS);
      if (unanswered) logger.warn({ unanswered }, 'shutting down with requests still unanswered');
    });
    // every @OnEvent method becomes a durable consumer. Boot does not wait for them: the
    // publisher's stream may not exist until that service boots (services deploy independently)
    const consumersReady = subscribeEventConsumers(discoverEventConsumers(app, def.service), subscriber, dataSource, nudge).then(() => undefined);

    let healthServer: HealthServer | undefined;
    const healthPort = overrides.healthPort ?? false;
    if (healthPort !== false) {
      const server = await startHealthServer(healthPort, { postgres: () => checkPostgres(dataSource), nats: () => checkNats(nc) });
      cleanup.push(() => server.close());
      healthServer = server;
    }
    logger.info({ queue: def.service, healthPort: healthServer?.port }, 'service started');
    return { app, dataSource, nc, relay, subscriber, rpc, bus, config, logger, healthServer, consumersReady, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The port a service's health server listens on: HEALTH_PORT, else the definition's default. */
export function resolveHealthPort(def: ServiceDefinition, env: Env = process.env): number | false {
  const fromEnv = env.HEALTH_PORT ? Number(env.HEALTH_PORT) : undefined;
  return fromEnv ?? def.healthPort ?? false;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/**
 * Only the migrations, as the owner role (else the serving one), then returns what it applied:
 * `MIGRATE_ONLY=1` (bootstrapService), the migration Job that runs before a rollout
 * (infra/k8s, docs/deployment.md), so new replicas never wait on each other's schema changes.
 */
export async function migrateServiceDatabase(def: ServiceDefinition, env: Env = process.env): Promise<string[]> {
  const config = loadConfig(baseEnvSchema.merge(serviceDatabaseEnvSchema), env);
  return migrateAsOwner(migrationDatabaseUrl(def.dbName, config) ?? databaseUrl(def.dbName, config), def);
}

/** Runs the migrations on a connection of their own as the role that owns the database, then closes it. */
async function migrateAsOwner(url: string, def: ServiceDefinition): Promise<string[]> {
  const owner = createDataSource({ url, entities: [], migrations: platformMigrations(def), poolSize: 2 }); // the advisory lock holds one
  await owner.initialize();
  try {
    return await runMigrations(owner);
  } finally {
    await owner.destroy();
  }
}

/**
 * The role serving requests reaches only the rows of its own database (docs/production.md,
 * "Database roles"): production refuses a superuser, a role that can create databases or roles,
 * or the database's owner (it could drop the tables). Development may run on the local superuser.
 */
async function checkServingRole(dataSource: DataSource, production: boolean, logger: Logger): Promise<void> {
  const powers = await readRolePowers((sql) => dataSource.query(sql));
  const problems = rolePowerProblems(powers);
  if (!problems.length) return;
  if (production) throw new Error(`Refusing to serve as PostgreSQL role ${powers.role}: ${problems.join('; ')}. Give DB_USER the service's app role and DB_MIGRATION_USER its owner role (docs/production.md, "Database roles").`);
  logger.debug({ problems }, 'serving with a PostgreSQL role production would refuse');
}

/** The platform's migrations (outbox/inbox; the role projection when asked for), then the service's own. */
function platformMigrations(def: ServiceDefinition): MigrationClass[] {
  const platform: MigrationClass[] = [OutboxInboxMigration1732300000000, OutboxTraceContextMigration1796700000000, ...(def.roleProjection ? [RoleProjectionMigration1795400000000] : [])];
  return unique([...platform, ...(def.migrations ?? [])]);
}

function roleProjectionProviders(def: ServiceDefinition): Provider[] {
  return def.roleProjection ? [RoleProjection, { provide: StaffAccess, useExisting: RoleProjection }] : [];
}
