import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { OptionalAuth } from '@resellpk/backend-auth';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { OrdersSubjects, type CustomerDetails, type OrderPage, type OrderQuote, type OrderView, type RequestContext } from '@resellpk/contracts';
import { IDEMPOTENCY_KEY_PATTERN, ORDER_MSG, validateCustomerDetails } from '@resellpk/domain';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { UuidParamPipe } from '../common/http/uuid-param.pipe';
import { cartOf, ListOrdersQueryDto, PlaceOrderDto, QuoteRequestDto } from './dto/order-input.dto';

/** The end customer's details checked (and normalised) by the rules orders-service and the form share; the first problem is a 400 on its field. */
function customerOf(dto: PlaceOrderDto): CustomerDetails {
  const checked = validateCustomerDetails(dto.customer);
  if (!checked.ok) throw new ServiceFailure('VALIDATION', checked.message, `customer.${checked.field}`);
  return checked.value;
}

/**
 * The cart, checkout and the reseller's own orders (orders-service prices, reserves and records;
 * the gateway checks the shape of what the browser sends and who sends it).
 */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  constructor(private readonly bus: GatewayBus) {}

  @OptionalAuth()
  @Post('quote')
  @HttpCode(200)
  @ApiOperation({
    summary: "Prices the cart for the caller (a visitor gets retail): every line, shipping, totals, coins, the free gifts it unlocks; no client price is accepted",
  })
  @ApiOkResponse({ description: 'OrderQuote (integer paisa, coins as exact decimal strings)' })
  @ApiErrors(400, 401)
  quote(@Ctx() ctx: RequestContext, @Body() dto: QuoteRequestDto): Promise<OrderQuote> {
    return this.bus.call(OrdersSubjects.quote, ctx, cartOf(dto));
  }

  @Post()
  @ApiOperation({
    summary: 'Checkout: re-prices the cart, reserves stock, spends coins and writes the order; the same Idempotency-Key again answers the same order',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '8 to 100 visible ASCII characters, one per checkout attempt (kept for retries)' })
  @ApiCreatedResponse({ description: 'OrderView (processing)' })
  @ApiErrors(400, 401, 409)
  place(@Ctx() ctx: RequestContext, @Body() dto: PlaceOrderDto, @Headers('idempotency-key') key: string | undefined): Promise<OrderView> {
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ServiceFailure('VALIDATION', ORDER_MSG.badIdempotencyKey, 'idempotencyKey');
    const customer = customerOf(dto);
    return this.bus.call(OrdersSubjects.place, ctx, { ...cartOf(dto), customer, idempotencyKey: key });
  }

  @Get()
  @ApiOperation({ summary: "The caller's orders, newest first, keyset paged" })
  @ApiOkResponse({ description: 'OrderPage: {items: OrderView[], nextCursor: string | null}' })
  @ApiErrors(400, 401)
  list(@Ctx() ctx: RequestContext, @Query() query: ListOrdersQueryDto): Promise<OrderPage> {
    return this.bus.call(OrdersSubjects.list, ctx, { limit: query.limit ?? 20, ...(query.cursor !== undefined ? { cursor: query.cursor } : {}) });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One order with its items and status history (its reseller, or staff)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'OrderView' })
  @ApiErrors(401, 404)
  get(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(ORDER_MSG.notFound)) id: string): Promise<OrderView> {
    return this.bus.call(OrdersSubjects.get, ctx, { id });
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'The reseller cancels an order that has not shipped: stock goes back, spent coins are refunded' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ description: 'OrderView (cancelled)' })
  @ApiErrors(401, 404, 409)
  cancel(@Ctx() ctx: RequestContext, @Param('id', new UuidParamPipe(ORDER_MSG.notFound)) id: string): Promise<OrderView> {
    return this.bus.call(OrdersSubjects.cancel, ctx, { id });
  }
}
