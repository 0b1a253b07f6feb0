import 'reflect-metadata';
import { bootstrapService } from '@resellpk/backend-messaging';
import type { IdentityConfig } from './config/identity-config';
import { identityService } from './service';
import { seedDemoData } from './seed/seed-demo-data';

async function main(): Promise<void> {
  // bootstrapService runs the migrations before it listens on NATS
  const running = await bootstrapService(identityService);
  const config = running.config as unknown as IdentityConfig;
  if (config.SEED_DEMO) {
    const seeded = await seedDemoData(running.dataSource);
    running.logger.info(seeded, 'demo accounts ready');
    void running.relay.flush();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
