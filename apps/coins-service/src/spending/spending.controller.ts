import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { CoinsSubjects, type RefundCoins, type SpendCoins } from '@resellpk/contracts';
import { SpendingService } from './spending.service';

/** Called by orders only (NATS refuses other callers); the user comes in the data, not the context. */
@Controller()
export class SpendingController {
  constructor(private readonly spending: SpendingService) {}

  @Handles(CoinsSubjects.spend)
  spend(req: SpendCoins) {
    return this.spending.spend(req);
  }

  @Handles(CoinsSubjects.refund)
  refund(req: RefundCoins) {
    return this.spending.refund(req);
  }
}
