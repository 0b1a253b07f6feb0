import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { OptionalAuth } from '@resellpk/backend-auth';
import { CatalogSubjects, type CategoryView, type ProductPage, type ProductView, type RequestContext } from '@resellpk/contracts';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { ListCategoriesQueryDto } from './dto/list-categories-query.dto';
import { ListProductsQueryDto } from './dto/list-products-query.dto';
import { GatewayBus } from '../common/bus/gateway-bus';

/**
 * The public catalogue. A token is optional: with one, the caller's plan decides price visibility
 * (catalog-service leaves the wholesale price of free-plan products out for visitors and free users)
 * and favourites are flagged.
 */
@ApiTags('catalog')
@ApiBearerAuth()
@OptionalAuth()
@Controller()
export class CatalogController {
  constructor(private readonly bus: GatewayBus) {}

  @Get('products')
  @ApiOperation({ summary: 'Products in stock, searched, filtered, sorted and paged (keyset cursor)' })
  @ApiOkResponse({ description: 'ProductPage: {items: ProductView[], nextCursor: string | null}' })
  @ApiErrors(400, 401)
  listProducts(@Ctx() ctx: RequestContext, @Query() query: ListProductsQueryDto): Promise<ProductPage> {
    const { search, category, sort, cursor, limit } = query;
    return this.bus.call(CatalogSubjects.listProducts, ctx, {
      ...(search !== undefined ? { search } : {}),
      category: category ?? 'all',
      sort: sort ?? 'name',
      ...(cursor ? { cursor } : {}),
      limit: limit ?? 24,
    });
  }

  @Get('products/:id')
  @ApiOperation({ summary: 'One product as the caller may see it' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'ProductView' })
  @ApiErrors(401, 404)
  getProduct(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe('Product not found.')) id: string): Promise<ProductView> {
    return this.bus.call(CatalogSubjects.getProduct, ctx, { id });
  }

  @Get('categories')
  @ApiOperation({ summary: 'The categories with products in stock (builtin first, then staff-made); with includeEmpty=true every category' })
  @ApiOkResponse({ description: 'CategoryView[]: {name, custom, hasProducts}' })
  @ApiErrors(400, 401)
  async listCategories(@Ctx() ctx: RequestContext, @Query() query: ListCategoriesQueryDto): Promise<CategoryView[]> {
    const all = await this.bus.call(CatalogSubjects.listCategories, ctx, {});
    return query.includeEmpty === 'true' ? all : all.filter((c) => c.hasProducts);
  }
}
