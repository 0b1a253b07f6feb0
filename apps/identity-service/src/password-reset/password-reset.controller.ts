import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import {
  IdentitySubjects,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type ServiceRequest,
} from '@resellpk/contracts';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @MessagePattern(IdentitySubjects.requestPasswordReset)
  request(@Payload() req: ServiceRequest<PasswordResetRequest>) {
    return handle(() => this.resets.request(req.data), req.ctx);
  }

  @MessagePattern(IdentitySubjects.confirmPasswordReset)
  confirm(@Payload() req: ServiceRequest<PasswordResetConfirm>) {
    return handle(() => this.resets.confirm(req.data), req.ctx);
  }
}
