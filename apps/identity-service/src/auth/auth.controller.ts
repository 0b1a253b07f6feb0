import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import { IdentitySubjects, type LoginRequest, type ServiceRequest, type SignupRequest } from '@resellpk/contracts';
import { AuthService } from './auth.service';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @MessagePattern(IdentitySubjects.signup)
  signup(@Payload() req: ServiceRequest<SignupRequest>) {
    return handle(() => this.auth.signup(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(IdentitySubjects.login)
  login(@Payload() req: ServiceRequest<LoginRequest>) {
    return handle(() => this.auth.login(req.data), req.ctx);
  }
}
