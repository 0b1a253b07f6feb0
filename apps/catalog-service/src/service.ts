import { SERVICES } from '@resellpk/contracts';
import type { ServiceDefinition } from '@resellpk/backend-messaging';
import { AppModule } from './app.module';
import { catalogEnvSchema } from './config/catalog-config';
import { CATALOG_DB_NAME, catalogEntities, catalogMigrations } from './database/catalog-schema';

const { name, healthPort, stream, healthSubject } = SERVICES.catalog;

/** How the platform runs catalog-service; shared by main.ts, seed.ts and the integration tests. */
export const catalogService: ServiceDefinition = {
  service: name,
  dbName: CATALOG_DB_NAME,
  module: AppModule,
  entities: catalogEntities,
  migrations: catalogMigrations,
  streams: [{ name: stream.name, subjects: [...stream.subjects] }],
  healthPort,
  healthSubject,
  configSchema: catalogEnvSchema,
};
