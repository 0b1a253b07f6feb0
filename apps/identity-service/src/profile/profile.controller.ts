import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type RequestContext,
  type NoData, type UpdateMeRequest } from '@resellpk/contracts';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Handles(IdentitySubjects.getMe)
  getMe(_data: NoData, ctx: RequestContext) {
    return this.profiles.getMe(ctx);
  }

  @Handles(IdentitySubjects.updateMe)
  updateMe(data: UpdateMeRequest, ctx: RequestContext) {
    return this.profiles.updateMe(data, ctx);
  }
}
