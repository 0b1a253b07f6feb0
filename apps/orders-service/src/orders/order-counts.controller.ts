import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { OrdersSubjects, type RequestContext, type NoData } from '@resellpk/contracts';
import { OrderCountsService } from './order-counts.service';

@Controller()
export class OrderCountsController {
  constructor(private readonly counts: OrderCountsService) {}

  @Handles(OrdersSubjects.countByStatus)
  countByStatus(_data: NoData, ctx: RequestContext) {
    return this.counts.countByStatus(ctx);
  }
}
