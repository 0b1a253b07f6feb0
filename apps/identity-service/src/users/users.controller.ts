import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { IdentitySubjects, type ChangeRoleRequest, type RequestContext, type NoData } from '@resellpk/contracts';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Handles(IdentitySubjects.listUsers)
  listUsers(_data: NoData, ctx: RequestContext) {
    return this.users.listUsers(ctx);
  }

  @Handles(IdentitySubjects.changeRole)
  changeRole(data: ChangeRoleRequest, ctx: RequestContext) {
    return this.users.changeRole(data, ctx);
  }
}
