import type { CallersOf, Command, ConsumersOf, NoData } from './bus/command';
import { subjectsOf } from './bus/command';
import type { ServiceHealth } from './services';
import type { PaymentRequestStatus } from './wallet-payments';

// ---------- rooms and messages ----------

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'system'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
export const CHAT_ROOM_STATUSES = ['active', 'closed'] as const;
export type ChatRoomStatus = (typeof CHAT_ROOM_STATUSES)[number];

/** The payment request a room is about, as chat last heard of it from wallet-payments. */
export interface ChatPaymentSummary {
  paymentRequestId: string;
  /** integer paisa */
  amountPaisa: number;
  status: PaymentRequestStatus;
  referenceCode: string;
  paymentMethodId: string;
  paymentMethodName: string;
  createdAt: string;
}

export interface ChatRoomView {
  id: string;
  userId: string;
  status: ChatRoomStatus;
  payment: ChatPaymentSummary;
  createdAt: string;
}
/** A room in the reseller's "My chats" list. */
export interface ChatRoomSummary extends ChatRoomView {
  /** messages the other side sent that this user has not read */
  unreadCount: number;
  lastMessageTime: string | null;
}
/** A room in the staff's "Topup Chats" list (the spec's summary fields). */
export interface StaffChatRoomSummary extends ChatRoomSummary {
  /** the spec's fallback "Unknown User" is the client's when null */
  userName: string | null;
  userEmail: string | null;
}
export interface ChatMessageView {
  id: string;
  chatRoomId: string;
  /** null for system messages */
  senderId: string | null;
  messageType: ChatMessageType;
  content: string;
  /** API path of an image (a payment screenshot), or null */
  fileUrl: string | null;
  isRead: boolean;
  createdAt: string;
}
export interface RoomRef {
  roomId: string;
}
export interface ListMessagesQuery {
  roomId: string;
  /** only messages after this one (oldest first) */
  afterId?: string;
}
export interface PostMessage {
  roomId: string;
  /** non-blank after trimming, at most 2,000 characters */
  content: string;
}
/**
 * Staff's Topup Chats order: `newest` request first, or `waiting` longest first (open requests,
 * pending or under review, oldest first; decided ones after them).
 */
export const STAFF_ROOM_SORTS = ['newest', 'waiting'] as const;
export type StaffRoomSort = (typeof STAFF_ROOM_SORTS)[number];
/** The largest Topup Chats page a caller may ask for, and the page size when it asks for none. */
export const STAFF_ROOMS_MAX_PAGE_SIZE = 50;
export const STAFF_ROOMS_DEFAULT_PAGE_SIZE = 12;
export interface StaffRoomsQuery {
  status?: PaymentRequestStatus | 'all';
  /** default `newest` */
  sort?: StaffRoomSort;
  /** 1-based, default 1 */
  page?: number;
  /** 1..STAFF_ROOMS_MAX_PAGE_SIZE, default STAFF_ROOMS_DEFAULT_PAGE_SIZE */
  pageSize?: number;
}
/** One page of Topup Chats, with how many rooms match the filter in all. */
export interface StaffChatRoomPage {
  items: StaffChatRoomSummary[];
  total: number;
  page: number;
  pageSize: number;
  sort: StaffRoomSort;
}

// ---------- templates ----------

export interface ChatTemplateView {
  id: string;
  /** e.g. welcome_message */
  templateType: string;
  messageContent: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
}
export interface UpdateChatTemplate {
  id: string;
  messageContent: string;
  isActive?: boolean;
}

// ---------- notifications ----------

