export { LIVE_EVENTS, startLive, stopLive, onLive, joinRoom, isLiveConnected, type LiveEvent } from './live-socket';
export { liveKeys } from './keys';
export { useLiveSync, useRoomChannel, useLiveEvent, appendMessage, applyLiveEvent } from './live-sync';
export {
  CHAT_LIST_REFRESH_MS,
  useWallet,
  useWalletTransactions,
  usePaymentMethods,
  useAdminPaymentMethods,
  usePaymentRequest,
  useMyChats,
  useStaffChats,
  useChatRoom,
  useRoomMessages,
  useChatTemplates,
  useNotifications,
  useUnreadNotificationCount,
} from './queries';
export { useAuthImage, AuthImage } from './auth-image';
export { useChatComposer } from './chat-composer';
export { formatCountdown, formatWalletPKR, formatSignedPKR, relativeTime, apiPath, type RelativeTime } from './format';
export { useCountdown } from './countdown';
export {
  WALLET_MSG,
  PAYMENT_STATUS_LABEL,
  PAYMENT_STATUS_COLOR,
  TRANSACTION_TYPE_LABEL,
  WALLET_HISTORY_TEXT,
  TOPUP_METHOD_LABEL,
  MIN_TOPUP_PAISA,
  MAX_SCREENSHOT_BYTES,
  APPROVAL_RETURN_DELAY_MS,
} from './messages';
export { historyLineText } from './history-line';
