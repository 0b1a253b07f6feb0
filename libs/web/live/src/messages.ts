import type { PaymentMethodType, WalletHistoryKind } from '@resellpk/contracts';
import { CATALOG_MSG, MIN_TOP_UP_PAISA, WALLET_MSG as SERVER } from '@resellpk/domain';

/**
 * The spec's texts for the wallet, payment chats and notifications (section 2, 4, 5 and the toast
 * lists of section 8), word for word. Keys of t(): the Urdu bundles translate them. Texts the
 * server also answers come from @resellpk/domain, so the two cannot drift apart.
 */
export const WALLET_MSG = {
  // add funds (section 5)
  addFundsInvalid: SERVER.addFundsInvalid,
  currentlyUnavailable: SERVER.currentlyUnavailable,
  methodNotConfigured: SERVER.methodUnavailable,
  createRequestFailed: SERVER.createRequestFailed,
  somethingWentWrong: 'Something went wrong. Please try again.',
  // payment chat
  expired: SERVER.requestExpired,
  markPaidFailed: 'Failed to mark payment as paid',
  markedPaid: 'Payment Marked as Paid',
  screenshotNotImage: CATALOG_MSG.imageRequired,
  screenshotTooLarge: CATALOG_MSG.imageTooLarge,
  screenshotFailed: 'Failed to upload screenshot',
  screenshotUploaded: 'Screenshot uploaded successfully. Your request is now under review.',
  sendFailed: 'Failed to send message',
  requestCancelled: 'Payment Request Cancelled',
  // my chats
  loadChatsFailed: 'Failed to load your chats',
  addFundsToWallet: 'Add Funds to Wallet',
  backToMenu: 'Back to Menu',
  openChat: 'Open Chat',
  // history (PRODUCT.md: a real history, not the seed's placeholder)
  // notifications
  loadNotificationsFailed: 'Failed to load notifications',
  markReadFailed: 'Failed to mark as read',
  markAllReadFailed: 'Failed to mark all as read',
  allMarkedRead: 'All notifications marked as read',
  noNotifications: 'No notifications yet',
  noNotificationsHint: "We'll notify you about important updates and activities",
  allCaughtUp: 'All caught up!',
  markAsRead: 'Mark as read',
  markAllAsRead: 'Mark all as read',
  viewProduct: 'View Product',
  // staff
  loadChatRoomsFailed: 'Failed to load chat rooms',
  updateRequestFailed: 'Failed to update payment request',
  approveFailed: 'Failed to approve payment request',
  rejectFailed: 'Failed to reject payment request',
  noActiveChats: 'No Active Chats',
  unknownUser: 'Unknown User',
  viewChat: 'View Chat',
  viewFullSize: 'View Full Size',
  loadDataFailed: 'Failed to load data',
  missingInformation: 'Missing Information',
  fillRequired: SERVER.walletDetailsRequired,
  addWalletFailed: 'Failed to add wallet details',
  updateWalletFailed: 'Failed to update wallet details',
  updateTemplateFailed: 'Failed to update chat template',
} as const;

/** Spec 4: the status names of a payment request, as badges. */
export const PAYMENT_STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
export const PAYMENT_STATUS_COLOR: Record<string, string> = {
  pending: 'gold',
  under_review: 'blue',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** Ledger row types as shown in the history. */
export const TRANSACTION_TYPE_LABEL: Record<string, string> = {
  top_up: 'Top-up',
  coin_pack: 'Coin pack',
  plan_subscription: 'Plan subscription',
  order_profit: 'Order profit',
  withdrawal: 'Withdrawal',
  withdrawal_reversal: 'Withdrawal reversed',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

/**
 * The wallet history's line for each kind the server sends (issue 34, 14): i18n keys whose
 * {{placeholders}} are filled from the line's values (history-line.ts). A kind missing here, or a
 * line without the values its text needs, reads as its type's label (TRANSACTION_TYPE_LABEL).
 */
export const WALLET_HISTORY_TEXT: Record<WalletHistoryKind, string> = {
  topup_approved: 'Wallet top-up via {{method}}',
  order_profit: 'Profit from order {{order}}',
  withdrawal_hold: 'Withdrawal to {{account}}: waiting to be paid',
  withdrawal_paid: 'Withdrawal to {{account}}: paid',
  withdrawal_rejected: 'Withdrawal to {{account}}: rejected, the amount was returned',
  withdrawal_refund: 'Withdrawal {{reference}} rejected: the amount is back in your wallet',
  coin_pack: '{{pack}} coin pack ({{coins}} coins)',
  plan_subscription: '{{plan}} partner plan',
  plan_refund: '{{plan}} partner plan cancelled: refunded',
  refund: 'Refund to your wallet',
  adjustment: 'Balance adjustment',
  other: 'Wallet transaction',
};
/** How a top-up's payment method is named in the history (by its type, so it can be translated). */
export const TOPUP_METHOD_LABEL: Record<PaymentMethodType, string> = {
  easypaisa: 'Easypaisa',
  jazzcash: 'JazzCash',
  bank_transfer: 'Bank Transfer',
  others: 'Others',
};

/** Spec 9: minimum top-up PKR 100, in paisa (the server's figure). */
export const MIN_TOPUP_PAISA = MIN_TOP_UP_PAISA;
/** Spec 9: screenshot max 5 MB. */
export const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;
/** Spec 9: staff return to the list 2 s after a decision. */
export const APPROVAL_RETURN_DELAY_MS = 2000;
