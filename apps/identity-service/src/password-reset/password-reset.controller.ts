import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import {
  IdentitySubjects,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from '@resellpk/contracts';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Handles(IdentitySubjects.requestPasswordReset)
  request(data: PasswordResetRequest) {
    return this.resets.request(data);
  }

  @Handles(IdentitySubjects.confirmPasswordReset)
  confirm(data: PasswordResetConfirm) {
    return this.resets.confirm(data);
  }
}
