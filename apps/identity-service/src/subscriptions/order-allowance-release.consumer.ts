import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@resellpk/backend-messaging';
import type { Tx } from '@resellpk/backend-persistence';
import { OrdersEvents, type OrderStatusChangedV1 } from '@resellpk/contracts';
import { AllowanceService } from './allowance.service';

/** the statuses that undo an order, and with it the wholesale allowance it used */
const GIVES_BACK = new Set<string>(['cancelled', 'returned']);

/**
 * A cancelled or returned order gives its wholesale allowance back to the plan it was taken from.
 * The release commits with this event's inbox row and is once per order on its own
 * (`allowance_uses.released_at`), so a redelivery, or a return after a cancellation, changes nothing;
 * an order that used no allowance finds nothing to give back.
 */
@Injectable()
export class OrderAllowanceReleaseConsumer {
  private readonly log = new Logger(OrderAllowanceReleaseConsumer.name);

  constructor(private readonly allowance: AllowanceService) {}

  @OnEvent(OrdersEvents.orderStatusChangedV1)
  async statusChanged(e: OrderStatusChangedV1, tx: Tx): Promise<void> {
    if (!GIVES_BACK.has(e.to) || typeof e.orderId !== 'string') return;
    const released = await this.allowance.releaseIn(tx, e.orderId);
    if (released.released) this.log.log(`order ${e.orderId} ${e.to}: ${released.amountPaisa} paisa of wholesale allowance given back`);
  }
}
