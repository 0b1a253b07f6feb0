import { Module } from '@nestjs/common';
import { WalletsController } from './wallets/wallets.controller';
import { WalletsService } from './wallets/wallets.service';
import { WalletRepository } from './wallets/wallet.repository';

/**
 * wallet-payments-service: one folder per feature. The DataSource, NATS, the outbox relay (and its nudge), the
 * bus client and the config come from the platform (createServiceApp).
 */
@Module({
  controllers: [WalletsController],
  providers: [WalletsService, WalletRepository],
})
export class AppModule {}
