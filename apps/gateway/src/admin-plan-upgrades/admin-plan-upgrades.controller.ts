import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { IdentitySubjects, type RequestContext, type UpgradeRequestStatus, type UpgradeRequestView } from '@resellpk/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { GatewayBus } from '../common/bus/gateway-bus';

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;

export class ListUpgradeRequestsQueryDto {
  @ApiPropertyOptional({ enum: STATUSES, default: 'all' })
  @IsOptional()
  @IsIn(STATUSES, { message: `status must be one of: ${STATUSES.join(', ')}` })
  status?: UpgradeRequestStatus | 'all';
}

const NOT_FOUND = 'Plan upgrade request not found.';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/plan-upgrade-requests')
export class AdminPlanUpgradesController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: 'Plan upgrade requests with the reseller name and email, newest first' })
  @ApiOkResponse({ description: 'UpgradeRequestView[]' })
  @ApiErrors(400, 401, 403)
  list(@Ctx() ctx: RequestContext, @Query() query: ListUpgradeRequestsQueryDto): Promise<UpgradeRequestView[]> {
    return this.bus.call(IdentitySubjects.listUpgradeRequests, ctx, { status: query.status ?? 'all' });
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve: takes Rs. 2,500 from the wallet (409 INSUFFICIENT_FUNDS: the request waits, the reseller is told what to top up), Premium for 30 days (added to one in its last 3 days), plan_upgraded event' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'UpgradeRequestView (approved)' })
  @ApiErrors(401, 403, 404, 409)
  approve(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string): Promise<UpgradeRequestView> {
    return this.bus.call(IdentitySubjects.approveUpgradeRequest, ctx, { id });
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a pending request (a payment an approval racing it took is paid back)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'UpgradeRequestView (rejected)' })
  @ApiErrors(401, 403, 404, 409)
  reject(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string): Promise<UpgradeRequestView> {
    return this.bus.call(IdentitySubjects.rejectUpgradeRequest, ctx, { id });
  }
}
