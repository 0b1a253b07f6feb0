import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { CoinsSubjects, type ListCoinTransactionsQuery, type NoData, type RequestContext } from '@resellpk/contracts';
import { LedgerService } from '../ledger/ledger.service';
import { AccountsService } from './accounts.service';

/** The accounts subjects: each method is checked against its contract in @resellpk/contracts. */
@Controller()
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly ledger: LedgerService,
  ) {}

  @Handles(CoinsSubjects.countAccounts)
  count(_data: NoData, ctx: RequestContext) {
    return this.accounts.count(ctx);
  }

  @Handles(CoinsSubjects.getAccount)
  get(_data: NoData, ctx: RequestContext) {
    return this.accounts.get(ctx);
  }

  @Handles(CoinsSubjects.balanceOf)
  balanceOf(data: { userId: string }) {
    return this.accounts.balanceOf(data);
  }

  @Handles(CoinsSubjects.balancesOf)
  balancesOf(data: { userIds: string[] }, ctx: RequestContext) {
    return this.accounts.balancesOf(data, ctx);
  }

  @Handles(CoinsSubjects.listTransactions)
  transactions(query: ListCoinTransactionsQuery, ctx: RequestContext) {
    return this.ledger.list(query, ctx);
  }
}
