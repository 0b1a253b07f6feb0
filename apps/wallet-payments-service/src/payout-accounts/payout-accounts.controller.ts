import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { WalletPaymentsSubjects as S, type NoData, type PaymentRequestRef, type PayoutAccountInput, type RequestContext } from '@resellpk/contracts';
import { PayoutAccountsService } from './payout-accounts.service';

@Controller()
export class PayoutAccountsController {
  constructor(private readonly accounts: PayoutAccountsService) {}

  @Handles(S.listPayoutAccounts)
  list(_data: NoData, ctx: RequestContext) {
    return this.accounts.list(ctx);
  }

  @Handles(S.addPayoutAccount)
  add(data: PayoutAccountInput, ctx: RequestContext) {
    return this.accounts.add(data, ctx);
  }

  @Handles(S.deletePayoutAccount)
  remove(data: PaymentRequestRef, ctx: RequestContext) {
    return this.accounts.remove(data, ctx);
  }
}
