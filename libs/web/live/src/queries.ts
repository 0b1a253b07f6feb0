import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ChatMessageView,
  ChatRoomSummary,
  ChatRoomView,
  ChatTemplateView,
  NotificationPage,
  PaymentMethodView,
  PaymentRequestView,
  StaffChatRoomPage,
  StaffRoomSort,
  WalletTransactionPage,
  WalletView,
} from '@resellpk/contracts';
import { api, isApiError } from '@resellpk/web-api';
import { liveKeys } from './keys';

/** Spec: the chat lists are refreshed every 30 s (live events refresh them sooner). */
export const CHAT_LIST_REFRESH_MS = 30_000;
/** Live data is kept fresh by the socket; a fresh mount refetches after this. */
const LIVE_STALE_MS = 15_000;

const noRetryOn4xx = (count: number, error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1;

export function useWallet() {
  return useQuery({ queryKey: liveKeys.wallet, queryFn: () => api.get<WalletView>('/wallet'), staleTime: LIVE_STALE_MS, retry: noRetryOn4xx });
}

export function useWalletTransactions(pageSize = 20) {
  return useInfiniteQuery({
    queryKey: [...liveKeys.transactions, pageSize],
    queryFn: ({ pageParam }) =>
      api.get<WalletTransactionPage>(`/wallet/transactions?limit=${pageSize}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: LIVE_STALE_MS,
  });
}

export function usePaymentMethods() {
  return useQuery({ queryKey: liveKeys.paymentMethods, queryFn: () => api.get<PaymentMethodView[]>('/payment-methods'), staleTime: 60_000 });
}

export function useAdminPaymentMethods() {
  return useQuery({ queryKey: liveKeys.adminPaymentMethods, queryFn: () => api.get<PaymentMethodView[]>('/admin/payment-methods'), staleTime: 0 });
}

export function usePaymentRequest(id: string | undefined, initial?: PaymentRequestView) {
  return useQuery({
    queryKey: liveKeys.paymentRequest(id ?? ''),
    queryFn: () => api.get<PaymentRequestView>(`/payment-requests/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    initialData: initial && initial.id === id ? initial : undefined,
    initialDataUpdatedAt: 0,
    staleTime: LIVE_STALE_MS,
    retry: noRetryOn4xx,
  });
}

export function useMyChats() {
  return useQuery({
    queryKey: liveKeys.myChats,
    queryFn: () => api.get<ChatRoomSummary[]>('/chats'),
    refetchInterval: CHAT_LIST_REFRESH_MS,
    staleTime: 0,
  });
}

/** One page of staff's Topup Chats: filtered, ordered and paged by the server; the last page stays on screen while the next loads. */
export function useStaffChats(q: { status: string; sort: StaffRoomSort; page: number; pageSize?: number }) {
  return useQuery({
    queryKey: [...liveKeys.staffChats(q), q.pageSize ?? 'default'],
    queryFn: () => {
      const params = new URLSearchParams({ sort: q.sort, page: String(q.page) });
      if (q.status !== 'all') params.set('status', q.status);
      if (q.pageSize) params.set('pageSize', String(q.pageSize));
      return api.get<StaffChatRoomPage>(`/admin/topup-chats?${params}`);
    },
    placeholderData: keepPreviousData,
    refetchInterval: CHAT_LIST_REFRESH_MS,
    staleTime: 0,
  });
}

/** Retries a 404 for a while: right after a request is created its room may not exist yet. */
const ROOM_RETRIES = 12;
export function useChatRoom(roomId: string | undefined) {
  return useQuery({
    queryKey: liveKeys.room(roomId ?? ''),
    queryFn: () => api.get<ChatRoomView>(`/chats/${encodeURIComponent(roomId ?? '')}`),
    enabled: Boolean(roomId),
    staleTime: LIVE_STALE_MS,
    retry: (count, error) => (isApiError(error) && error.status === 404 ? count < ROOM_RETRIES : noRetryOn4xx(count, error)),
    retryDelay: 750,
  });
}

export function useRoomMessages(roomId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: liveKeys.messages(roomId ?? ''),
    queryFn: () => api.get<ChatMessageView[]>(`/chats/${encodeURIComponent(roomId ?? '')}/messages`),
    enabled: Boolean(roomId) && enabled,
    staleTime: LIVE_STALE_MS,
  });
}

export function useChatTemplates() {
  return useQuery({ queryKey: liveKeys.templates, queryFn: () => api.get<ChatTemplateView[]>('/admin/chat-templates'), staleTime: 0 });
}

export function useNotifications(pageSize = 30) {
  return useInfiniteQuery({
    queryKey: [...liveKeys.notifications, 'list', pageSize],
    queryFn: ({ pageParam }) =>
      api.get<NotificationPage>(`/notifications?limit=${pageSize}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: LIVE_STALE_MS,
  });
}

export function useUnreadNotificationCount(enabled = true) {
  return useQuery({
    queryKey: liveKeys.unreadNotifications,
    queryFn: () => api.get<{ unreadCount: number }>('/notifications/unread-count'),
    enabled,
    staleTime: 60_000,
    retry: noRetryOn4xx,
  });
}
