import { Injectable } from '@nestjs/common';
import { OnEvent } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import type { Tx } from '@resellpk/backend-persistence';
import { CatalogEvents, IdentityEvents, type EventEnvelope, type PlanExpiredV1, type PlanUpgradedV1, type StockBackV1 } from '@resellpk/contracts';
import { planLabel } from '@resellpk/domain';
import { NOTIFY } from '../chat-texts';
import { NotificationWriter } from './notification-writer';

/** Notifications from other services' events (PRODUCT.md "Notifications"); each event once (its id is the source key). */
@Injectable()
export class NotificationEventsConsumer {
  constructor(private readonly writer: NotificationWriter) {}

  @OnEvent(IdentityEvents.planUpgradedV1)
  async planUpgraded(e: PlanUpgradedV1, tx: Tx, envelope: EventEnvelope<PlanUpgradedV1>): Promise<void> {
    await this.writer.notify(
      tx,
      [e.userId],
      { ...NOTIFY.planUpgraded(e.planName), notificationType: 'plan_upgraded', metadata: { plan_name: e.planName }, sourceKey: envelope.id },
      envelope.correlationId,
    );
  }

  /** A paid plan ran out (time or allowance): the user is back on free. */
  @OnEvent(IdentityEvents.planExpiredV1)
  async planExpired(e: PlanExpiredV1, tx: Tx, envelope: EventEnvelope<PlanExpiredV1>): Promise<void> {
    if (!isUuid(e.userId)) return;
    await this.writer.notify(tx, [e.userId], { ...NOTIFY.planEnded(planLabel(e.previousPlan)), notificationType: 'other', sourceKey: envelope.id }, envelope.correlationId);
  }

  /** One notification to each user who favourited the product. */
  @OnEvent(CatalogEvents.stockBackV1)
  async stockBack(e: StockBackV1, tx: Tx, envelope: EventEnvelope<StockBackV1>): Promise<void> {
    await this.writer.notify(
      tx,
      (e.userIds ?? []).filter(isUuid),
      { ...NOTIFY.stockBack(e.productName), notificationType: 'stock_back', productId: isUuid(e.productId) ? e.productId : null, sourceKey: envelope.id },
      envelope.correlationId,
    );
  }
}
