import { defineService } from '@resellpk/backend-service';
import { SERVICES } from '@resellpk/contracts';
import { AppModule } from './app.module';
import { identityEnvSchema } from './config/identity-config';
import { identityEntities, identityMigrations } from './database/identity-schema';

/**
 * How the platform runs identity-service; shared by main.ts, seed.ts and the integration tests.
 * `identity.health` (IdentitySubjects.health) is answered by the platform's health controller.
 */
export const identityService = defineService(SERVICES.identity, {
  module: AppModule,
  entities: identityEntities,
  migrations: identityMigrations,
  configSchema: identityEnvSchema,
});
