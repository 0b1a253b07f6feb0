import { Inject, Injectable, Logger } from '@nestjs/common';
import { ORDER_MSG } from '@resellpk/domain';
import { ORDERS_CONFIG, type OrdersConfig } from '../config/orders-config';
import { SagaCompensation } from '../checkout/saga-compensation';
import { OrderRepository } from '../orders/order.repository';

const BATCH = 50;

/**
 * Finishes checkouts a crash left half-way (docs/checkout-saga.md): a saga still pending (or
 * compensating) after ORDERS_SAGA_STALE_MS has no live request behind it. Each is claimed with a
 * conditional update (pending -> compensating, FOR UPDATE SKIP LOCKED: one replica per saga, and
 * the live request can no longer complete it), then its stock and coins are put back and it is
 * marked failed. A saga whose undo fails stays compensating and is taken again on a later run.
 */
@Injectable()
export class SagaRecovery {
  private readonly log = new Logger(SagaRecovery.name);

  constructor(
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    private readonly orders: OrderRepository,
    private readonly compensation: SagaCompensation,
  ) {}

  /** One run: how many sagas were undone and how many are left for the next run. */
  async recoverStale(): Promise<{ undone: number; retryLater: number }> {
    let undone = 0;
    let retryLater = 0;
    for (;;) {
      const claimed = await this.orders.claimStale(this.config.ORDERS_SAGA_STALE_MS, BATCH);
      for (const order of claimed) {
        try {
          await this.compensation.undoClaimed(order, { code: 'UNAVAILABLE', message: ORDER_MSG.checkoutFailed }, `checkout-recovery:${order.id}`);
          undone++;
        } catch (error) {
          retryLater++;
          this.log.warn(`checkout ${order.id}: recovery could not undo it yet: ${(error as Error).message}`);
        }
      }
      // a failed undo keeps its fresh updated_at, so the next claim does not take it again at once
      if (claimed.length < BATCH) break;
    }
    if (undone || retryLater) this.log.log(`checkout recovery: ${undone} undone, ${retryLater} left for the next run`);
    return { undone, retryLater };
  }
}
