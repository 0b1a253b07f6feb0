import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { CreateUpgradeRequest, RequestContext, UpgradeRequestView } from '@resellpk/contracts';
import { IsDefined, IsIn } from 'class-validator';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { IdentityClient } from '../common/service-client/identity.client';

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
  constructor(private readonly identity: IdentityClient) {}

  @Post()
  @ApiOperation({ summary: 'Ask an admin for premium; one pending request per user' })
  @ApiCreatedResponse({ description: 'UpgradeRequestView (status pending)' })
  @ApiErrors(400, 401, 403, 409)
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateUpgradeRequestDto): Promise<UpgradeRequestView> {
    return this.identity.createUpgradeRequest(ctx, { requestedPlan: dto.requestedPlan });
  }
}
