import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { fail, OUTBOX_NUDGE, type OutboxNudge } from '@resellpk/backend-messaging';
import { DATA_SOURCE, isUuid, keysetCursor, requireRole, requireUserId } from '@resellpk/backend-service';
import { withTransaction } from '@resellpk/backend-persistence';
import { ORDER_STATUSES, type DeliveredToday, type ListOrdersQuery, type OrderCounts, type OrderPage, type OrderRef, type OrderView, type RequestContext } from '@resellpk/contracts';
import { checkStatusChange, ORDER_MSG } from '@resellpk/domain';
import { recordOrderAudit } from '../audit/order-audit';
import { enqueueStatusEvents } from './order-events';
import { OrderRepository } from './order.repository';
import { OrderViews } from './order-views';

const DEFAULT_PAGE = 20;
const MAX_PAGE = 50;
/** The list's position: the last order shown (the repository finds its created_at). */
const ORDERS_CURSOR = keysetCursor('orders', { id: 'uuid' });

/** A reseller's own orders (and the staff dashboard's counts). Only completed checkouts exist here. */
@Injectable()
export class OrdersService {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    @Inject(OUTBOX_NUDGE) private readonly nudge: OutboxNudge,
    private readonly orders: OrderRepository,
    private readonly views: OrderViews,
  ) {}

  /** Staff dashboard: orders per status, every status present (0 when none). */
  async countByStatus(ctx: RequestContext): Promise<OrderCounts> {
    requireRole(ctx, 'admin');
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderCounts;
    for (const row of await this.orders.countByStatus()) if (row.status in counts) counts[row.status] = row.n;
    return counts;
  }

  /** Admin dashboard: what was delivered today (Asia/Karachi), integer paisa. */
  async deliveredToday(ctx: RequestContext): Promise<DeliveredToday> {
    requireRole(ctx, 'admin');
    const row = await this.orders.deliveredToday();
    return { orders: row.orders, valuePaisa: Number(row.value_paisa) };
  }

  /** The caller's orders, newest first; the cursor is the last order of the previous page. */
  async list(query: ListOrdersQuery, ctx: RequestContext): Promise<OrderPage> {
    const userId = requireUserId(ctx);
    const limit = query?.limit ?? DEFAULT_PAGE;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) fail('VALIDATION', `limit must be a whole number from 1 to ${MAX_PAGE}`, 'limit');
    const after = ORDERS_CURSOR.decode(query?.cursor)?.id ?? null;
    const rows = await this.orders.listOfReseller(userId, limit + 1, after);
    const page = rows.slice(0, limit);
    return { items: await this.views.of(page), nextCursor: rows.length > limit ? ORDERS_CURSOR.encode({ id: page[page.length - 1].id }) : null };
  }

  /** The owner or an admin; NOT_FOUND for anyone else (an order's existence is not disclosed). */
  async get(ref: OrderRef, ctx: RequestContext): Promise<OrderView> {
    const userId = requireUserId(ctx);
    const row = isUuid(ref?.id) ? await this.orders.find(ref.id) : null;
    if (!row || row.saga_state !== 'completed' || (row.reseller_id !== userId && ctx.role !== 'admin')) fail('NOT_FOUND', ORDER_MSG.notFound);
    return this.views.one(row, ctx.role === 'admin');
  }

  /** The owner cancels an order still processing; catalog and coins put back its stock and coins on the event. */
  async cancel(ref: OrderRef, ctx: RequestContext): Promise<OrderView> {
    const userId = requireUserId(ctx);
    const row = isUuid(ref?.id) ? await this.orders.find(ref.id) : null;
    if (!row || row.saga_state !== 'completed' || row.reseller_id !== userId) fail('NOT_FOUND', ORDER_MSG.notFound);
    const check = checkStatusChange('reseller', row.status, 'cancelled');
    if (!check.ok) fail('CONFLICT', check.message, check.field);
    const changed = await withTransaction(this.db, async (tx) => {
      const moved = await this.orders.changeStatus(tx, row.id, row.status, 'cancelled', check.value, userId);
      if (!moved) return null;
      const at = await this.orders.addHistory(tx, { order_id: row.id, from_status: row.status, to_status: 'cancelled', actor: 'reseller', actor_id: userId, note: null });
      await recordOrderAudit(tx, moved, { from: row.status, to: 'cancelled', by: 'reseller', actorId: userId, note: null, at });
      await enqueueStatusEvents(tx, moved, { from: row.status, to: 'cancelled', note: null, at }, ctx.correlationId);
      return moved;
    });
    // staff shipped it meanwhile
    if (!changed) fail('CONFLICT', ORDER_MSG.notCancellable);
    this.nudge();
    return this.views.one(changed);
  }
}
