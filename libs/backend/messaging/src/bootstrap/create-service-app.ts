import { Global, Module, type DynamicModule, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { baseEnvSchema, databaseUrl, loadConfig, type Env } from '@resellpk/backend-config';
import { createLogger, LoggingModule, NestPinoLogger, type Logger } from '@resellpk/backend-logging';
import { createDataSource, dataSourceOptions, ensureDatabase, redactDatabaseUrl, runMigrations } from '@resellpk/backend-persistence';
import { checkNats, checkPostgres, startHealthServer, type HealthServer } from '@resellpk/backend-health';
import { connectNats } from '../rpc/connect-nats';
import { NatsRpcClient } from '../rpc/nats-rpc-client';
import { setHandleLogger } from '../rpc/handle';
import { OutboxRelay } from '../outbox/outbox-relay';
import { OutboxEvent } from '../outbox/outbox-event.entity';
import { InboxEntry } from '../inbox/inbox-entry.entity';
import { OutboxInboxMigration1732300000000 } from '../outbox-inbox.migration';
import { JetStreamSubscriber } from '../inbox/jetstream-subscriber';
import { createServiceHealthController } from './service-health.controller';
import type { ServiceDefinition } from './service-definition';
import { DATA_SOURCE, NATS_CONNECTION, OUTBOX_RELAY, SERVICE_CONFIG, SERVICE_NAME } from './tokens';

export interface ServiceAppOverrides {
  /** Environment to read instead of process.env. */
  env?: Env;
  /** Wins over NATS_URL. */
  natsUrl?: string;
  /** Wins over DATABASE_URL / DB_*. */
  databaseUrl?: string;
  /** Port of the HTTP health server; `false` for none (default in createServiceApp), 0 for any. */
  healthPort?: number | false;
}

export interface RunningService {
  app: INestMicroservice;
  dataSource: DataSource;
  nc: NatsConnection;
  relay: OutboxRelay;
  subscriber: JetStreamSubscriber;
  rpc: NatsRpcClient;
  config: Record<string, unknown>;
  logger: Logger;
  healthServer?: HealthServer;
  /** Stops everything in reverse order; safe to call twice. */
  close(): Promise<void>;
}

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
 * Order: config -> ensureDatabase -> DataSource -> migrations -> Nest on NATS -> relay -> health.
 */
export async function createServiceApp(def: ServiceDefinition, overrides: ServiceAppOverrides = {}): Promise<RunningService> {
  const env = overrides.env ?? process.env;
  const schema = baseEnvSchema.merge(healthPortSchema).merge(def.configSchema ?? z.object({}));
  const config = loadConfig(schema, env) as z.infer<typeof baseEnvSchema> & z.infer<typeof healthPortSchema> & Record<string, unknown>;
  const logger = createLogger(def.service, config.LOG_LEVEL);
  setHandleLogger(logger);

  const natsUrl = overrides.natsUrl ?? config.NATS_URL;
  const dbUrl = overrides.databaseUrl ?? databaseUrl(def.dbName, config);
  const cleanup: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (let step = cleanup.pop(); step; step = cleanup.pop()) {
      await step().catch((error) => logger.warn({ err: error }, 'error while shutting down'));
    }
  };

  try {
    const created = await ensureDatabase(dbUrl);
    if (created) logger.info({ database: redactDatabaseUrl(dbUrl) }, 'database created');

    const dataSource = createDataSource({
      url: dbUrl,
      entities: unique([OutboxEvent, InboxEntry, ...(def.entities ?? [])]),
      migrations: withPlatformMigration(def.migrations ?? []),
    });
    await dataSource.initialize();
    cleanup.push(async () => dataSource.isInitialized && dataSource.destroy());
    const applied = await runMigrations(dataSource);
    logger.info({ applied }, applied.length ? 'migrations applied' : 'database schema up to date');

    const nc = await connectNats(natsUrl, `${def.service}-platform`);
    cleanup.push(async () => !nc.isClosed() && nc.drain());
    const relay = new OutboxRelay(dataSource, () => nc, logger, { streams: def.streams ?? [] });
    const subscriber = new JetStreamSubscriber(() => nc, logger);
    const rpc = new NatsRpcClient(nc);

    const healthSubject = def.healthSubject === undefined ? `${def.service}.health` : def.healthSubject;
    const platform: DynamicModule = {
      module: ServicePlatformModule,
      global: true,
      controllers: healthSubject ? [createServiceHealthController(healthSubject)] : [],
      providers: [
        { provide: DATA_SOURCE, useValue: dataSource },
        { provide: NATS_CONNECTION, useValue: nc },
        { provide: OUTBOX_RELAY, useValue: relay },
        { provide: OutboxRelay, useValue: relay },
        { provide: JetStreamSubscriber, useValue: subscriber },
        { provide: NatsRpcClient, useValue: rpc },
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: SERVICE_NAME, useValue: def.service },
      ],
      exports: [DATA_SOURCE, NATS_CONNECTION, OUTBOX_RELAY, OutboxRelay, JetStreamSubscriber, NatsRpcClient, SERVICE_CONFIG, SERVICE_NAME],
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

    const app = await NestFactory.createMicroservice<MicroserviceOptions>(root, {
      transport: Transport.NATS,
      options: {
        servers: natsUrl.split(',').map((s) => s.trim()),
        queue: def.service,
        name: def.service,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 500,
        waitOnFirstConnect: true,
      },
      bufferLogs: true,
    });
    app.useLogger(app.get(NestPinoLogger));
    // Nest's TypeOrm module destroys the shared DataSource on close; it stays last in `cleanup`.
    cleanup.push(() => app.close());
    await app.listen();

    relay.start();
    cleanup.push(() => relay.stop());
    cleanup.push(() => subscriber.stop());

    let healthServer: HealthServer | undefined;
    const healthPort = overrides.healthPort ?? false;
    if (healthPort !== false) {
      const server = await startHealthServer(healthPort, { postgres: () => checkPostgres(dataSource), nats: () => checkNats(nc) });
      cleanup.push(() => server.close());
      healthServer = server;
    }
    logger.info({ queue: def.service, healthPort: healthServer?.port }, 'service started');
    return { app, dataSource, nc, relay, subscriber, rpc, config, logger, healthServer, close };
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

function withPlatformMigration(migrations: NonNullable<ServiceDefinition['migrations']>): NonNullable<ServiceDefinition['migrations']> {
  const hasIt = migrations.some((m) => m === OutboxInboxMigration1732300000000 || m.prototype instanceof OutboxInboxMigration1732300000000);
  return hasIt ? migrations : [OutboxInboxMigration1732300000000, ...migrations];
}
