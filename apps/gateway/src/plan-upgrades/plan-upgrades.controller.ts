import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IdentitySubjects, type CreateUpgradeRequest, type RequestContext, type UpgradeRequestView } from '@resellpk/contracts';
import { IsDefined, IsIn } from 'class-validator';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { GatewayBus } from '../common/bus/gateway-bus';

export class CreateUpgradeRequestDto implements CreateUpgradeRequest {
  @ApiProperty({ enum: ['premium'], example: 'premium' })
  @IsDefined({ message: 'requestedPlan is required' })
  @IsIn(['premium'], { message: 'requestedPlan must be premium' })
  requestedPlan: 'premium';
}

@ApiTags('plans')
@ApiBearerAuth()
@Controller('plan-upgrade-requests')
export class PlanUpgradesController {
  constructor(private readonly bus: GatewayBus) {}

  @Post()
  @ApiOperation({ summary: 'Ask an admin for premium; one pending request per user' })
  @ApiCreatedResponse({ description: 'UpgradeRequestView (status pending)' })
  @ApiErrors(400, 401, 403, 409)
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateUpgradeRequestDto): Promise<UpgradeRequestView> {
    return this.bus.call(IdentitySubjects.createUpgradeRequest, ctx, { requestedPlan: dto.requestedPlan });
  }
}