export const NOTIFICATION_TYPES = ['stock_back', 'profit_sent', 'plan_upgraded', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** Values a notification carries besides its prose, for the client to show in its own words and controls. */
export interface NotificationMetadata {
  amount?: number;
  plan_name?: string;
  /** the courier's tracking page of a shipped order; only ever an http(s) URL */
  tracking_url?: string;
}
export interface NotificationView {
  id: string;
  title: string;
  message: string;
  notificationType: NotificationType;
  isRead: boolean;
  /** profit_sent: `amount` (integer paisa); plan_upgraded: `plan_name`; an order shipped: `tracking_url` (http(s) only) */
  metadata: NotificationMetadata;
  productId: string | null;
  createdAt: string;
}
export interface ListNotificationsQuery {
  cursor?: string;
  /** page size, 1..100, default 30 */
  limit?: number;
}
export interface NotificationPage {
  items: NotificationView[];
  nextCursor: string | null;
  unreadCount: number;
}
export interface NotificationRef {
  id: string;
}

/** chat-service's request-reply subjects (`chat.<verb>`) and their contracts. */
export interface ChatCommands {
  'chat.health': Command<NoData, ServiceHealth>;
  /** staff: how many rooms exist */
  'chat.countRooms': Command<NoData, { total: number }>;
  // the room's owner, or staff
  'chat.listMyRooms': Command<NoData, ChatRoomSummary[]>;
  'chat.getRoom': Command<RoomRef, ChatRoomView>;
  /** oldest first; marks what the caller's side received as read */
  'chat.listMessages': Command<ListMessagesQuery, ChatMessageView[]>;
  'chat.postMessage': Command<PostMessage, ChatMessageView>;
  'chat.markRoomRead': Command<RoomRef, { unreadCount: number }>;
  /** may this user's socket join the room's live channel */
  'chat.canJoinRoom': Command<RoomRef, { allowed: boolean }>;
  // staff
  /** one page of Topup Chats (replaces listStaffRooms) */
  'chat.pageStaffRooms': Command<StaffRoomsQuery, StaffChatRoomPage>;
  /** deprecated (pageStaffRooms replaces it; removed next release): the first 500 rooms, newest request first */
  'chat.listStaffRooms': Command<StaffRoomsQuery, StaffChatRoomSummary[]>;
  'chat.listTemplates': Command<NoData, ChatTemplateView[]>;
  'chat.updateTemplate': Command<UpdateChatTemplate, ChatTemplateView>;
  // notifications (the caller's own)
  'chat.listNotifications': Command<ListNotificationsQuery, NotificationPage>;
  'chat.countUnreadNotifications': Command<NoData, { unreadCount: number }>;
  'chat.markNotificationRead': Command<NotificationRef, NotificationView>;
  'chat.markAllNotificationsRead': Command<NoData, { updated: number }>;
}

/** Who may send each subject (NATS refuses everyone else). */
export const CHAT_CALLERS = {
  'chat.health': ['gateway'],
  'chat.countRooms': ['gateway'],
  'chat.listMyRooms': ['gateway'],
  'chat.getRoom': ['gateway'],
  'chat.listMessages': ['gateway'],
  'chat.postMessage': ['gateway'],
  'chat.markRoomRead': ['gateway'],
  'chat.canJoinRoom': ['gateway'],
  'chat.pageStaffRooms': ['gateway'],
  'chat.listStaffRooms': ['gateway'],
  'chat.listTemplates': ['gateway'],
  'chat.updateTemplate': ['gateway'],
  'chat.listNotifications': ['gateway'],
  'chat.countUnreadNotifications': ['gateway'],
  'chat.markNotificationRead': ['gateway'],
  'chat.markAllNotificationsRead': ['gateway'],
} as const satisfies CallersOf<ChatCommands>;

export const ChatSubjects = subjectsOf<ChatCommands, 'chat'>('chat', CHAT_CALLERS);

// ---------- events ----------

export interface MessagePostedV1 {
  messageId: string;
  chatRoomId: string;
  /** the room's owner (the reseller) */
  roomUserId: string;
  senderId: string | null;
  messageType: ChatMessageType;
  content: string;
  fileUrl: string | null;
  createdAt: string;
}
export interface NotificationCreatedV1 {
  notificationId: string;
  userId: string;
  title: string;
  message: string;
  notificationType: NotificationType;
  metadata: NotificationMetadata;
  productId: string | null;
  createdAt: string;
}

/** The events of chat-service (stream CHAT) and their payloads. */
export interface ChatEventMap {
  'chat.message.posted.v1': MessagePostedV1;
  'chat.notification.created.v1': NotificationCreatedV1;
}
export const ChatEvents = {
  messagePostedV1: 'chat.message.posted.v1',
  notificationCreatedV1: 'chat.notification.created.v1',
} as const satisfies Record<string, keyof ChatEventMap>;
/** Which services consume each event (one durable consumer each). */
export const CHAT_EVENT_CONSUMERS = {
  'chat.message.posted.v1': [],
  'chat.notification.created.v1': [],
} as const satisfies ConsumersOf<ChatEventMap>;
