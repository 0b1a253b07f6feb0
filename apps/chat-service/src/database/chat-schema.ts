import type { EntityTarget } from '@resellpk/backend-persistence';
import { CreateChatRooms1795439888949 } from './migrations/1795439888949-create-chat-rooms';
import { CreateChatsAndNotifications1795500000000 } from './migrations/1795500000000-create-chats-and-notifications';
import { WithdrawalNoticesMasked1796200000000 } from './migrations/1796200000000-withdrawal-notices-masked';
import { ShippedTrackingLinks1796300000000 } from './migrations/1796300000000-shipped-tracking-links';
import { StaffRoomPages1796300000001 } from './migrations/1796300000001-staff-room-pages';

/** The chat database. The services query with SQL through repositories; no entities needed yet. */
export const chatEntities: EntityTarget[] = [];
/** Every migration of the chat database, oldest first. Never edit one that has shipped. */
export const chatMigrations = [
  CreateChatRooms1795439888949,
  CreateChatsAndNotifications1795500000000,
  WithdrawalNoticesMasked1796200000000,
  ShippedTrackingLinks1796300000000,
  StaffRoomPages1796300000001,
];
