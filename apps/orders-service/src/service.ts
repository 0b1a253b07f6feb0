import { SERVICES } from '@resellpk/contracts';
import { defineService } from '@resellpk/backend-messaging';
import { AppModule } from './app.module';
import { migrations } from './migrations';

/** How the platform runs orders-service; shared by main.ts and the integration test. */
export const ordersService = defineService(SERVICES.orders, { module: AppModule, migrations });
