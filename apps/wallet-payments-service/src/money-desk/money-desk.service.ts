import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE, requireRole } from '@resellpk/backend-service';
import type { MoneyDeskCounts, RequestContext } from '@resellpk/contracts';

/** What waits for staff on the money desk: the admin dashboard's two figures, in one round trip. */
@Injectable()
export class MoneyDeskService {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async counts(ctx: RequestContext): Promise<MoneyDeskCounts> {
    requireRole(ctx, 'admin');
    const [row] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM payment_requests WHERE status IN ('pending', 'under_review')) AS pending_top_ups,
              (SELECT count(*)::int FROM withdrawals WHERE status = 'pending') AS pending_withdrawals`,
    );
    return { pendingTopUps: row.pending_top_ups, pendingWithdrawals: row.pending_withdrawals };
  }
}
