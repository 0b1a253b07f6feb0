import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@resellpk/backend-service';
import { ensurePlaceholder } from '@resellpk/backend-media';
import type { CatalogConfig } from './config/catalog-config';
import { createStorage } from './media/storage.provider';
import { seedDemoCatalog } from './seed/seed-demo-data';
import { catalogService } from './service';

async function main(): Promise<void> {
  // bootstrapService runs the migrations before it listens on NATS
  const running = await bootstrapService(catalogService);
  const config = running.config as unknown as CatalogConfig;
  const storage = createStorage(config);
  // products without images point at the placeholder: it must exist
  await ensurePlaceholder(storage);
  if (config.SEED_DEMO) {
    const seeded = await seedDemoCatalog(running.dataSource, storage);
    running.logger.info(seeded, 'demo catalogue ready');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
