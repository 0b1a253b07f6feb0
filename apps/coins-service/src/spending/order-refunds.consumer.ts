import { Injectable, Logger } from '@nestjs/common';
import { EventNotReady, isServiceFailure, OnEvent } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import type { Tx } from '@resellpk/backend-persistence';
import { OrdersEvents, type OrderStatus, type OrderStatusChangedV1 } from '@resellpk/contracts';
import { SpendingService } from './spending.service';

/** The statuses that give an order's coins back (PRODUCT.md "Orders": cancel or return refunds spent coins). */
const REFUNDING: readonly OrderStatus[] = ['cancelled', 'returned'];

/**
 * Gives back the coins of a cancelled or returned order through the refund path orders' saga uses
 * (idempotent by order id): the inbox drops a redelivered event, and the order's spend row, locked
 * after the account, makes a second refund (this event again under another id, or the RPC) move
 * nothing. An order that spent nothing is closed (`void`), which also keeps it from ever earning
 * delivery rewards (DeliveryRewards checks that row).
 */
@Injectable()
export class OrderRefundsConsumer {
  private readonly log = new Logger(OrderRefundsConsumer.name);

  constructor(private readonly spending: SpendingService) {}

  @OnEvent(OrdersEvents.orderStatusChangedV1)
  async onStatusChanged(e: OrderStatusChangedV1, tx: Tx): Promise<void> {
    if (!REFUNDING.includes(e?.to)) return;
    if (!isUuid(e.userId) || !isUuid(e.orderId)) {
      // a malformed event cannot become valid by retrying it
      this.log.error(`orders.order.status-changed.v1 ignored, malformed: ${JSON.stringify(e)}`);
      return;
    }
    try {
      await this.spending.refundIn(tx, e.userId, e.orderId);
    } catch (error) {
      if (!isServiceFailure(error)) throw error;
      // the account opens from the registration event: wait for it (the event is redelivered)
      if (error.error.code === 'NOT_FOUND') throw new EventNotReady(`no coin account yet for ${e.userId}; refund of order ${e.orderId} retried`);
      // the order's coins belong to another user: nothing was written, and retrying cannot fix it
      this.log.error(`refund of order ${e.orderId} for ${e.userId} refused: ${error.message}`);
    }
  }
}
