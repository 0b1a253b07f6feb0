import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type ChangePasswordRequest, type CompleteLoginRequest, type LoginChallengeRef, type LoginRequest, type RequestContext, type SignupRequest } from '@resellpk/contracts';
import { SecondFactorLoginService } from '../second-factor/second-factor-login.service';
import { AuthService } from './auth.service';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly secondFactor: SecondFactorLoginService,
  ) {}

  @Handles(IdentitySubjects.signup)
  signup(data: SignupRequest, ctx: RequestContext) {
    return this.auth.signup(data, ctx);
  }

  @Handles(IdentitySubjects.login)
  login(data: LoginRequest) {
    return this.auth.login(data);
  }

  @Handles(IdentitySubjects.beginLogin)
  beginLogin(data: LoginRequest) {
    return this.auth.beginLogin(data);
  }

  @Handles(IdentitySubjects.completeLogin)
  completeLogin(data: CompleteLoginRequest) {
    return this.secondFactor.complete(data);
  }

  @Handles(IdentitySubjects.startLoginEnrolment)
  startLoginEnrolment(data: LoginChallengeRef) {
    return this.secondFactor.startEnrolment(data);
  }

  @Handles(IdentitySubjects.confirmLoginEnrolment)
  confirmLoginEnrolment(data: CompleteLoginRequest) {
    return this.secondFactor.confirmEnrolment(data);
  }

  @Handles(IdentitySubjects.changePassword)
  changePassword(data: ChangePasswordRequest, ctx: RequestContext) {
    return this.auth.changePassword(data, ctx);
  }
}
