/** react-query keys of the wallet, chat and notification data, shared by the shell and both remotes. */
export const liveKeys = {
  wallet: ['wallet'] as const,
  transactions: ['wallet', 'transactions'] as const,
  paymentMethods: ['payment-methods'] as const,
  adminPaymentMethods: ['admin', 'payment-methods'] as const,
  paymentRequest: (id: string) => ['payment-requests', id] as const,
  myChats: ['chats', 'mine'] as const,
  staffChats: (status: string) => ['admin', 'topup-chats', status] as const,
  staffChatsAll: ['admin', 'topup-chats'] as const,
  room: (roomId: string) => ['chat-room', roomId] as const,
  messages: (roomId: string) => ['chat-room', roomId, 'messages'] as const,
  templates: ['admin', 'chat-templates'] as const,
  notifications: ['notifications'] as const,
  unreadNotifications: ['notifications', 'unread-count'] as const,
};
