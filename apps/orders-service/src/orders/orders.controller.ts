import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { OrdersSubjects, type ListOrdersQuery, type NoData, type OrderRef, type RequestContext } from '@resellpk/contracts';
import { OrdersService } from './orders.service';

/** The orders subjects: each method is checked against its contract in @resellpk/contracts. */
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Handles(OrdersSubjects.deliveredToday)
  deliveredToday(_data: NoData, ctx: RequestContext) {
    return this.orders.deliveredToday(ctx);
  }

  @Handles(OrdersSubjects.countByStatus)
  countByStatus(_data: NoData, ctx: RequestContext) {
    return this.orders.countByStatus(ctx);
  }

  @Handles(OrdersSubjects.list)
  list(query: ListOrdersQuery, ctx: RequestContext) {
    return this.orders.list(query, ctx);
  }

  @Handles(OrdersSubjects.get)
  get(ref: OrderRef, ctx: RequestContext) {
    return this.orders.get(ref, ctx);
  }

  @Handles(OrdersSubjects.cancel)
  cancel(ref: OrderRef, ctx: RequestContext) {
    return this.orders.cancel(ref, ctx);
  }
}
