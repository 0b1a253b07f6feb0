import { Injectable } from '@nestjs/common';
import { requireRole } from '@resellpk/backend-messaging';
import { ORDER_STATUSES, type OrderCounts, type RequestContext } from '@resellpk/contracts';
import { OrderRepository } from './order.repository';

/** The orders rules. Every rule is checked here, whoever called. */
@Injectable()
export class OrdersService {
  constructor(private readonly orders: OrderRepository) {}

  /** Staff dashboard: orders per status, every status present (0 when none). */
  async countByStatus(ctx: RequestContext): Promise<OrderCounts> {
    requireRole(ctx, 'admin');
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderCounts;
    for (const row of await this.orders.countByStatus()) if (row.status in counts) counts[row.status] = row.n;
    return counts;
  }
}
