import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import { IdentitySubjects, type ChangeRoleRequest, type ServiceRequest } from '@resellpk/contracts';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(IdentitySubjects.listUsers)
  listUsers(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => this.users.listUsers(req.ctx), req.ctx);
  }

  @MessagePattern(IdentitySubjects.changeRole)
  changeRole(@Payload() req: ServiceRequest<ChangeRoleRequest>) {
    return handle(() => this.users.changeRole(req.data, req.ctx), req.ctx);
  }
}
