import { userDirectoryProviders } from '@resellpk/backend-service';
import { Module } from '@nestjs/common';
import { MessageRepository } from './messages/message.repository';
import { MessageWriter } from './messages/message-writer';
import { MessagesController } from './messages/messages.controller';
import { MessagesService } from './messages/messages.service';
import { NotificationEventsConsumer } from './notifications/notification-events.consumer';
import { NotificationRepository } from './notifications/notification.repository';
import { NotificationWriter } from './notifications/notification-writer';
import { NotificationsController } from './notifications/notifications.controller';
import { NotificationsService } from './notifications/notifications.service';
import { OrderNotificationsConsumer } from './order-events/order-notifications.consumer';
import { TopUpEventsConsumer } from './payment-events/top-up-events.consumer';
import { RoomAccess } from './rooms/room-access';
import { RoomRepository } from './rooms/room.repository';
import { RoomsController } from './rooms/rooms.controller';
import { RoomsService } from './rooms/rooms.service';
import { TemplateRepository } from './templates/template.repository';
import { TemplatesController } from './templates/templates.controller';
import { TemplatesService } from './templates/templates.service';
import { WithdrawalNotificationsConsumer } from './withdrawal-events/withdrawal-notifications.consumer';

/**
 * chat-service: payment chats (rooms, messages, templates) and users' notifications. The
 * DataSource, NATS, the outbox relay (and its nudge), the bus client, the config and StaffAccess
 * (the role projection) come from the platform (createServiceApp).
 */
@Module({
  controllers: [RoomsController, MessagesController, TemplatesController, NotificationsController],
  providers: [
    RoomRepository,
    RoomAccess,
    RoomsService,
    MessageRepository,
    MessageWriter,
    MessagesService,
    TemplateRepository,
    TemplatesService,
    NotificationRepository,
    NotificationWriter,
    NotificationsService,
    NotificationEventsConsumer,
    TopUpEventsConsumer,
    OrderNotificationsConsumer,
    // users' names and emails for the staff's Topup Chats list
    ...userDirectoryProviders('chat_users'),
    WithdrawalNotificationsConsumer,
  ],
})
export class AppModule {}
