import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type ConfirmTotpEnrolment, type NoData, type RequestContext } from '@resellpk/contracts';
import { TotpService } from './totp.service';

@Controller()
export class SecondFactorController {
  constructor(private readonly totp: TotpService) {}

  @Handles(IdentitySubjects.secondFactorStatus)
  status(_data: NoData, ctx: RequestContext) {
    return this.totp.status(ctx);
  }

  @Handles(IdentitySubjects.startTotpEnrolment)
  start(_data: NoData, ctx: RequestContext) {
    return this.totp.startEnrolment(ctx);
  }

  @Handles(IdentitySubjects.confirmTotpEnrolment)
  confirm(data: ConfirmTotpEnrolment, ctx: RequestContext) {
    return this.totp.confirmEnrolment(data, ctx);
  }
}
