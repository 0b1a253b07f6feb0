import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type LogoutRequest, type RefreshRequest } from '@resellpk/contracts';
import { SessionService } from './session.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionService) {}

  @Handles(IdentitySubjects.refresh)
  refresh(data: RefreshRequest) {
    return this.sessions.refresh(data);
  }

  @Handles(IdentitySubjects.logout)
  logout(data: LogoutRequest) {
    return this.sessions.logout(data);
  }
}
