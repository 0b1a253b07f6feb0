import { SERVICES } from '@resellpk/contracts';
import { defineService } from '@resellpk/backend-service';
import { AppModule } from './app.module';
import { ordersEnvSchema } from './config/orders-config';
import { ordersEntities, ordersMigrations } from './database/orders-schema';

/** How the platform runs orders-service; shared by main.ts and the integration tests. */
export const ordersService = defineService(SERVICES.orders, {
  module: AppModule,
  entities: ordersEntities,
  migrations: ordersMigrations,
  configSchema: ordersEnvSchema,
  // staff accounts place no orders: a reseller promoted a minute ago is refused, not when their token expires
  roleProjection: true,
});
