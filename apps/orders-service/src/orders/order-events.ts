import { enqueueEvent } from '@resellpk/backend-messaging';
import type { Tx } from '@resellpk/backend-persistence';
import { OrdersEvents, type OrderStatus } from '@resellpk/contracts';
import type { OrderRow } from './order.repository';

/**
 * The events of one status change, in the transaction that makes it: status-changed always (from
 * null when the order was just placed), delivered.v1 when it reached delivered (the rewards and the
 * profit hang on it). The change is a conditional update, so each happens once per order.
 */
export async function enqueueStatusEvents(
  tx: Tx,
  order: OrderRow,
  change: { from: OrderStatus | null; to: OrderStatus; note: string | null; at: Date },
  correlationId: string,
): Promise<void> {
  const at = change.at.toISOString();
  await enqueueEvent(
    tx,
    OrdersEvents.orderStatusChangedV1,
    {
      orderId: order.id,
      userId: order.reseller_id,
      from: change.from,
      to: change.to,
      totalAmountPaisa: order.total_amount,
      totalProfitPaisa: order.total_profit,
      coinsSpent: order.coins_spent,
      customerName: order.customer_name,
      courier: order.courier,
      trackingId: order.tracking_id,
      trackingLink: order.tracking_link,
      note: change.note,
      at,
    },
    { correlationId },
  );
  if (change.to === 'delivered') {
    await enqueueEvent(
      tx,
      OrdersEvents.orderDeliveredV1,
      { orderId: order.id, userId: order.reseller_id, itemValuePaisa: order.items_paisa, coinsSpent: order.coins_spent, deliveredAt: at, profitPaisa: order.total_profit },
      { correlationId },
    );
  }
}
