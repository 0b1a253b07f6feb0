import { SERVICES } from '@resellpk/contracts';
import { defineService } from '@resellpk/backend-service';
import { AppModule } from './app.module';
import { catalogEnvSchema } from './config/catalog-config';
import { catalogEntities, catalogMigrations } from './database/catalog-schema';

/** How the platform runs catalog-service; shared by main.ts, seed.ts and the integration tests. */
export const catalogService = defineService(SERVICES.catalog, {
  module: AppModule,
  entities: catalogEntities,
  migrations: catalogMigrations,
  configSchema: catalogEnvSchema,
  // catalogue management re-checks the admin's current role (a demoted admin stops at once)
  roleProjection: true,
});
