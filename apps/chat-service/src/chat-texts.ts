import { formatPKR, maskAccountNumbersIn, orderLabel } from '@resellpk/domain';
import { STAFF_ROOM_SORTS, STAFF_ROOMS_MAX_PAGE_SIZE, type PaymentRequestCreatedV1 } from '@resellpk/contracts';

/** The longest chat message or template text accepted. */
export const MAX_MESSAGE_LENGTH = 2000;

/** chat-service's user-facing texts; the spec's are word for word. */
export const CHAT_MSG = {
  roomNotFound: 'Chat not found.',
  messageEmpty: 'Message cannot be empty.',
  messageTooLong: `Message is too long (at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters).`,
  messageMalformed: 'Message contains characters that cannot be sent.',
  roomRejected: 'This payment request has been rejected. Messages can no longer be sent in this chat.',
  roomClosed: 'This chat is closed.',
  badAfterId: 'afterId is not a message of this chat.',
  templateNotFound: 'Chat template not found.',
  templateEmpty: 'Template message cannot be empty.',
  templateTooLong: `Template message is too long (at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters).`,
  templateActiveFlag: 'isActive must be true or false.',
  badStatusFilter: 'Unknown payment status filter.',
  notificationNotFound: 'Notification not found.',
  badLimit: 'limit must be a whole number from 1 to 100.',
  badPage: 'page must be a whole number from 1 to 100000.',
  badPageSize: `pageSize must be a whole number from 1 to ${STAFF_ROOMS_MAX_PAGE_SIZE}.`,
  badSort: `sort must be one of: ${STAFF_ROOM_SORTS.join(', ')}.`,
} as const;

/** `Rs. 1,500` as every screen writes money (PRODUCT.md), paisa shown only when there are some. */
export const pkr = (paisa: number) => formatPKR(paisa, { withPaisa: true });

/** The spec's approval message (section 4). */
export const approvedMessage = (amountPaisa: number) =>
  `Your payment request has been approved! ${pkr(amountPaisa)} has been added to your wallet.`;

/** What the timeout rejection gives as its reason (the spec's admin note). */
export const TIMEOUT_REASON = 'Auto-cancelled due to timeout';

/** The spec's rejection message: with the reason, or the support line without one. */
export function rejectedMessage(reason: string | null): string {
  const why = reason?.trim();
  return `Your payment request has been rejected. ${why ? `Reason: ${why}` : 'Please contact support for more information.'}`;
}

/** The payment-details system message after the welcome (spec: method, send to, address, amount, instructions). */
export function paymentDetailsMessage(req: PaymentRequestCreatedV1): string {
  const lines = ['Payment Details:', `Method: ${req.paymentMethodName}`];
  if (req.sendTo) {
    lines.push(`Send to: ${req.sendTo.walletTitle}`, `Address: ${req.sendTo.walletAddress}`);
  }
  lines.push(`Amount: ${pkr(req.amountPaisa)}`, `Reference: ${req.referenceCode}`);
  if (req.sendTo?.instructions?.trim()) lines.push(`Instructions: ${req.sendTo.instructions.trim()}`);
  return lines.join('\n');
}

/** The image message a screenshot becomes in the thread (the image itself is behind fileUrl). */
export const SCREENSHOT_MESSAGE = 'Payment screenshot';
/** The system lines staff see when the reseller gives proof (either may come first, both while the request is open). */
export const MARKED_PAID_MESSAGE = 'Payment marked as paid by the reseller.';
export const SCREENSHOT_ADDED_MESSAGE = 'Payment screenshot added by the reseller.';
export const screenshotUrl = (requestId: string) => `/api/v1/payment-requests/${requestId}/screenshot`;

