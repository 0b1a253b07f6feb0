import type { DynamicModule, Type } from '@nestjs/common';
import type { MigrationInterface } from 'typeorm';
import type { z } from 'zod';
import type { EntityTarget } from '@resellpk/backend-persistence';
import type { StreamSpec } from '../outbox/ensure-stream';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type MigrationClass = new (...args: any[]) => MigrationInterface;

/** Everything the platform needs to run one domain service. */
export interface ServiceDefinition {
  /** Service name: NATS queue group, logger `service` field, `<service>.health` subject. */
  service: string;
  /** The service's Nest module (controllers with @MessagePattern, providers). */
  module: Type<unknown> | DynamicModule;
  /** Name of the database the service owns. */
  dbName: string;
  /** TypeORM entities; the outbox and inbox entities are added automatically. */
  entities?: EntityTarget[];
  /** Migrations in order; OutboxInboxMigration1732300000000 is added when missing. */
  migrations?: MigrationClass[];
  /** JetStream streams this service publishes to (created/updated by the outbox relay). */
  streams?: StreamSpec[];
  /** Default port of the HTTP health server (env HEALTH_PORT wins). */
  healthPort?: number;
  /** Extra env variables of the service, merged into baseEnvSchema and provided as SERVICE_CONFIG. */
  configSchema?: z.AnyZodObject;
  /** Subject of the built-in NATS health handler; `false` when the service answers it itself. */
  healthSubject?: string | false;
}

/** A service's platform entry (SERVICES in @resellpk/contracts): name, database, ports, stream. */
export interface ServiceSpec {
  name: string;
  database: string;
  healthPort: number;
  healthSubject: string;
  stream: { name: string; subjects: readonly string[] };
}

/**
 * The definition of a service from its SERVICES entry plus what only the service knows (module,
 * migrations, entities, config): one place derives the names, ports and stream for all of them.
 */
export function defineService(
  spec: ServiceSpec,
  own: Pick<ServiceDefinition, 'module'> & Omit<Partial<ServiceDefinition>, 'service' | 'streams'>,
): ServiceDefinition {
  return {
    service: spec.name,
    dbName: spec.database,
    healthPort: spec.healthPort,
    healthSubject: spec.healthSubject,
    streams: [{ name: spec.stream.name, subjects: [...spec.stream.subjects] }],
    entities: [],
    ...own,
  };
}
