import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { CoinsSubjects, type NoData, type RequestContext } from '@resellpk/contracts';
import { AccountsService } from './accounts.service';

/** The accounts subjects: each method is checked against its contract in @resellpk/contracts. */
@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Handles(CoinsSubjects.countAccounts)
  count(_data: NoData, ctx: RequestContext) {
    return this.accounts.count(ctx);
  }
}
