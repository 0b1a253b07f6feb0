import 'reflect-metadata';
import { databaseUrl, loadConfig, refuseInProduction } from '@resellpk/backend-config';
import { createDataSource, ensureDatabase, runMigrations } from '@resellpk/backend-persistence';
import { OutboxInboxMigration1732300000000, OutboxTraceContextMigration1796700000000 } from '@resellpk/backend-messaging';
import { RoleProjectionMigration1795400000000 } from '@resellpk/backend-service';
import { walletPaymentsEnvSchema } from './config/wallet-payments-config';
import { WALLET_PAYMENTS_DB_NAME, walletPaymentsEntities, walletPaymentsMigrations } from './database/wallet-payments-schema';
import { seedDemoWalletPayments } from './seed/seed-demo-data';

/** `node dist/apps/wallet-payments-service/seed.js`: migrates the wallet_payments database and loads the demo receiving accounts. */
async function seed(): Promise<void> {
  // made-up receiving accounts never reach a production database
  refuseInProduction('the demo seed');
  const config = loadConfig(walletPaymentsEnvSchema);
  const url = databaseUrl(WALLET_PAYMENTS_DB_NAME, config);
  await ensureDatabase(url);
  // the same migrations, in the same order, as the service runs at boot
  const migrations = [OutboxInboxMigration1732300000000, OutboxTraceContextMigration1796700000000, RoleProjectionMigration1795400000000, ...walletPaymentsMigrations];
  const dataSource = createDataSource({ url, entities: walletPaymentsEntities, migrations });
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
    const result = await seedDemoWalletPayments(dataSource);
    console.log(`wallet-payments demo data: ${JSON.stringify(result)}`);
  } finally {
    await dataSource.destroy();
  }
}

seed().catch((error) => {
  console.error(error);
  process.exit(1);
});
