import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import type { Tx } from '@resellpk/backend-persistence';
import { isHttpUrl } from '@resellpk/domain';
import {
  OrdersEvents,
  WalletPaymentsEvents,
  type EventEnvelope,
  type NotificationMetadata,
  type OrderStatusChangedV1,
  type TransactionPostedV1,
} from '@resellpk/contracts';
import { NOTIFY } from '../chat-texts';
import { NotificationWriter, type NewNotification } from '../notifications/notification-writer';

/** The tracking link as a value the client may make a link of: an http(s) URL, or nothing (never javascript: and the like). */
function trackingMetadata(link: string | null | undefined): NotificationMetadata {
  const url = link?.trim();
  return url && isHttpUrl(url) ? { tracking_url: url } : {};
}

/** The title, message and values of a status change, or null for a change the reseller is not told about (placing the order). */
function orderText(e: OrderStatusChangedV1): { title: string; message: string; metadata?: NotificationMetadata } | null {
  const notice = { orderId: e.orderId, customerName: e.customerName?.trim() || 'your customer', note: e.note ?? null, coinsSpent: e.coinsSpent ?? '0' };
  if (e.from === null) return null;
  switch (e.to) {
    case 'shipped':
      return { ...NOTIFY.orderShipped({ ...notice, courier: e.courier?.trim() || 'the courier' }), metadata: trackingMetadata(e.trackingLink) };
    case 'delivered':
      return NOTIFY.orderDelivered(notice);
    case 'cancelled':
      return NOTIFY.orderCancelled(notice);
    case 'returned':
      return NOTIFY.orderReturned(notice);
    default:
      return null;
  }
}

/**
 * What follows an order for its reseller, as notifications (PRODUCT.md "Notifications"): each
 * status change after placing it (`other`, once per order and status: the source key
 * `order:<id>:<status>` makes a second event for the same change notify nobody), and the profit
 * credited on delivery (`profit_sent`, once per ledger row).
 */
@Injectable()
export class OrderNotificationsConsumer {
  private readonly log = new Logger(OrderNotificationsConsumer.name);

  constructor(private readonly writer: NotificationWriter) {}

  @OnEvent(OrdersEvents.orderStatusChangedV1)
  async statusChanged(e: OrderStatusChangedV1, tx: Tx, envelope: EventEnvelope<OrderStatusChangedV1>): Promise<void> {
    if (!isUuid(e?.userId) || !isUuid(e?.orderId)) {
      this.log.error(`orders.order.status-changed.v1 ignored, malformed: ${JSON.stringify(e)}`);
      return;
    }
    const text = orderText(e);
    if (!text) return;
    const n: NewNotification = { ...text, notificationType: 'other', sourceKey: `order:${e.orderId}:${e.to}` };
    await this.writer.notify(tx, [e.userId], n, envelope.correlationId);
  }

  /** Only the profit of a delivered order is announced; every other ledger row has its own story (top-ups are told by the payment chat). */
  @OnEvent(WalletPaymentsEvents.transactionPostedV1)
  async transactionPosted(e: TransactionPostedV1, tx: Tx, envelope: EventEnvelope<TransactionPostedV1>): Promise<void> {
    if (e?.type !== 'order_profit') return;
    if (!isUuid(e.userId) || !isUuid(e.transactionId) || !Number.isSafeInteger(e.amountPaisa) || e.amountPaisa <= 0) {
      this.log.error(`wallet-payments.transaction.posted.v1 ignored, malformed: ${JSON.stringify(e)}`);
      return;
    }
    await this.writer.notify(
      tx,
      [e.userId],
      {
        ...NOTIFY.profitSent(e.amountPaisa, e.referenceCode),
        notificationType: 'profit_sent',
        metadata: { amount: e.amountPaisa },
        sourceKey: `wallet-transaction:${e.transactionId}`,
      },
      envelope.correlationId,
    );
  }
}
