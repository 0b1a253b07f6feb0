import { SERVICES } from '@resellpk/contracts';
import { defineService } from '@resellpk/backend-messaging';
import { AppModule } from './app.module';
import { migrations } from './migrations';

/** How the platform runs coins-service; shared by main.ts and the integration test. */
export const coinsService = defineService(SERVICES.coins, { module: AppModule, migrations });
