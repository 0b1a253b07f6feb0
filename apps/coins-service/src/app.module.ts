import { Module } from '@nestjs/common';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { AccountRepository } from './accounts/account.repository';

/**
 * coins-service: one folder per feature. The DataSource, NATS, the outbox relay (and its nudge), the
 * bus client and the config come from the platform (createServiceApp).
 */
@Module({
  controllers: [AccountsController],
  providers: [AccountsService, AccountRepository],
})
export class AppModule {}
