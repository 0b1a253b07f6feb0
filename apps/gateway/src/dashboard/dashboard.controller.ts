import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { OrdersSubjects, IdentitySubjects, CatalogSubjects, type RequestContext } from '@resellpk/contracts';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { GatewayBus } from '../common/bus/gateway-bus';

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
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: 'Dashboard figures from catalog, orders and identity, asked in parallel' })
  @ApiOkResponse({ type: DashboardDto })
  @ApiErrors(401, 403)
  async get(@Ctx() ctx: RequestContext): Promise<DashboardDto> {
    const [stats, counts, pending] = await Promise.all([
      this.bus.call(CatalogSubjects.stats, ctx, {}),
      this.bus.call(OrdersSubjects.countByStatus, ctx, {}),
      this.bus.call(IdentitySubjects.countPendingUpgradeRequests, ctx, {}),
    ]);
    return { totalProducts: stats.totalProducts, newOrders: counts.processing ?? 0, activeOffers: stats.activeOffers, pendingRequests: pending };
  }
}
