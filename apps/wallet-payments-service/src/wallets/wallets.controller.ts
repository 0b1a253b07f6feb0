import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { WalletPaymentsSubjects, type ListWalletTransactionsQuery, type MoneyMovement, type NoData, type RequestContext } from '@resellpk/contracts';
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

  @Handles(WalletPaymentsSubjects.credit)
  credit(data: MoneyMovement, ctx: RequestContext) {
    return this.wallets.credit(data, ctx);
  }

  @Handles(WalletPaymentsSubjects.debit)
  debit(data: MoneyMovement, ctx: RequestContext) {
    return this.wallets.debit(data, ctx);
  }
}
