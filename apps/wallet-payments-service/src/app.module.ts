import { Module } from '@nestjs/common';
import { AuditLog } from './audit/audit-log';
import { AuditLogController } from './audit/audit-log.controller';
import { LinkedAccountsLookup } from './audit/linked-accounts';
import { MoneyDeskController } from './money-desk/money-desk.controller';
import { MoneyDeskGauges } from './money-desk/money-desk-gauges';
import { MoneyDeskService } from './money-desk/money-desk.service';
import { OrderProfitConsumer } from './order-profits/order-profit.consumer';
import { PaymentMethodRepository } from './payment-methods/payment-method.repository';
import { PaymentMethodsController } from './payment-methods/payment-methods.controller';
import { PaymentMethodsService } from './payment-methods/payment-methods.service';
import { TopUpDecisionsService } from './top-ups/top-up-decisions.service';
import { TopUpExpiryScheduler } from './top-ups/top-up-expiry.scheduler';
import { TopUpRepository } from './top-ups/top-up.repository';
import { TopUpsController } from './top-ups/top-ups.controller';
import { TopUpsService } from './top-ups/top-ups.service';
import { PayoutAccountRepository } from './payout-accounts/payout-account.repository';
import { PayoutAccountsController } from './payout-accounts/payout-accounts.controller';
import { PayoutAccountsService } from './payout-accounts/payout-accounts.service';
import { PayoutNumberResealer } from './payout-accounts/payout-number-resealer';
import { PayoutNumberVault } from './payout-accounts/payout-number-vault';
import { DemoTopUps } from './seed/demo-top-ups';
import { Ledger } from './wallets/ledger';
import { WalletRegistrationConsumer } from './wallets/wallet-registration.consumer';
import { WalletRepository } from './wallets/wallet.repository';
import { WalletsController } from './wallets/wallets.controller';
import { WalletsService } from './wallets/wallets.service';
import { WithdrawalDecisionsService } from './withdrawals/withdrawal-decisions.service';
import { WithdrawalRepository } from './withdrawals/withdrawal.repository';
import { WithdrawalsController } from './withdrawals/withdrawals.controller';
import { WithdrawalsService } from './withdrawals/withdrawals.service';

/**
 * wallet-payments-service: the wallets and their ledger, payment methods and receiving accounts,
 * top-up requests and their expiry job, the profit of delivered orders, payout accounts and withdrawals. The DataSource, NATS, the
 * outbox relay (and its nudge), the bus client, the config and StaffAccess (the role projection)
 * come from the platform.
 */
@Module({
  controllers: [WalletsController, PaymentMethodsController, TopUpsController, PayoutAccountsController, WithdrawalsController, MoneyDeskController, AuditLogController],
  providers: [
    MoneyDeskService,
    MoneyDeskGauges,
    WalletRepository,
    Ledger,
    WalletsService,
    WalletRegistrationConsumer,
    OrderProfitConsumer,
    PaymentMethodRepository,
    PaymentMethodsService,
    TopUpRepository,
    TopUpsService,
    TopUpDecisionsService,
    TopUpExpiryScheduler,
    AuditLog,
    LinkedAccountsLookup,
    DemoTopUps,
    PayoutNumberVault,
    PayoutNumberResealer,
    PayoutAccountRepository,
    PayoutAccountsService,
    WithdrawalRepository,
    WithdrawalsService,
    WithdrawalDecisionsService,
  ],
})
export class AppModule {}
