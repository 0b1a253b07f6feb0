import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { WalletPaymentsSubjects, type NoData, type RequestContext } from '@resellpk/contracts';
import { WalletsService } from './wallets.service';

/** The wallets subjects: each method is checked against its contract in @resellpk/contracts. */
@Controller()
export class WalletsController {
  constructor(private readonly wallets: WalletsService) {}

  @Handles(WalletPaymentsSubjects.countWallets)
  count(_data: NoData, ctx: RequestContext) {
    return this.wallets.count(ctx);
  }
}
