import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { OrdersSubjects, type NoData, type RequestContext } from '@resellpk/contracts';
import { OrdersService } from './orders.service';

/** The orders subjects: each method is checked against its contract in @resellpk/contracts. */
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Handles(OrdersSubjects.countByStatus)
  countByStatus(_data: NoData, ctx: RequestContext) {
    return this.orders.countByStatus(ctx);
  }
}
