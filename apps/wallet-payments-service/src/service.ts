import { SERVICES } from '@resellpk/contracts';
import { defineService } from '@resellpk/backend-service';
import { AppModule } from './app.module';
import { walletPaymentsEnvSchema } from './config/wallet-payments-config';
import { walletPaymentsEntities, walletPaymentsMigrations } from './database/wallet-payments-schema';

/** How the platform runs wallet-payments-service; shared by main.ts, seed.ts and the integration tests. */
export const walletPaymentsService = defineService(SERVICES.walletPayments, {
  module: AppModule,
  entities: walletPaymentsEntities,
  migrations: walletPaymentsMigrations,
  configSchema: walletPaymentsEnvSchema,
  // money and receiving accounts: a demoted staff member stops at once, not when their token expires
  roleProjection: true,
});
