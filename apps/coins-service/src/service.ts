import { SERVICES } from '@resellpk/contracts';
import type { ServiceDefinition } from '@resellpk/backend-messaging';
import { AppModule } from './app.module';
import { migrations } from './migrations';

const { name, database, healthPort, stream } = SERVICES.coins;

/** How the platform runs coins-service; shared by main.ts and the integration test. */
export const coinsService: ServiceDefinition = {
  service: name,
  dbName: database,
  module: AppModule,
  entities: [],
  migrations,
  streams: [{ name: stream.name, subjects: [...stream.subjects] }],
  healthPort,
};
