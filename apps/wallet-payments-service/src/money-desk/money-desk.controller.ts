import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { WalletPaymentsSubjects, type NoData, type RequestContext } from '@resellpk/contracts';
import { MoneyDeskService } from './money-desk.service';

@Controller()
export class MoneyDeskController {
  constructor(private readonly desk: MoneyDeskService) {}

  @Handles(WalletPaymentsSubjects.moneyDeskCounts)
  counts(_data: NoData, ctx: RequestContext) {
    return this.desk.counts(ctx);
  }
}
