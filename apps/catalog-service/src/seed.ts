import 'reflect-metadata';
import { databaseUrl, loadConfig, refuseInProduction } from '@resellpk/backend-config';
import { createDataSource, ensureDatabase, runMigrations } from '@resellpk/backend-persistence';
import { catalogEnvSchema } from './config/catalog-config';
import { CATALOG_DB_NAME, catalogEntities, catalogMigrations } from './database/catalog-schema';
import { createStorage } from './media/storage.provider';
import { seedDemoCatalog } from './seed/seed-demo-data';

/** `node dist/apps/catalog-service/seed.js`: migrates the catalog database and loads the demo catalogue. */
async function seed(): Promise<void> {
  // the demo catalogue (made-up products and prices) never reaches a production database
  refuseInProduction('the demo seed');
  const config = loadConfig(catalogEnvSchema);
  const url = databaseUrl(CATALOG_DB_NAME, config);
  await ensureDatabase(url);
  const dataSource = createDataSource({ url, entities: catalogEntities, migrations: catalogMigrations });
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
    const result = await seedDemoCatalog(dataSource, createStorage(config));
    console.log(`catalog demo data: ${JSON.stringify(result)}`);
  } finally {
    await dataSource.destroy();
  }
}

seed().catch((error) => {
  console.error(error);
  process.exit(1);
});
