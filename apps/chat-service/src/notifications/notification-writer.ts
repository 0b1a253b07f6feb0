import { Injectable } from '@nestjs/common';
import { enqueueEvent } from '@resellpk/backend-messaging';
import type { Tx } from '@resellpk/backend-persistence';
import { ChatEvents, type NotificationType, type NotificationView } from '@resellpk/contracts';
import { NotificationRepository, toNotificationView } from './notification.repository';
import { notificationsSentTotal } from './notifications.metrics';

export interface NewNotification {
  title: string;
  message: string;
  notificationType: NotificationType;
  /** profit_sent: `amount` (integer paisa); plan_upgraded: `plan_name` */
  metadata?: NotificationView['metadata'];
  productId?: string | null;
  /**
   * What caused it, unique per user: the consuming event's id, or a stable key of the cause
   * (`order:<id>:delivered`). The same key again notifies nobody a second time.
   */
  sourceKey: string;
}

/**
 * The one way a notification is made (payments, plans, stock, and later profit_sent and order
 * status): the rows and one `chat.notification.created.v1` each (the gateway relays them live)
 * commit in the caller's transaction. Returns the notifications actually created.
 */
@Injectable()
export class NotificationWriter {
  constructor(private readonly notifications: NotificationRepository) {}

  async notify(tx: Tx, userIds: readonly string[], n: NewNotification, correlationId: string): Promise<NotificationView[]> {
    const users = [...new Set(userIds)];
    if (!users.length) return [];
    const rows = await this.notifications.insertNew(
      tx,
      users.map((userId) => ({
        userId,
        title: n.title,
        message: n.message,
        notificationType: n.notificationType,
        metadata: n.metadata ?? {},
        productId: n.productId ?? null,
        sourceKey: n.sourceKey,
      })),
    );
    const views: NotificationView[] = [];
    for (const row of rows) {
      const view = toNotificationView(row);
      await enqueueEvent(
        tx,
        ChatEvents.notificationCreatedV1,
        {
          notificationId: view.id,
          userId: row.user_id,
          title: view.title,
          message: view.message,
          notificationType: view.notificationType,
          metadata: view.metadata,
          productId: view.productId,
          createdAt: view.createdAt,
        },
        { correlationId },
      );
      views.push(view);
    }
    // counted in the caller's transaction (there is no after-commit hook here): a rolled-back one is
    // redelivered and counted again, rare enough for a rate
    if (views.length) notificationsSentTotal.inc({ kind: n.notificationType }, views.length);
    return views;
  }
}
