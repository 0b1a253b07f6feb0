import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import type { RequestContext } from '@resellpk/contracts';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { CatalogClient } from '../common/service-client/catalog.client';
import { IdentityClient } from '../common/service-client/identity.client';
import { OrdersClient } from '../common/service-client/orders.client';

export class DashboardDto {
  @ApiProperty({ example: 42 }) totalProducts: number;
  @ApiProperty({ example: 3, description: 'Orders in processing' }) newOrders: number;
  @ApiProperty({ example: 2 }) activeOffers: number;
  @ApiProperty({ example: 1, description: 'Pending plan upgrade requests' }) pendingRequests: number;
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(
    private readonly catalog: CatalogClient,
    private readonly orders: OrdersClient,
    private readonly identity: IdentityClient,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Dashboard figures from catalog, orders and identity, asked in parallel' })
  @ApiOkResponse({ type: DashboardDto })
  @ApiErrors(401, 403)
  async get(@Ctx() ctx: RequestContext): Promise<DashboardDto> {
    const [stats, counts, pending] = await Promise.all([
      this.catalog.stats(ctx),
      this.orders.countByStatus(ctx),
      this.identity.countPendingUpgradeRequests(ctx),
    ]);
    return { totalProducts: stats.totalProducts, newOrders: counts.processing ?? 0, activeOffers: stats.activeOffers, pendingRequests: pending };
  }
}
