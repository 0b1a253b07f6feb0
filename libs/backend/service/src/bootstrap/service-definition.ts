import type { DynamicModule, Type } from '@nestjs/common';
import type { MigrationInterface } from 'typeorm';
import type { z } from 'zod';
import { healthSubjectOf, streamSubjectsOf, type ServiceName, type ServiceSpec } from '@resellpk/contracts';
import type { EntityTarget } from '@resellpk/backend-persistence';
import type { StreamSpec } from '@resellpk/backend-messaging';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationClass = new (...args: any[]) => MigrationInterface;

/** Everything the platform needs to run one domain service. */
export interface ServiceDefinition {
  /** Service name (SERVICES): NATS queue group and subject prefix, logger `service` field. */
  service: ServiceName;
  /** The service's Nest module (controllers with @Handles, providers with @OnEvent). */
  module: Type<unknown> | DynamicModule;
  /** Name of the database the service owns. */
  dbName: string;
  /** TypeORM entities; the outbox and inbox entities are added automatically. */
  entities?: EntityTarget[];
  /** Migrations in order; the platform's own (outbox/inbox, role projection) come first. */
  migrations?: MigrationClass[];
  /** JetStream streams this service publishes to (created/updated by the outbox relay). */
  streams?: StreamSpec[];
  /** Default port of the HTTP health server (env HEALTH_PORT wins). */
  healthPort?: number;
  /** Extra env variables of the service, merged into baseEnvSchema and provided as SERVICE_CONFIG. */
  configSchema?: z.AnyZodObject;
  /** Subject of the built-in NATS health handler. */
  healthSubject: string;
  /**
   * Keep a copy of users' current roles from identity's events (`RoleProjection`, provided as
   * `StaffAccess`), for staff checks that must not trust a token's role for its whole lifetime.
   */
  roleProjection?: boolean;
}

/**
 * The definition of a service from its SERVICES entry plus what only the service knows (module,
 * migrations, entities, config): one place derives the names, ports and stream for all of them.
 */
export function defineService(
  spec: ServiceSpec,
  own: Pick<ServiceDefinition, 'module'> & Omit<Partial<ServiceDefinition>, 'service' | 'streams' | 'dbName' | 'healthSubject'>,
): ServiceDefinition {
  return {
    service: spec.name,
    dbName: spec.database,
    healthPort: spec.healthPort,
    healthSubject: healthSubjectOf(spec.name),
    streams: [{ name: spec.stream, subjects: streamSubjectsOf(spec.name) }],
    entities: [],
    ...own,
  };
}
