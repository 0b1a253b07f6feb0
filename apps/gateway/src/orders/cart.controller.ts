import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OrdersSubjects, type RequestContext, type SavedCart } from '@resellpk/contracts';
import { GatewayBus } from '../common/bus/gateway-bus';
import { ApiErrors } from '../common/http/api-docs';
import { Ctx } from '../common/http/request-context';
import { cartOf, SaveCartDto } from './dto/order-input.dto';

/**
 * The signed-in reseller's cart, kept by orders-service so it follows them to every device (a
 * visitor's stays in the browser). Only choices are stored: products, quantities, margins, Apply
 * Coins, gifts; a quote prices them. Staff are refused (403): staff accounts do not transact.
 */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('cart')
export class CartController {
  constructor(private readonly bus: GatewayBus) {}

  @Get()
  @ApiOperation({ summary: "The caller's saved cart (empty at version 0 when never saved)" })
  @ApiOkResponse({ description: 'SavedCart: {items, gifts, version, updatedAt}' })
  @ApiErrors(401, 403)
  get(@Ctx() ctx: RequestContext): Promise<SavedCart> {
    return this.bus.call(OrdersSubjects.getCart, ctx, {});
  }

  @Put()
  @ApiOperation({
    summary: 'Replaces the whole saved cart when `version` is the stored one; 409 when another device saved since (read, merge, save again)',
  })
  @ApiOkResponse({ description: 'SavedCart with the new version' })
  @ApiErrors(400, 401, 403, 409)
  save(@Ctx() ctx: RequestContext, @Body() dto: SaveCartDto): Promise<SavedCart> {
    return this.bus.call(OrdersSubjects.saveCart, ctx, { ...cartOf(dto), version: dto.version });
  }
}
