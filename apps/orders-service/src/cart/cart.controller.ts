import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { OrdersSubjects, type NoData, type RequestContext, type SaveCartRequest } from '@resellpk/contracts';
import { CartService } from './cart.service';

/** reseller only: the caller's own saved cart (there is no way to name another user's). */
@Controller()
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Handles(OrdersSubjects.getCart)
  get(_data: NoData, ctx: RequestContext) {
    return this.carts.get(ctx);
  }

  @Handles(OrdersSubjects.saveCart)
  save(req: SaveCartRequest, ctx: RequestContext) {
    return this.carts.save(req, ctx);
  }
}
