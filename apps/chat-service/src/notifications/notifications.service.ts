import { Injectable } from '@nestjs/common';
import { fail } from '@resellpk/backend-messaging';
import { isUuid, keysetCursor, requireUserId } from '@resellpk/backend-service';
import type { ListNotificationsQuery, NotificationPage, NotificationRef, NotificationView, RequestContext } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { CHAT_MSG } from '../chat-texts';
import { NotificationRepository, toNotificationView } from './notification.repository';

const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;

/** A cursor is the last notification of the previous page. */
const CURSOR = keysetCursor('notifications', { id: 'uuid' });

/** The caller's own notifications (`/notifications` and the bell). */
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationRepository) {}

  async list(query: ListNotificationsQuery, ctx: RequestContext): Promise<NotificationPage> {
    const userId = requireUserId(ctx);
    const limit = query?.limit ?? DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) fail('VALIDATION', CHAT_MSG.badLimit, 'limit');
    const afterId = CURSOR.decode(query?.cursor)?.id ?? null;
    // another user's notification (or a deleted one) is no position in this list
    if (afterId && !(await this.notifications.isOwn(userId, afterId))) fail('VALIDATION', MSG.invalidCursor, 'cursor');
    const [rows, unreadCount] = await Promise.all([this.notifications.page(userId, afterId, limit), this.notifications.unreadCount(userId)]);
    const items = rows.slice(0, limit).map(toNotificationView);
    return { items, nextCursor: rows.length > limit ? CURSOR.encode({ id: items[items.length - 1].id }) : null, unreadCount };
  }

  async countUnread(ctx: RequestContext): Promise<{ unreadCount: number }> {
    return { unreadCount: await this.notifications.unreadCount(requireUserId(ctx)) };
  }

  async markRead(req: NotificationRef, ctx: RequestContext): Promise<NotificationView> {
    const userId = requireUserId(ctx);
    const row = isUuid(req?.id) ? await this.notifications.markRead(userId, req.id) : undefined;
    if (!row) fail('NOT_FOUND', CHAT_MSG.notificationNotFound);
    return toNotificationView(row);
  }

  async markAllRead(ctx: RequestContext): Promise<{ updated: number }> {
    return { updated: await this.notifications.markAllRead(requireUserId(ctx)) };
  }
}
