import { Controller, Get, Logger, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { CoinsSubjects, IdentitySubjects, OrdersSubjects, WalletPaymentsSubjects, type AdminResellerPage, type RequestContext } from '@resellpk/contracts';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { SearchPageQueryDto } from '../common/http/query';
import { Ctx } from '../common/http/request-context';
import { mergeResellerRows } from './reseller-rows';

/** Resellers with their figures from orders, wallet-payments and coins, one row each. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/resellers')
export class AdminResellersController {
  private readonly logger = new Logger('AdminResellers');

  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({
    summary: 'Resellers, newest first, searched by name, email or phone: plan, joined, orders, delivered value, profit paid, wallet and coin balances',
    description: 'A figure service that does not answer leaves its figures null and is named in `unavailable`; the page still loads.',
  })
  @ApiOkResponse({ description: 'AdminResellerPage' })
  @ApiErrors(400, 401, 403)
  async list(@Ctx() ctx: RequestContext, @Query() query: SearchPageQueryDto): Promise<AdminResellerPage> {
    const search = query.search?.trim();
    // without identity there is no page to show: its failure is the answer
    const page = await this.bus.call(IdentitySubjects.listResellers, ctx, {
      ...(search ? { search } : {}),
      ...(query.page !== undefined ? { page: query.page } : {}),
      ...(query.pageSize !== undefined ? { pageSize: query.pageSize } : {}),
    });
    const userIds = page.items.map((p) => p.id);
    const [orders, wallet, coins] = userIds.length
      ? await Promise.all([
          this.figures('orders', this.bus.call(OrdersSubjects.resellerStats, ctx, { userIds })),
          this.figures('wallet', this.bus.call(WalletPaymentsSubjects.balancesOf, ctx, { userIds })),
          this.figures('coins', this.bus.call(CoinsSubjects.balancesOf, ctx, { userIds })),
        ])
      : [[], [], []];
    const { items, unavailable } = mergeResellerRows(page.items, { orders, wallet, coins });
    return { items, total: page.total, page: page.page, pageSize: page.pageSize, unavailable };
  }

  /** A figure service's answer, or null (logged) when it failed or timed out. */
  private async figures<T>(source: string, call: Promise<T>): Promise<T | null> {
    try {
      return await call;
    } catch (error) {
      this.logger.warn(`reseller figures from ${source} unavailable: ${(error as Error).message}`);
      return null;
    }
  }
}
