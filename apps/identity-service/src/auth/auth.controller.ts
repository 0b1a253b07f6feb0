import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type ChangePasswordRequest, type LoginRequest, type RequestContext, type SignupRequest } from '@resellpk/contracts';
import { AuthService } from './auth.service';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Handles(IdentitySubjects.signup)
  signup(data: SignupRequest, ctx: RequestContext) {
    return this.auth.signup(data, ctx);
  }

  @Handles(IdentitySubjects.login)
  login(data: LoginRequest) {
    return this.auth.login(data);
  }

  @Handles(IdentitySubjects.changePassword)
  changePassword(data: ChangePasswordRequest, ctx: RequestContext) {
    return this.auth.changePassword(data, ctx);
  }
}
