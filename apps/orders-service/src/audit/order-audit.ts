import type { Tx } from '@resellpk/backend-persistence';
import type { AuditAction, OrderAuditDetails, OrderStatus } from '@resellpk/contracts';
import type { OrderRow } from '../orders/order.repository';

export interface AuditedChange {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderAuditDetails['by'];
  actorId: string;
  note: string | null;
  /** the history row's time, so both logs agree */
  at: Date;
}

/** The audited moves: every change after placement (placing is the reseller's checkout, in their order list). */
const ACTIONS: Partial<Record<OrderStatus, AuditAction>> = { shipped: 'order.shipped', delivered: 'order.delivered', cancelled: 'order.cancelled', returned: 'order.returned' };

/** The statuses that give the order's coins, stock and allowance back (the consumers of status-changed.v1 act on the same). */
const GIVES_BACK: ReadonlySet<OrderStatus> = new Set(['cancelled', 'returned']);

/**
 * The audit row of one status change, in the change's transaction: who moved it, whose order, and
 * the amounts it moves. `amount_paisa` is the order total when shipped (what the courier collects),
 * the profit credited when delivered, none on cancel/return (coins, stock and allowance go back,
 * in details). The row's unique (order, action) makes a second write fail the transaction.
 */
export async function recordOrderAudit(tx: Tx, order: OrderRow, change: AuditedChange): Promise<void> {
  const action = ACTIONS[change.to];
  if (!action) return;
  const details: OrderAuditDetails = {
    orderId: order.id,
    from: change.from,
    to: change.to,
    by: change.by,
    note: change.note,
    totalAmountPaisa: order.total_amount,
    profitPaisa: order.total_profit,
  };
  if (change.to === 'shipped') Object.assign(details, { courier: order.courier, trackingId: order.tracking_id });
  if (GIVES_BACK.has(change.to)) {
    const [{ units }] = await tx.query(`SELECT coalesce(sum(quantity), 0)::int AS units FROM order_items WHERE order_id = $1`, [order.id]);
    Object.assign(details, { coinsRefunded: order.coins_spent, unitsRestocked: units, allowanceReturnedPaisa: order.allowance_used_paisa });
  }
  const amount = change.to === 'shipped' ? order.total_amount : change.to === 'delivered' ? order.total_profit : null;
  await tx.query(
    `INSERT INTO audit_log (actor_id, action, target_user_id, order_id, amount_paisa, details, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [change.actorId, action, order.reseller_id, order.id, amount, JSON.stringify(details), change.at],
  );
}
