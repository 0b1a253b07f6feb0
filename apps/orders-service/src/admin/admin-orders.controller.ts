import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { OrdersSubjects, type AdminListOrdersQuery, type ChangeOrderStatus, type RequestContext } from '@resellpk/contracts';
import { AdminOrdersService } from './admin-orders.service';

@Controller()
export class AdminOrdersController {
  constructor(private readonly admin: AdminOrdersService) {}

  @Handles(OrdersSubjects.adminList)
  adminList(q: AdminListOrdersQuery, ctx: RequestContext) {
    return this.admin.list(q, ctx);
  }

  @Handles(OrdersSubjects.changeStatus)
  changeStatus(req: ChangeOrderStatus, ctx: RequestContext) {
    return this.admin.changeStatus(req, ctx);
  }

  @Handles(OrdersSubjects.resellerStats)
  resellerStats(req: { userIds: string[] }, ctx: RequestContext) {
    return this.admin.resellerStats(req, ctx);
  }
}
