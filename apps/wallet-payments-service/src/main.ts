import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@resellpk/backend-service';
import type { WalletPaymentsConfig } from './config/wallet-payments-config';
import { seedDemoWalletPayments } from './seed/seed-demo-data';
import { walletPaymentsService } from './service';

async function main(): Promise<void> {
  // bootstrapService runs the migrations before it listens on NATS, and stops cleanly on SIGTERM
  const running = await bootstrapService(walletPaymentsService);
  const config = running.config as unknown as WalletPaymentsConfig;
  if (config.SEED_DEMO) {
    const seeded = await seedDemoWalletPayments(running.dataSource);
    running.logger.info(seeded, 'demo receiving accounts ready');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
