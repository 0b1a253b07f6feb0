import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '@resellpk/backend-auth';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { OrdersSubjects, type AdminListOrdersQuery, type AdminOrderPage, type ChangeOrderStatus, type OrderView, type RequestContext } from '@resellpk/contracts';
import { checkShippingDetails } from '@resellpk/domain';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { AdminOrdersQueryDto, ChangeOrderStatusDto } from './dto';

const ORDER_NOT_FOUND = 'Order not found.';
const SHIPPING_ONLY = 'Courier, tracking ID and tracking link are only sent when marking an order as shipped.';

/** The query as orders expects it: trimmed search, `all` and blanks left out, the date range checked. */
export function toAdminListQuery(dto: AdminOrdersQueryDto): AdminListOrdersQuery {
  if (dto.from && dto.to && dto.from > dto.to) throw new ServiceFailure('VALIDATION', 'from must be on or before to', 'to');
  const search = dto.search?.trim();
  return {
    ...(dto.status && dto.status !== 'all' ? { status: dto.status } : {}),
    ...(search ? { search } : {}),
    ...(dto.from ? { from: dto.from } : {}),
    ...(dto.to ? { to: dto.to } : {}),
    ...(dto.page !== undefined ? { page: dto.page } : {}),
    ...(dto.pageSize !== undefined ? { pageSize: dto.pageSize } : {}),
  };
}

/** The status change as orders expects it; shipping details only (and always) with `shipped`. */
export function toStatusChange(id: string, dto: ChangeOrderStatusDto): ChangeOrderStatus {
  const note = dto.note?.trim() || undefined;
  if (dto.status === 'shipped') {
    const shipping = checkShippingDetails(dto);
    if (!shipping.ok) throw new ServiceFailure('VALIDATION', shipping.message, shipping.field);
    return { id, status: 'shipped', ...shipping.value, ...(note ? { note } : {}) };
  }
  for (const field of ['courier', 'trackingId', 'trackingLink'] as const) {
    if (dto[field] !== undefined) throw new ServiceFailure('VALIDATION', SHIPPING_ONLY, field);
  }
  return { id, status: dto.status, ...(note ? { note } : {}) };
}

/** Orders for admins: every reseller's orders, filtered and paged, and the status moves staff make. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: "Every reseller's orders, newest first: status, search (order id, customer name or phone), date range, numbered pages" })
  @ApiOkResponse({ description: 'AdminOrderPage' })
  @ApiErrors(400, 401, 403)
  list(@Ctx() ctx: RequestContext, @Query() query: AdminOrdersQueryDto): Promise<AdminOrderPage> {
    return this.bus.call(OrdersSubjects.adminList, ctx, toAdminListQuery(query));
  }

  @Get(':id')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'One order with its items, customer, totals and status history' })
  @ApiOkResponse({ description: 'OrderView' })
  @ApiErrors(401, 403, 404)
  get(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(ORDER_NOT_FOUND)) id: string): Promise<OrderView> {
    return this.bus.call(OrdersSubjects.get, ctx, { id });
  }

  @Post(':id/status')
  @HttpCode(200)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'Move an order: shipped (courier, tracking id, http(s) tracking link), delivered, cancelled or returned (optional note)' })
  @ApiOkResponse({ description: 'OrderView after the change' })
  @ApiErrors(400, 401, 403, 404, 409)
  changeStatus(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(ORDER_NOT_FOUND)) id: string, @Body() dto: ChangeOrderStatusDto): Promise<OrderView> {
    return this.bus.call(OrdersSubjects.changeStatus, ctx, toStatusChange(id, dto));
  }
}
