import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE, fail } from '@resellpk/backend-messaging';
import { ORDER_STATUSES, STAFF_ROLES, type OrderCounts, type RequestContext } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import type { DataSource } from 'typeorm';

@Injectable()
export class OrderCountsService {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  /** Orders per status (every status present, 0 when none), for staff dashboards. */
  async countByStatus(ctx: RequestContext): Promise<OrderCounts> {
    if (!ctx?.userId) fail('UNAUTHORIZED', MSG.authRequired);
    if (!ctx.role || !STAFF_ROLES.includes(ctx.role)) fail('FORBIDDEN', MSG.adminRequired);
    const rows: Array<{ status: string; n: number }> = await this.db.query(`SELECT status, count(*)::int AS n FROM orders GROUP BY status`);
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderCounts;
    for (const row of rows) if (row.status in counts) counts[row.status as keyof OrderCounts] = row.n;
    return counts;
  }
}
