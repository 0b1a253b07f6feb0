import { SERVICES } from '@resellpk/contracts';
import { defineService } from '@resellpk/backend-service';
import { AppModule } from './app.module';
import { coinsEnvSchema } from './config/coins-config';
import { coinsEntities, coinsMigrations } from './database/coins-schema';

/** How the platform runs coins-service; shared by main.ts and the integration tests. */
export const coinsService = defineService(SERVICES.coins, {
  module: AppModule,
  entities: coinsEntities,
  migrations: coinsMigrations,
  configSchema: coinsEnvSchema,
  // staff accounts buy no coin packs: a reseller promoted a minute ago is refused, not when their token expires
  roleProjection: true,
});
