import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { WalletPaymentsSubjects, type ListWalletTransactionsQuery, type MoneyMovement, type NoData, type PremiumReversal, type RequestContext } from '@resellpk/contracts';
import { WalletsService } from './wallets.service';

/** The wallets subjects: each method is checked against its contract in @resellpk/contracts. */
@Controller()
export class WalletsController {
  constructor(private readonly wallets: WalletsService) {}

  @Handles(WalletPaymentsSubjects.countWallets)
  count(_data: NoData, ctx: RequestContext) {
    return this.wallets.count(ctx);
  }

  @Handles(WalletPaymentsSubjects.getWallet)
  getWallet(_data: NoData, ctx: RequestContext) {
    return this.wallets.getWallet(ctx);
  }

  @Handles(WalletPaymentsSubjects.listTransactions)
  listTransactions(data: ListWalletTransactionsQuery, ctx: RequestContext) {
    return this.wallets.listTransactions(data, ctx);
  }

  @Handles(WalletPaymentsSubjects.balancesOf)
  balancesOf(data: { userIds: string[] }, ctx: RequestContext) {
    return this.wallets.balancesOf(data, ctx);
  }

  // the money commands: NATS lets only each one's caller send it; the service checks the types and amounts
  @Handles(WalletPaymentsSubjects.payCoinPack)
  payCoinPack(data: MoneyMovement, ctx: RequestContext) {
    return this.wallets.move(WalletPaymentsSubjects.payCoinPack, data, ctx);
  }

  @Handles(WalletPaymentsSubjects.payPartnerPlan)
  payPartnerPlan(data: MoneyMovement, ctx: RequestContext) {
    return this.wallets.move(WalletPaymentsSubjects.payPartnerPlan, data, ctx);
  }

  @Handles(WalletPaymentsSubjects.refundPartnerPlan)
  refundPartnerPlan(data: MoneyMovement, ctx: RequestContext) {
    return this.wallets.move(WalletPaymentsSubjects.refundPartnerPlan, data, ctx);
  }

  @Handles(WalletPaymentsSubjects.payPremium)
  payPremium(data: MoneyMovement, ctx: RequestContext) {
    return this.wallets.move(WalletPaymentsSubjects.payPremium, data, ctx);
  }

  @Handles(WalletPaymentsSubjects.balanceOf)
  balanceOf(data: { userId: string }) {
    return this.wallets.balanceOf(data);
  }

  @Handles(WalletPaymentsSubjects.reversePremium)
  reversePremium(data: PremiumReversal, ctx: RequestContext) {
    return this.wallets.reversePremium(data, ctx);
  }

  /** deprecated: served for callers deployed before the commands above */
  @Handles(WalletPaymentsSubjects.credit)
  credit(data: MoneyMovement, ctx: RequestContext) {
    return this.wallets.move(WalletPaymentsSubjects.credit, data, ctx);
  }

  /** deprecated: served for callers deployed before the commands above */
  @Handles(WalletPaymentsSubjects.debit)
  debit(data: MoneyMovement, ctx: RequestContext) {
    return this.wallets.move(WalletPaymentsSubjects.debit, data, ctx);
  }
}
