import { Injectable } from '@nestjs/common';
import { OnEvent } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import type { Tx } from '@resellpk/backend-persistence';
import {
  CatalogEvents,
  IdentityEvents,
  type EventEnvelope,
  type PlanEndingV1,
  type PlanExpiredV1,
  type PlanUpgradedV1,
  type PremiumPaymentDueV1,
  type StockBackV1,
} from '@resellpk/contracts';
import { formatPakistanDate, planLabel } from '@resellpk/domain';
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

  /** Staff could not approve Premium: the wallet cannot pay it; the reseller is told what to top up. */
  @OnEvent(IdentityEvents.premiumPaymentDueV1)
  async premiumPaymentDue(e: PremiumPaymentDueV1, tx: Tx, envelope: EventEnvelope<PremiumPaymentDueV1>): Promise<void> {
    if (!isUuid(e.userId)) return;
    const paisa = (n: unknown) => (Number.isSafeInteger(n) && (n as number) >= 0 ? (n as number) : 0);
    await this.writer.notify(
      tx,
      [e.userId],
      { ...NOTIFY.premiumPaymentDue(paisa(e.pricePaisa), paisa(e.balancePaisa), paisa(e.shortPaisa)), notificationType: 'other', sourceKey: envelope.id },
      envelope.correlationId,
    );
  }

  /** A paid plan ends within a few days (once per end date). */
  @OnEvent(IdentityEvents.planEndingV1)
  async planEnding(e: PlanEndingV1, tx: Tx, envelope: EventEnvelope<PlanEndingV1>): Promise<void> {
    if (!isUuid(e.userId)) return;
    await this.writer.notify(
      tx,
      [e.userId],
      { ...NOTIFY.planEnding(e.planName, formatPakistanDate(e.expiresAt), e.plan === 'premium'), notificationType: 'other', metadata: { plan_name: e.planName }, sourceKey: envelope.id },
      envelope.correlationId,
    );
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
