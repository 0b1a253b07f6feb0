import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptionalAuth } from '@resellpk/backend-auth';
import { CatalogSubjects, type FreeOfferView, type RequestContext } from '@resellpk/contracts';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { GatewayBus } from '../common/bus/gateway-bus';

@ApiTags('catalog')
@OptionalAuth()
@Controller('free-offers')
export class FreeOffersController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: 'Active free-gift offers by threshold; each product once, under its lowest threshold' })
  @ApiOkResponse({ description: 'FreeOfferView[]' })
  @ApiErrors(401)
  list(@Ctx() ctx: RequestContext): Promise<FreeOfferView[]> {
    return this.bus.call(CatalogSubjects.listActiveOffers, ctx, {});
  }
}
