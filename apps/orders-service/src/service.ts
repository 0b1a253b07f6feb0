import { SERVICES } from '@resellpk/contracts';
import type { ServiceDefinition } from '@resellpk/backend-messaging';
import { AppModule } from './app.module';
import { migrations } from './migrations';

const { name, database, healthPort, stream } = SERVICES.orders;

/** How the platform runs orders-service; shared by main.ts and the integration test. */
export const ordersService: ServiceDefinition = {
  service: name,
  dbName: database,
  module: AppModule,
  entities: [],
  migrations,
  streams: [{ name: stream.name, subjects: [...stream.subjects] }],
  healthPort,
};
