import { Controller } from '@nestjs/common';
import { Handles } from '@resellpk/backend-messaging';
import { ChatSubjects, type ListNotificationsQuery, type NoData, type NotificationRef, type RequestContext } from '@resellpk/contracts';
import { NotificationsService } from './notifications.service';

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Handles(ChatSubjects.listNotifications)
  list(data: ListNotificationsQuery, ctx: RequestContext) {
    return this.notifications.list(data, ctx);
  }

  @Handles(ChatSubjects.countUnreadNotifications)
  countUnread(_data: NoData, ctx: RequestContext) {
    return this.notifications.countUnread(ctx);
  }

  @Handles(ChatSubjects.markNotificationRead)
  markRead(data: NotificationRef, ctx: RequestContext) {
    return this.notifications.markRead(data, ctx);
  }

  @Handles(ChatSubjects.markAllNotificationsRead)
  markAllRead(_data: NoData, ctx: RequestContext) {
    return this.notifications.markAllRead(ctx);
  }
}
