import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CatalogSubjects, type FavoriteView, type RequestContext } from '@resellpk/contracts';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { GatewayBus } from '../common/bus/gateway-bus';

/** The caller's favourites; adding and removing are idempotent (PUT / DELETE). */
@ApiTags('favorites')
@ApiBearerAuth()
@Controller('favorites')
export class FavoritesController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: 'Favourites with the product, newest first' })
  @ApiOkResponse({ description: 'FavoriteView[]' })
  @ApiErrors(401)
  list(@Ctx() ctx: RequestContext): Promise<FavoriteView[]> {
    return this.bus.call(CatalogSubjects.listFavorites, ctx, {});
  }

  @Put(':productId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Add a product to the favourites' })
  @ApiParam({ name: 'productId', format: 'uuid' })
  @ApiNoContentResponse()
  @ApiErrors(401, 404)
  async add(@Ctx() ctx: RequestContext, @Param('productId', new UuidParamPipe('Product not found.')) productId: string): Promise<void> {
    await this.bus.call(CatalogSubjects.addFavorite, ctx, { productId });
  }

  @Delete(':productId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a product from the favourites' })
  @ApiParam({ name: 'productId', format: 'uuid' })
  @ApiNoContentResponse()
  @ApiErrors(401, 404)
  async remove(@Ctx() ctx: RequestContext, @Param('productId', new UuidParamPipe('Product not found.')) productId: string): Promise<void> {
    await this.bus.call(CatalogSubjects.removeFavorite, ctx, { productId });
  }
}
