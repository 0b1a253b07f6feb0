import { Module } from '@nestjs/common';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { AccountRepository } from './accounts/account.repository';
import { LedgerRepository } from './ledger/ledger.repository';
import { LedgerService } from './ledger/ledger.service';
import { MiningController } from './mining/mining.controller';
import { MiningRepository } from './mining/mining.repository';
import { MiningService } from './mining/mining.service';
import { PacksController } from './packs/packs.controller';
import { PacksService } from './packs/packs.service';
import { PurchaseRepository } from './packs/purchase.repository';
import { PurchaseSweeper } from './packs/purchase-sweeper';
import { DeliveryRewards } from './referrals/delivery-rewards';
import { ReferralRepository } from './referrals/referral.repository';
import { ReferralsController } from './referrals/referrals.controller';
import { ReferralsService } from './referrals/referrals.service';
import { OrderRefundsConsumer } from './spending/order-refunds.consumer';
import { OrderSpendRepository } from './spending/order-spend.repository';
import { SpendingController } from './spending/spending.controller';
import { SpendingService } from './spending/spending.service';

/**
 * coins-service: one folder per feature. The DataSource, NATS, the outbox relay (and its nudge), the
 * bus client and the config come from the platform (createServiceApp).
 */
@Module({
  controllers: [AccountsController, MiningController, SpendingController, PacksController, ReferralsController],
  providers: [
    AccountRepository,
    AccountsService,
    LedgerRepository,
    LedgerService,
    MiningRepository,
    MiningService,
    OrderSpendRepository,
    SpendingService,
    OrderRefundsConsumer,
    PurchaseRepository,
    PacksService,
    PurchaseSweeper,
    ReferralRepository,
    ReferralsService,
    DeliveryRewards,
  ],
})
export class AppModule {}
