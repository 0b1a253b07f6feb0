import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessageView, PaymentRequestUpdate, WalletTransactionUpdate, WalletView } from '@resellpk/contracts';
import { liveKeys } from './keys';
import { joinRoom, onLive, startLive, stopLive, type LiveEvent } from './live-socket';


/** Appends a live message to the room's cached thread (once: REST and socket may both bring it). */
export function appendMessage(qc: QueryClient, message: ChatMessageView): void {
  qc.setQueryData<ChatMessageView[]>(liveKeys.messages(message.chatRoomId), (list) =>
    list && !list.some((m) => m.id === message.id) ? [...list, message] : list,
  );
}

function onWalletTransaction(qc: QueryClient, payload: Partial<WalletTransactionUpdate>): void {
  const balance = payload.balancePaisa ?? payload.transaction?.balanceAfterPaisa;
  if (typeof balance === 'number') {
    qc.setQueryData<WalletView>(liveKeys.wallet, (w) => (w ? { ...w, balancePaisa: balance, updatedAt: new Date().toISOString() } : w));
  }
  void qc.invalidateQueries({ queryKey: liveKeys.wallet });
  void qc.invalidateQueries({ queryKey: liveKeys.transactions });
}

function onPaymentRequestUpdated(qc: QueryClient, payload: Partial<PaymentRequestUpdate>): void {
  if (payload.id) void qc.invalidateQueries({ queryKey: liveKeys.paymentRequest(payload.id) });
  if (payload.chatRoomId) void qc.invalidateQueries({ queryKey: liveKeys.room(payload.chatRoomId), exact: true });
  void qc.invalidateQueries({ queryKey: liveKeys.myChats });
  void qc.invalidateQueries({ queryKey: liveKeys.staffChatsAll });
}

/** Everything a page shows from live data, refetched after a reconnect (events may have been missed). */
function refetchAll(qc: QueryClient): void {
  for (const key of [liveKeys.wallet, liveKeys.myChats, liveKeys.staffChatsAll, liveKeys.notifications, ['chat-room'], ['payment-requests'], liveKeys.orders, liveKeys.withdrawals]) {
    void qc.invalidateQueries({ queryKey: key });
  }
}

/** What one live event changes in the react-query caches (exported for the unit test). */
export function applyLiveEvent(qc: QueryClient, event: LiveEvent, payload: unknown): void {
  switch (event) {
    case 'chat:message': {
      const message = payload as ChatMessageView;
      if (!message?.chatRoomId) return;
      appendMessage(qc, message);
      void qc.invalidateQueries({ queryKey: liveKeys.myChats });
      void qc.invalidateQueries({ queryKey: liveKeys.staffChatsAll });
      return;
    }
    case 'chat:rooms-changed':
      void qc.invalidateQueries({ queryKey: liveKeys.myChats });
      void qc.invalidateQueries({ queryKey: liveKeys.staffChatsAll });
      return;
    case 'payment-request:updated':
      return onPaymentRequestUpdated(qc, (payload ?? {}) as Partial<PaymentRequestUpdate>);
    case 'wallet:transaction':
      return onWalletTransaction(qc, (payload ?? {}) as Partial<WalletTransactionUpdate>);
    case 'withdrawal:updated':
      // the reseller's /wallet and the admins' /admin/withdrawals (the balance moves with its own wallet:transaction)
      void qc.invalidateQueries({ queryKey: liveKeys.withdrawals });
      return;
    case 'notification:new':
      qc.setQueryData<{ unreadCount: number }>(liveKeys.unreadNotifications, (c) => (c ? { unreadCount: c.unreadCount + 1 } : c));
      void qc.invalidateQueries({ queryKey: liveKeys.notifications });
      return;
    case 'order:status-changed':
      // the reseller's list and that order's detail fetch the new state
      void qc.invalidateQueries({ queryKey: liveKeys.orders });
      return;
    case 'connect':
      return refetchAll(qc);
    default:
      return;
  }
}

const SYNCED: LiveEvent[] = ['chat:message', 'chat:rooms-changed', 'payment-request:updated', 'wallet:transaction', 'notification:new', 'order:status-changed', 'withdrawal:updated', 'connect'];

/**
 * Connects the socket while `signedIn` and keeps the react-query caches of every screen current:
 * mounted once by the shell, so the storefront, the admin and the top bar share one connection.
 */
export function useLiveSync(signedIn: boolean): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!signedIn) {
      stopLive();
      return;
    }
    void startLive();
    const offs = SYNCED.map((event) => onLive(event, (payload) => applyLiveEvent(qc, event, payload)));
    return () => offs.forEach((off) => off());
  }, [signedIn, qc]);
}

/** Receives a chat room's messages live while the page is open. */
export function useRoomChannel(roomId: string | undefined): void {
  useEffect(() => (roomId ? joinRoom(roomId) : undefined), [roomId]);
}

/** Runs `handler` for a live event while mounted (e.g. a toast on a status change). */
export function useLiveEvent(event: LiveEvent, handler: (payload: unknown) => void): void {
  useEffect(() => {
    return onLive(event, handler);
  }, [event, handler]);
}

