import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { OrdersSubjects, type PlaceOrderRequest, type RequestContext } from '@resellpk/contracts';
import { CheckoutService } from './checkout.service';

@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** reseller: the checkout saga */
  @Handles(OrdersSubjects.place)
  place(req: PlaceOrderRequest, ctx: RequestContext) {
    return this.checkout.place(req, ctx);
  }
}