/** Notifications (PRODUCT.md "Notifications": `other` for payment approved or rejected). */
export const NOTIFY = {
  paymentApproved: (amountPaisa: number, ref: string) => ({
    title: 'Payment Approved',
    message: `Your top-up of ${pkr(amountPaisa)} (reference ${ref}) has been approved and added to your wallet.`,
  }),
  paymentRejected: (amountPaisa: number, ref: string, reason: string | null) => ({
    title: 'Payment Rejected',
    message: `Your top-up of ${pkr(amountPaisa)} (reference ${ref}) has been rejected. ${reason?.trim() ? `Reason: ${reason.trim()}` : 'Please contact support for more information.'}`,
  }),
  paymentExpired: (amountPaisa: number, ref: string) => ({
    title: 'Payment Request Cancelled',
    message: `Your top-up of ${pkr(amountPaisa)} (reference ${ref}) was cancelled because it was not paid within 1 hour. Please create a new one.`,
  }),
  planUpgraded: (planName: string) => ({
    title: 'Plan Upgraded',
    message: `Your plan has been upgraded to ${planName}. Enjoy your new benefits!`,
  }),
  planEnded: (planName: string) => ({
    title: 'Plan Ended',
    message: `Your ${planName} plan has ended. You are back on the Free plan.`,
  }),
  // Premium is paid when staff approve it (PRODUCT.md "Plans"): the wallet could not pay it yet
  premiumPaymentDue: (pricePaisa: number, balancePaisa: number, shortPaisa: number) => ({
    title: 'Top up to activate Premium',
    message: `Premium costs ${pkr(pricePaisa)} from your wallet, which holds ${pkr(balancePaisa)}. Top up ${pkr(shortPaisa)} and our team will activate your request.`,
  }),
  planEnding: (planName: string, endDate: string, premium: boolean) => ({
    title: 'Your plan ends soon',
    message: premium
      ? `Your Premium plan ends on ${endDate}. To keep wholesale prices, request Premium again on the Pricing page: it is paid from your wallet when approved.`
      : `Your ${planName} plan ends on ${endDate}. Subscribe again on the Partner page to keep wholesale prices.`,
  }),
  stockBack: (productName: string) => ({
    title: 'Back in Stock',
    message: `${productName} is back in stock. Order it before it runs out again!`,
  }),
  // an order's status changes (PRODUCT.md: shipped, delivered, cancelled; returned too)
  // the tracking link travels as metadata.tracking_url (the client makes it a link), not in the prose
  orderShipped: (o: OrderNotice & { courier: string }) => ({
    title: 'Order shipped',
    message: `Your order ${orderLabel(o.orderId)} for ${o.customerName} is on its way with ${o.courier}.`,
  }),
  orderDelivered: (o: OrderNotice) => ({
    title: 'Order delivered',
    message: `Your order ${orderLabel(o.orderId)} for ${o.customerName} has been delivered.`,
  }),
  orderCancelled: (o: OrderNotice) => ({
    title: 'Order cancelled',
    message: `Your order ${orderLabel(o.orderId)} for ${o.customerName} has been cancelled.${coinsBack(o.coinsSpent)}${because(o.note)}`,
  }),
  orderReturned: (o: OrderNotice) => ({
    title: 'Order returned',
    message: `Your order ${orderLabel(o.orderId)} for ${o.customerName} was returned by the customer.${coinsBack(o.coinsSpent)}${because(o.note)}`,
  }),
  /**
   * The spec's "Amount: Rs. {amount}" line is printed by the notification list from metadata.amount;
   * the message only says where the money came from (otherwise the list shows the amount twice).
   */
  // withdrawals of profit (issue 13)
  // the label comes masked from wallet-payments; masked again so an older publisher's clear number never lands in a notification
  withdrawalPaid: (w: { amountPaisa: number; referenceCode: string; payoutLabel: string; transferReference: string | null }) => ({
    title: 'Withdrawal paid',
    message: `Your withdrawal ${w.referenceCode} of ${pkr(w.amountPaisa)} has been sent to ${maskAccountNumbersIn(w.payoutLabel)}. Transfer reference: ${w.transferReference ?? '-'}.`,
  }),
  withdrawalRejected: (w: { amountPaisa: number; referenceCode: string; rejectionReason: string | null }) => ({
    title: 'Withdrawal rejected',
    message: `Your withdrawal ${w.referenceCode} of ${pkr(w.amountPaisa)} has been rejected and the amount is back in your wallet. ${w.rejectionReason?.trim() ? `Reason: ${w.rejectionReason.trim()}` : 'Please contact support for more information.'}`,
  }),
  profitSent: (amountPaisa: number, orderRef: string | null) => ({
    title: 'Profit sent',
    message: orderRef
      ? `Your profit from order #${orderRef} has been added to your wallet.`
      : `Your profit of ${formatPKR(amountPaisa, { withPaisa: true })} has been added to your wallet.`,
  }),
} as const;

/** What an order notification names: the order, its customer, why (cancel, return) and the coins it had used. */
export interface OrderNotice {
  orderId: string;
  customerName: string;
  note: string | null;
  /** exact decimal string; above 0 means coins go back to the reseller */
  coinsSpent: string;
}
const because = (note: string | null) => (note?.trim() ? ` Reason: ${note.trim()}` : '');
const coinsBack = (coinsSpent: string) => (/[1-9]/.test(coinsSpent ?? '') ? ' The coins it used are returned to your balance.' : '');
