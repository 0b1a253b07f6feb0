import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { CatalogSubjects, type FreeOfferInput, type FreeOfferView, type RequestContext } from '@resellpk/contracts';
import { validateOfferInput } from '@resellpk/domain';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { throwFirstFieldError, UuidParamPipe } from '../common/http/uuid-param.pipe';
import { FreeOfferInputDto, SetOfferActiveDto } from './dto/free-offer-input.dto';
import { GatewayBus } from '../common/bus/gateway-bus';

const NOT_FOUND = 'Offer not found.';

function toInput(dto: FreeOfferInputDto): FreeOfferInput {
  throwFirstFieldError(validateOfferInput({ ...dto }));
  return {
    name: dto.name.trim(),
    description: typeof dto.description === 'string' ? dto.description.trim() : '',
    isActive: dto.isActive,
    minOrderThresholdPaisa: dto.minOrderThresholdPaisa,
    maxUnitsPerOrder: dto.maxUnitsPerOrder,
    productIds: [...new Set(dto.productIds)],
  };
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/free-offers')
export class AdminFreeOffersController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: 'Every offer with its products, newest first (inactive too)' })
  @ApiOkResponse({ description: 'FreeOfferView[]' })
  @ApiErrors(401, 403)
  list(@Ctx() ctx: RequestContext): Promise<FreeOfferView[]> {
    return this.bus.call(CatalogSubjects.adminListOffers, ctx, {});
  }

  @Get(':id')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'One offer' })
  @ApiOkResponse({ description: 'FreeOfferView' })
  @ApiErrors(401, 403, 404)
  get(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string): Promise<FreeOfferView> {
    return this.bus.call(CatalogSubjects.getOffer, ctx, { id });
  }

  @Post()
  @ApiOperation({ summary: 'Create an offer' })
  @ApiCreatedResponse({ description: 'FreeOfferView' })
  @ApiErrors(400, 401, 403)
  create(@Ctx() ctx: RequestContext, @Body() dto: FreeOfferInputDto): Promise<FreeOfferView> {
    return this.bus.call(CatalogSubjects.createOffer, ctx, toInput(dto));
  }

  @Put(':id')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'Replace an offer (fields and products)' })
  @ApiOkResponse({ description: 'FreeOfferView' })
  @ApiErrors(400, 401, 403, 404)
  update(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string, @Body() dto: FreeOfferInputDto): Promise<FreeOfferView> {
    return this.bus.call(CatalogSubjects.updateOffer, ctx, { ...toInput(dto), id });
  }

  @Patch(':id/active')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'Turn an offer on or off' })
  @ApiOkResponse({ description: 'FreeOfferView' })
  @ApiErrors(400, 401, 403, 404)
  setActive(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string, @Body() dto: SetOfferActiveDto): Promise<FreeOfferView> {
    return this.bus.call(CatalogSubjects.setOfferActive, ctx, { id, isActive: dto.isActive });
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'Delete an offer and its items' })
  @ApiNoContentResponse()
  @ApiErrors(401, 403, 404)
  async remove(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(NOT_FOUND)) id: string): Promise<void> {
    await this.bus.call(CatalogSubjects.deleteOffer, ctx, { id });
  }
}
