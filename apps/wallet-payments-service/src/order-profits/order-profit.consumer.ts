import { Injectable, Logger } from '@nestjs/common';
import { isServiceFailure, OnEvent } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import type { Tx } from '@resellpk/backend-persistence';
import { OrdersEvents, type EventEnvelope, type MoneyMovement, type OrderDeliveredV1 } from '@resellpk/contracts';
import { orderProfitDescription, orderNumber } from '@resellpk/domain';
import { Ledger } from '../wallets/ledger';

/** The idempotency key of an order's profit credit: one per order, whatever event carries it. */
export const orderProfitKey = (orderId: string) => `order:${orderId}:profit`;

/** The largest profit one order may credit (50 lines x Rs. 100,000 margin): above it the event is wrong, not the order. */
const MAX_ORDER_PROFIT_PAISA = 50 * 10_000_000;

/**
 * Pays the reseller's profit when an order is delivered (PRODUCT.md "Orders"). Exactly once per
 * order: the inbox drops a redelivered event, and the credit's key `order:<id>:profit`, looked up
 * under the wallet's lock and unique in the ledger, makes any other event for the same order
 * (another id, another instance at the same moment) move nothing. The ledger's
 * `transaction.posted.v1` commits with it; chat turns it into the `profit_sent` notification.
 */
@Injectable()
export class OrderProfitConsumer {
  private readonly log = new Logger(OrderProfitConsumer.name);

  constructor(private readonly ledger: Ledger) {}

  @OnEvent(OrdersEvents.orderDeliveredV1)
  async onDelivered(e: OrderDeliveredV1, tx: Tx, envelope: EventEnvelope<OrderDeliveredV1>): Promise<void> {
    const profit = e?.profitPaisa ?? 0;
    if (!isUuid(e?.userId) || !isUuid(e?.orderId) || !Number.isSafeInteger(profit) || profit < 0 || profit > MAX_ORDER_PROFIT_PAISA) {
      // a malformed event cannot become valid by retrying it
      this.log.error(`orders.order.delivered.v1 ignored, malformed: ${JSON.stringify(e)}`);
      return;
    }
    // an order sold at no margin has nothing to pay
    if (profit === 0) return;
    const credit: MoneyMovement = {
      userId: e.userId,
      amountPaisa: profit,
      key: orderProfitKey(e.orderId),
      type: 'order_profit',
      description: orderProfitDescription(e.orderId),
      referenceCode: orderNumber(e.orderId),
    };
    try {
      await this.ledger.move(tx, 'credit', credit, { correlationId: envelope.correlationId, causedBy: null });
    } catch (error) {
      // CONFLICT: the key was used for a different movement (another amount for the same order): a
      // publisher's bug that retrying cannot fix; the first credit stands
      if (!isServiceFailure(error) || error.error.code !== 'CONFLICT') throw error;
      this.log.error(`profit of order ${e.orderId} not credited again: ${error.message} (event ${envelope.id}, ${profit} paisa)`);
    }
  }
}
