import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import { IdentitySubjects, type ServiceRequest, type UpdateMeRequest } from '@resellpk/contracts';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @MessagePattern(IdentitySubjects.getMe)
  getMe(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => this.profiles.getMe(req.ctx), req.ctx);
  }

  @MessagePattern(IdentitySubjects.updateMe)
  updateMe(@Payload() req: ServiceRequest<UpdateMeRequest>) {
    return handle(() => this.profiles.updateMe(req.data, req.ctx), req.ctx);
  }
}
