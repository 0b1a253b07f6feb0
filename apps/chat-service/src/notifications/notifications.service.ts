import { Injectable } from '@nestjs/common';
import { fail, isUuid, requireUserId } from '@resellpk/backend-messaging';
import type { ListNotificationsQuery, NotificationPage, NotificationRef, NotificationView, RequestContext } from '@resellpk/contracts';
import { CHAT_MSG } from '../chat-texts';
import { NotificationRepository, toNotificationView } from './notification.repository';

const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;

/** A cursor is the last notification of the previous page, opaque to the client. */
const encodeCursor = (id: string) => Buffer.from(id).toString('base64url');
function decodeCursor(raw: unknown): string {
  const id = typeof raw === 'string' ? Buffer.from(raw, 'base64url').toString('utf8') : '';
  if (!isUuid(id)) fail('VALIDATION', CHAT_MSG.badCursor, 'cursor');
  return id;
}

/** The caller's own notifications (`/notifications` and the bell). */
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationRepository) {}

  async list(query: ListNotificationsQuery, ctx: RequestContext): Promise<NotificationPage> {
    const userId = requireUserId(ctx);
    const limit = query?.limit ?? DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) fail('VALIDATION', CHAT_MSG.badLimit, 'limit');
    let afterId: string | null = null;
    if (query?.cursor !== undefined && query.cursor !== null && query.cursor !== '') {
      afterId = decodeCursor(query.cursor);
      // another user's notification (or a deleted one) is no position in this list
      if (!(await this.notifications.isOwn(userId, afterId))) fail('VALIDATION', CHAT_MSG.badCursor, 'cursor');
    }
    const [rows, unreadCount] = await Promise.all([this.notifications.page(userId, afterId, limit), this.notifications.unreadCount(userId)]);
    const items = rows.slice(0, limit).map(toNotificationView);
    return { items, nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1].id) : null, unreadCount };
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
