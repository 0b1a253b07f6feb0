import type { ServiceDefinition } from '@resellpk/backend-messaging';
import { IDENTITY_SERVICE, IDENTITY_STREAM } from '@resellpk/contracts';
import { AppModule } from './app.module';
import { identityEnvSchema } from './config/identity-config';
import { IDENTITY_DB_NAME, identityEntities, identityMigrations } from './database/identity-schema';

/** How the platform runs identity-service; shared by main.ts, seed.ts and the integration tests. */
export const identityServiceDefinition: ServiceDefinition = {
  service: IDENTITY_SERVICE,
  module: AppModule,
  dbName: IDENTITY_DB_NAME,
  entities: identityEntities,
  migrations: identityMigrations,
  streams: [IDENTITY_STREAM],
  healthPort: 3101,
  configSchema: identityEnvSchema,
  // `identity.health` (IdentitySubjects.health) is answered by the platform's health controller
  healthSubject: 'identity.health',
};
