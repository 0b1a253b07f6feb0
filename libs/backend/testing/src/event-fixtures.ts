import { randomUUID } from 'node:crypto';
import type { OrderStatusChangedV1 } from '@resellpk/contracts';

/**
 * An `orders.order.status-changed.v1` payload as orders-service publishes it, for the consumers'
 * tests (catalog, coins, identity, chat, the gateway's relay): a shipped order of a new reseller
 * unless the test says otherwise.
 */
export function orderStatusChanged(over: Partial<OrderStatusChangedV1> = {}): OrderStatusChangedV1 {
  return {
    orderId: randomUUID(),
    userId: randomUUID(),
    from: 'processing',
    to: 'shipped',
    totalAmountPaisa: 250_000,
    totalProfitPaisa: 30_000,
    coinsSpent: '0.0000',
    customerName: 'Ayesha Khan',
    courier: null,
    trackingId: null,
    trackingLink: null,
    note: null,
    at: new Date().toISOString(),
    ...over,
  };
}
