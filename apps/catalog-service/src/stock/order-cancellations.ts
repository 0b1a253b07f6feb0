import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import type { Tx } from '@resellpk/backend-persistence';
import { OrdersEvents, type EventEnvelope, type OrderStatus, type OrderStatusChangedV1 } from '@resellpk/contracts';
import { StockService } from './stock.service';

/** The statuses whose units go back on the shelf. */
const RESTOCKING: readonly OrderStatus[] = ['cancelled', 'returned'];

/**
 * A cancelled or returned order's units go back to stock. Once per order: the inbox drops a
 * redelivered event, and the reservation's status drops a second event for the same order (a
 * cancel and a later return, or the saga's own release).
 */
@Injectable()
export class OrderCancellations {
  private readonly log = new Logger(OrderCancellations.name);

  constructor(private readonly stock: StockService) {}

  @OnEvent(OrdersEvents.orderStatusChangedV1)
  async onStatusChanged(e: OrderStatusChangedV1, tx: Tx, envelope: EventEnvelope<OrderStatusChangedV1>): Promise<void> {
    if (!RESTOCKING.includes(e?.to)) return;
    if (!isUuid(e.orderId)) {
      // a malformed event cannot become valid by retrying it
      this.log.error(`orders.order.status-changed.v1 ignored, malformed: ${JSON.stringify(e)}`);
      return;
    }
    await this.stock.releaseIn(tx, e.orderId.toLowerCase(), envelope.correlationId);
  }
}
