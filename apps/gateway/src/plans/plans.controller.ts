import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@resellpk/backend-auth';
import type { RequestContext } from '@resellpk/contracts';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { IdentityClient } from '../common/service-client/identity.client';
import { PlanDto } from './plan.dto';

@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(private readonly identity: IdentityClient) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Purchasable plans (Premium and the partner plans)' })
  @ApiOkResponse({ type: PlanDto, isArray: true })
  @ApiErrors()
  listPlans(@Ctx() ctx: RequestContext): Promise<PlanDto[]> {
    return this.identity.listPlans(ctx);
  }
}
