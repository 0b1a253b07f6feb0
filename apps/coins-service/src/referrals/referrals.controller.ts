import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { CoinsSubjects, type NoData, type ReferralCodeRef, type RequestContext } from '@resellpk/contracts';
import { ReferralsService } from './referrals.service';

@Controller()
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Handles(CoinsSubjects.getReferral)
  mine(_data: NoData, ctx: RequestContext) {
    return this.referrals.mine(ctx);
  }

  @Handles(CoinsSubjects.checkReferralCode)
  check(req: ReferralCodeRef) {
    return this.referrals.check(req);
  }

  @Handles(CoinsSubjects.lookupReferralCode)
  lookup(req: ReferralCodeRef) {
    return this.referrals.lookup(req);
  }
}
