/** react-query keys of the wallet, chat and notification data, shared by the shell and both remotes. */
export const liveKeys = {
  wallet: ['wallet'] as const,
  transactions: ['wallet', 'transactions'] as const,
  paymentMethods: ['payment-methods'] as const,
  adminPaymentMethods: ['admin', 'payment-methods'] as const,
  paymentRequest: (id: string) => ['payment-requests', id] as const,
  myChats: ['chats', 'mine'] as const,
  /** one page of Topup Chats; every page shares the staffChatsAll prefix, so a live event refreshes the one on screen */
  staffChats: (q: { status: string; sort: string; page: number }) => ['admin', 'payment-chats', q.status, q.sort, q.page] as const,
  staffChatsAll: ['admin', 'payment-chats'] as const,
  room: (roomId: string) => ['chat-room', roomId] as const,
  messages: (roomId: string) => ['chat-room', roomId, 'messages'] as const,
  templates: ['admin', 'chat-templates'] as const,
  notifications: ['notifications'] as const,
  unreadNotifications: ['notifications', 'unread-count'] as const,
  /** the reseller's orders: the list pages and each order (`[...orders, id]`) */
  orders: ['orders'] as const,
  order: (id: string) => ['orders', 'detail', id] as const,
  /** every withdrawal list (the reseller's and the admins'): `withdrawal:updated` refreshes them all */
  withdrawals: ['withdrawals'] as const,
  myWithdrawals: (status: string, page: number) => ['withdrawals', 'mine', status, page] as const,
  adminWithdrawals: (status: string, page: number) => ['withdrawals', 'admin', status, page] as const,
  payoutAccounts: ['payout-accounts'] as const,
};
