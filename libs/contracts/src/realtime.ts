import type { ChatMessageView, NotificationView } from './chat';
import type { OrderStatusChangedV1 } from './orders';
import type { PaymentRequestStatus, WalletTransactionView, WithdrawalStatus } from './wallet-payments';

/**
 * socket.io events between the gateway and browsers (docs/wallet-and-chats.md, "Live"). Connect
 * to path `/socket.io` with `auth: {token: <access token>}`; the socket is then in `user:<id>`
 * (and `staff` for admin and topup_helper) and joins a chat with `chat:join`.
 */
export interface RealtimeRoomRef {
  roomId: string;
}
export interface PaymentRequestUpdate {
  id: string;
  status: PaymentRequestStatus;
  chatRoomId: string;
}
/** A withdrawal was requested, paid or rejected (to its reseller and to the staff room). */
export interface WithdrawalUpdate {
  id: string;
  status: WithdrawalStatus;
}
export interface WalletTransactionUpdate {
  /** the row as posted: its `kind` and `values` are worked out when the history is read (it refetches on this event) */
  transaction: Omit<WalletTransactionView, 'kind' | 'values'>;
  /** the balance right after, integer paisa */
  balancePaisa: number;
}
/** Rooms whose list entry changed (coalesced: at most one event a second per user, and for staff). */
export interface ChatRoomsChanged {
  roomIds: string[];
}

/** What the server sends. */
export interface RealtimeServerEvents {
  /** a new message in a room the socket joined (`chat:<roomId>`) */
  'chat:message': (message: ChatMessageView) => void;
  /** a room in the socket's list changed (the owner and staff): refresh the list */
  'chat:rooms-changed': (change: ChatRoomsChanged) => void;
  'chat:joined': (ref: RealtimeRoomRef) => void;
  /** the user may not see that room: nothing was joined */
  'chat:join-refused': (ref: RealtimeRoomRef) => void;
  'payment-request:updated': (update: PaymentRequestUpdate) => void;
  'wallet:transaction': (update: WalletTransactionUpdate) => void;
  'withdrawal:updated': (update: WithdrawalUpdate) => void;
  'notification:new': (notification: NotificationView) => void;
  /** one of the socket user's own orders was placed or changed status (to its reseller's `user:<id>` only) */
  'order:status-changed': (change: OrderStatusChangedV1) => void;
}

/** What the browser sends. */
export interface RealtimeClientEvents {
  'chat:join': (ref: RealtimeRoomRef) => void;
  'chat:leave': (ref: RealtimeRoomRef) => void;
}

export const REALTIME_PATH = '/socket.io';
