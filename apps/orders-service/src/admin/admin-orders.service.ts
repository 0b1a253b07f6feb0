import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, requireRole, UserDirectory } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import type { AdminListOrdersQuery, AdminOrderPage, ChangeOrderStatus, OrderView, RequestContext, ResellerOrderStats } from '@resellpk/contracts';
import { checkStatusChange, isOrderStatus, ORDER_MSG } from '@resellpk/domain';
import { recordOrderAudit } from '../audit/order-audit';
import { enqueueStatusEvents } from '../orders/order-events';
import { OrderRepository } from '../orders/order.repository';
import { OrderViews } from '../orders/order-views';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Staff's side of orders: the filtered list, the lifecycle, and order figures per reseller. */
@Injectable()
export class AdminOrdersService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudge: OutboxNudge,
    private readonly orders: OrderRepository,
    private readonly views: OrderViews,
    private readonly resellers: UserDirectory,
  ) {}

  async list(q: AdminListOrdersQuery, ctx: RequestContext): Promise<AdminOrderPage> {
    requireRole(ctx, 'admin');
    const page = q?.page ?? 1;
    const pageSize = q?.pageSize ?? 20;
    if (!Number.isInteger(page) || page < 1 || page > 100_000) fail('VALIDATION', 'page must be a whole number from 1', 'page');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) fail('VALIDATION', 'pageSize must be a whole number from 1 to 100', 'pageSize');
    if (q?.status !== undefined && !isOrderStatus(q.status)) fail('VALIDATION', ORDER_MSG.badStatus, 'status');
    for (const field of ['from', 'to'] as const) {
      const v = q?.[field];
      if (v !== undefined && (typeof v !== 'string' || !DATE_RE.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))) fail('VALIDATION', `${field} must be a date (YYYY-MM-DD)`, field);
    }
    if (q?.search !== undefined && (typeof q.search !== 'string' || q.search.length > 100)) fail('VALIDATION', 'search can be at most 100 characters', 'search');
    const { rows, total } = await this.orders.adminList({ status: q?.status, search: q?.search, from: q?.from, to: q?.to, limit: pageSize, offset: (page - 1) * pageSize });
    const [views, people] = await Promise.all([this.views.of(rows, true), this.resellers.of(rows.map((r) => r.reseller_id))]);
    return {
      items: views.map((v) => ({ ...v, resellerName: people.get(v.resellerId)?.name ?? '', resellerEmail: people.get(v.resellerId)?.email ?? '' })),
      total,
      page,
      pageSize,
    };
  }

  /** One move of the lifecycle, on the status the staff member saw (a conditional update), with its audit row and events. */
  async changeStatus(req: ChangeOrderStatus, ctx: RequestContext): Promise<OrderView> {
    const staffId = requireRole(ctx, 'admin');
    const row = isUuid(req?.id) ? await this.orders.find(req.id) : null;
    if (!row || row.saga_state !== 'completed') fail('NOT_FOUND', ORDER_MSG.notFound);
    const check = checkStatusChange('staff', row.status, req.status, req);
    if (!check.ok) fail(check.field === 'status' && isOrderStatus(req.status) ? 'CONFLICT' : 'VALIDATION', check.message, check.field);
    const to = req.status;
    const changed = await withTransaction(this.db, async (tx) => {
      const moved = await this.orders.changeStatus(tx, row.id, row.status, to, check.value);
      if (!moved) return null;
      const at = await this.orders.addHistory(tx, { order_id: row.id, from_status: row.status, to_status: to, actor: 'staff', actor_id: staffId, note: check.value.note });
      await recordOrderAudit(tx, moved, { from: row.status, to, by: 'staff', actorId: staffId, note: check.value.note, at });
      await enqueueStatusEvents(tx, moved, { from: row.status, to, note: check.value.note, at }, ctx.correlationId);
      return moved;
    });
    if (!changed) fail('CONFLICT', ORDER_MSG.statusChanged);
    this.nudge();
    return this.views.one(changed, true);
  }

  async resellerStats(req: { userIds: string[] }, ctx: RequestContext): Promise<ResellerOrderStats[]> {
    requireRole(ctx, 'admin');
    const ids = req?.userIds;
    if (!Array.isArray(ids) || ids.length > 100 || !ids.every(isUuid)) fail('VALIDATION', 'userIds must be at most 100 user ids', 'userIds');
    const rows = new Map((await this.orders.resellerStats(ids)).map((r) => [r.reseller_id, r]));
    return ids.map((userId) => {
      const r = rows.get(userId);
      return { userId, ordersCount: r?.orders ?? 0, deliveredCount: r?.delivered ?? 0, deliveredValuePaisa: r?.delivered_value ?? 0, profitPaidPaisa: r?.profit_paid ?? 0 };
    });
  }
}
