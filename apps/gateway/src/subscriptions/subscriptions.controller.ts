import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IdentitySubjects, PARTNER_PLAN_TYPES, type MySubscription, type PartnerPlanType, type RequestContext, type SubscribeRequest, type SubscribeResult, type SubscriptionView } from '@resellpk/contracts';
import { IsDefined, IsIn } from 'class-validator';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { GatewayBus } from '../common/bus/gateway-bus';

const NOT_FOUND = 'Subscription not found.';

export class SubscribeDto implements SubscribeRequest {
  @ApiProperty({ enum: PARTNER_PLAN_TYPES, example: 'starter' })
  @IsDefined({ message: 'planType is required' })
  @IsIn([...PARTNER_PLAN_TYPES], { message: 'planType must be one of: starter, pro, elite' })
  planType: PartnerPlanType;
}

@ApiTags('plans')
@ApiBearerAuth()
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly bus: GatewayBus) {}

  @Post()
  @ApiOperation({ summary: 'Subscribe Now: a partner plan paid from the wallet; active at once when the balance covers it, else awaiting funds with the missing amount' })
  @ApiCreatedResponse({ description: 'SubscribeResult' })
  @ApiErrors(400, 401, 403, 409)
  subscribe(@Ctx() ctx: RequestContext, @Body() dto: SubscribeDto): Promise<SubscribeResult> {
    return this.bus.call(IdentitySubjects.subscribe, ctx, { planType: dto.planType });
  }

  @Get('me')
  @ApiOperation({ summary: "The caller's running partner plan and pending subscription" })
  @ApiOkResponse({ description: 'MySubscription' })
  @ApiErrors(401)
  mine(@Ctx() ctx: RequestContext): Promise<MySubscription> {
    return this.bus.call(IdentitySubjects.mySubscription, ctx, {});
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the caller's subscriptions" })
  @ApiOkResponse({ description: 'SubscriptionView' })
  @ApiErrors(401, 404)
  get(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string): Promise<SubscriptionView> {
    return this.bus.call(IdentitySubjects.getSubscription, ctx, { id });
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a pending subscription (before it is paid)' })
  @ApiOkResponse({ description: 'SubscriptionView (cancelled)' })
  @ApiErrors(401, 404, 409)
  cancel(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string): Promise<SubscriptionView> {
    return this.bus.call(IdentitySubjects.cancelSubscription, ctx, { id });
  }
}
