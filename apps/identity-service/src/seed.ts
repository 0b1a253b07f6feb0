import 'reflect-metadata';
import { baseEnvSchema, databaseUrl, loadConfig, refuseInProduction } from '@resellpk/backend-config';
import { createDataSource, ensureDatabase, runMigrations } from '@resellpk/backend-persistence';
import { IDENTITY_DB_NAME, identityEntities, identityMigrations } from './database/identity-schema';
import { DEMO_PASSWORD } from './seed/demo-users';
import { seedDemoData } from './seed/seed-demo-data';

/**
 * `node dist/apps/identity-service/seed.js`: migrates the identity database and loads the demo
 * accounts. Their registration events wait in the outbox until the service's relay publishes them.
 */
async function seed(): Promise<void> {
  // demo accounts with a published password (and their catalogue) never reach a production database
  refuseInProduction('the demo seed');
  const config = loadConfig(baseEnvSchema);
  const url = databaseUrl(IDENTITY_DB_NAME, config);
  await ensureDatabase(url);
  const dataSource = createDataSource({ url, entities: identityEntities, migrations: identityMigrations });
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
    const result = await seedDemoData(dataSource);
    console.log(
      `identity demo data: ${result.created.length} created, ${result.updated.length} refreshed ` +
        `(${[...result.created, ...result.updated].join(', ')}; password ${DEMO_PASSWORD})`,
    );
  } finally {
    await dataSource.destroy();
  }
}

seed().catch((error) => {
  console.error(error);
  process.exit(1);
});
