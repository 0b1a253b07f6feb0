import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import { IdentitySubjects, type LogoutRequest, type RefreshRequest, type ServiceRequest } from '@resellpk/contracts';
import { SessionService } from './session.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionService) {}

  @MessagePattern(IdentitySubjects.refresh)
  refresh(@Payload() req: ServiceRequest<RefreshRequest>) {
    return handle(() => this.sessions.refresh(req.data), req.ctx);
  }

  @MessagePattern(IdentitySubjects.logout)
  logout(@Payload() req: ServiceRequest<LogoutRequest>) {
    return handle(() => this.sessions.logout(req.data), req.ctx);
  }
}
