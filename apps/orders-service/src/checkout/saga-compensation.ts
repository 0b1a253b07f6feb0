import { Injectable, Logger } from '@nestjs/common';
import { BusClient } from '@resellpk/backend-messaging';
import { CatalogSubjects, CoinsSubjects, IdentitySubjects, type ServiceError } from '@resellpk/contracts';
import { parseCoinUnits } from '@resellpk/domain';
import { OrderRepository, type OrderRow } from '../orders/order.repository';
import { sagaCompensationsTotal } from './checkout.metrics';

/**
 * Undoes a checkout that will not complete (docs/checkout-saga.md): claims it (pending ->
 * compensating, so the live request can no longer complete it), gives the coins back if it was
 * to spend any, gives the wholesale allowance back if it was to use any, puts the stock back, and marks it failed with the error it answered. Both calls
 * are idempotent by order id and also close the order on their side, so a late reserve or spend
 * of the same order is refused. When a call fails the saga stays `compensating` and the recovery
 * job tries again.
 */
@Injectable()
export class SagaCompensation {
  private readonly log = new Logger(SagaCompensation.name);

  constructor(
    private readonly bus: BusClient<'orders'>,
    private readonly orders: OrderRepository,
  ) {}

  /** Claims and undoes one saga; false when it was completed or failed already (nothing to undo). */
  async undo(orderId: string, failure: ServiceError, correlationId: string): Promise<boolean> {
    const claimed = await this.orders.claimForCompensation(orderId);
    if (!claimed) return false;
    await this.undoClaimed(claimed, failure, correlationId);
    return true;
  }

  /** Undoes a saga this caller already moved to `compensating`. */
  async undoClaimed(order: OrderRow, failure: ServiceError, correlationId: string): Promise<void> {
    const call = { correlationId };
    if ((parseCoinUnits(order.coins_spent) ?? 0n) > 0n) {
      await this.bus.call(CoinsSubjects.refund, call, { userId: order.reseller_id, orderId: order.id });
      sagaCompensationsTotal.inc({ step: 'coins_refund' });
    }
    // idempotent, and harmless when identity never recorded a use for this order
    if (Number(order.allowance_used_paisa) > 0) {
      await this.bus.call(IdentitySubjects.releaseAllowance, call, { orderId: order.id });
      sagaCompensationsTotal.inc({ step: 'allowance_release' });
    }
    await this.bus.call(CatalogSubjects.releaseStock, call, { orderId: order.id });
    sagaCompensationsTotal.inc({ step: 'stock_release' });
    await this.orders.markFailed(order.id, failure);
    this.log.log(`checkout ${order.id} undone: ${failure.code}`);
  }
}
