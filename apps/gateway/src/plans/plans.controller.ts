import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@resellpk/backend-auth';
import { IdentitySubjects, type RequestContext } from '@resellpk/contracts';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { PlanDto } from './plan.dto';
import { GatewayBus } from '../common/bus/gateway-bus';

@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(private readonly bus: GatewayBus) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Purchasable plans (Premium and the partner plans)' })
  @ApiOkResponse({ type: PlanDto, isArray: true })
  @ApiErrors()
  listPlans(@Ctx() ctx: RequestContext): Promise<PlanDto[]> {
    return this.bus.call(IdentitySubjects.listPlans, ctx, {});
  }
}
