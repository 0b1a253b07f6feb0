import { Controller, Get, Logger } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { CatalogSubjects, IdentitySubjects, OrdersSubjects, WalletPaymentsSubjects, type RequestContext } from '@resellpk/contracts';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { GatewayBus } from '../common/bus/gateway-bus';

export const DASHBOARD_SOURCES = ['catalog', 'orders', 'identity', 'wallet'] as const;
export type DashboardSource = (typeof DASHBOARD_SOURCES)[number];

export class DashboardDto {
  @ApiProperty({ example: 42, nullable: true, type: Number }) totalProducts: number | null;
  @ApiProperty({ example: 3, nullable: true, type: Number, description: 'Orders in processing' }) newOrders: number | null;
  @ApiProperty({ example: 2, nullable: true, type: Number }) activeOffers: number | null;
  @ApiProperty({ example: 1, nullable: true, type: Number, description: 'Pending plan upgrade requests' }) pendingRequests: number | null;
  @ApiProperty({ example: 4, nullable: true, type: Number, description: 'Top-up requests pending or under review' }) pendingTopUps: number | null;
  @ApiProperty({ example: 2, nullable: true, type: Number, description: 'Withdrawals waiting to be paid or rejected' }) pendingWithdrawals: number | null;
  @ApiProperty({ example: 1_250_000, nullable: true, type: Number, description: 'Total of the orders delivered today (Asia/Karachi), integer paisa' })
  deliveredTodayPaisa: number | null;
  @ApiProperty({ example: 5, nullable: true, type: Number, description: 'How many orders were delivered today' }) deliveredTodayOrders: number | null;
  @ApiProperty({ enum: DASHBOARD_SOURCES, isArray: true, description: 'Services that did not answer: their figures are null, the others still show' })
  unavailable: DashboardSource[];
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/dashboard')
export class DashboardController {
  private readonly logger = new Logger(DashboardController.name);

  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: 'Dashboard figures from catalog, orders, identity and wallet-payments, asked in parallel; a service that fails leaves only its figures out' })
  @ApiOkResponse({ type: DashboardDto })
  @ApiErrors(401, 403)
  async get(@Ctx() ctx: RequestContext): Promise<DashboardDto> {
    const unavailable: DashboardSource[] = [];
    const settle = async <T>(source: DashboardSource, call: Promise<T>): Promise<T | null> => {
      try {
        return await call;
      } catch (error) {
        this.logger.warn(`dashboard figures from ${source} unavailable: ${(error as Error).message}`);
        if (!unavailable.includes(source)) unavailable.push(source);
        return null;
      }
    };
    const [stats, counts, delivered, pending, desk] = await Promise.all([
      settle('catalog', this.bus.call(CatalogSubjects.stats, ctx, {})),
      settle('orders', this.bus.call(OrdersSubjects.countByStatus, ctx, {})),
      settle('orders', this.bus.call(OrdersSubjects.deliveredToday, ctx, {})),
      settle('identity', this.bus.call(IdentitySubjects.countPendingUpgradeRequests, ctx, {})),
      settle('wallet', this.bus.call(WalletPaymentsSubjects.moneyDeskCounts, ctx, {})),
    ]);
    return {
      totalProducts: stats?.totalProducts ?? null,
      newOrders: counts ? (counts.processing ?? 0) : null,
      activeOffers: stats?.activeOffers ?? null,
      pendingRequests: pending ?? null,
      pendingTopUps: desk?.pendingTopUps ?? null,
      pendingWithdrawals: desk?.pendingWithdrawals ?? null,
      deliveredTodayPaisa: delivered?.valuePaisa ?? null,
      deliveredTodayOrders: delivered?.orders ?? null,
      unavailable: DASHBOARD_SOURCES.filter((s) => unavailable.includes(s)),
    };
  }
}
