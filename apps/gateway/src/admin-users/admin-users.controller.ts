import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { IdentitySubjects, type RequestContext } from '@resellpk/contracts';
import { ApiErrors } from '../common/http/api-docs';
import { ProfileDto } from '../common/http/profile.dto';
import { Ctx } from '../common/http/request-context';
import { ChangeRoleDto } from './dto/change-role.dto';
import { GatewayBus } from '../common/bus/gateway-bus';

/** User management is admin only (spec section 6); identity re-checks the role. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: 'All profiles, newest first' })
  @ApiOkResponse({ type: ProfileDto, isArray: true })
  @ApiErrors(401, 403)
  listUsers(@Ctx() ctx: RequestContext): Promise<ProfileDto[]> {
    return this.bus.call(IdentitySubjects.listUsers, ctx, {});
  }

  @Patch(':id/role')
  @ApiOperation({ summary: 'Change a role: reseller -> topup_helper or admin, topup_helper -> reseller; never your own' })
  @ApiParam({ name: 'id', format: 'uuid', description: 'User id' })
  @ApiOkResponse({ type: ProfileDto })
  @ApiErrors(400, 401, 403, 404)
  changeRole(@Ctx() ctx: RequestContext, @Param('id') userId: string, @Body() dto: ChangeRoleDto): Promise<ProfileDto> {
    return this.bus.call(IdentitySubjects.changeRole, ctx, { userId, role: dto.role });
  }
}
