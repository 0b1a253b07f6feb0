import type { AuditLogQuery, AuditLogSlice } from './audit';
import type { CallersOf, Command, ConsumersOf, NoData } from './bus/command';
import { subjectsOf } from './bus/command';
import { MONEY_MOVEMENT_CALLERS } from './money-movements';
import type { ServiceHealth } from './services';

// ---------- wallet and ledger ----------

/** Every kind of ledger row the product moves money with (later issues post the ones after top_up). */
export const WALLET_TRANSACTION_TYPES = [
  'top_up',
  'coin_pack',
  'plan_subscription',
  'order_profit',
  'withdrawal',
  'withdrawal_reversal',
  'refund',
  'adjustment',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
export const WALLET_TRANSACTION_STATUSES = ['completed', 'pending', 'failed'] as const;
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];

export interface WalletView {
  userId: string;
  /** integer paisa; always the sum of the completed ledger rows, never below 0 */
  balancePaisa: number;
  updatedAt: string;
}

export interface WalletTransactionView {
  id: string;
  type: WalletTransactionType;
  /** integer paisa, signed: + credit, - debit */
  amountPaisa: number;
  /** the wallet's balance right after this row, integer paisa */
  balanceAfterPaisa: number;
  /**
   * The English text written with the row when it was posted, never updated (the ledger is
   * append-only), so it can be stale ("held until paid" after the payout). Kept for callers built
   * before `kind`; clients word a line from `kind` and `values`.
   */
  description: string;
  referenceCode: string | null;
  status: WalletTransactionStatus;
  createdAt: string;
  /**
   * What the line is, as of now (derived when read from the row's type and key and the top-up,
   * withdrawal or order it belongs to): clients word it from their own dictionaries with `values`.
   * More kinds may come: a client shows one it does not know by `type` and the amount.
   */
  kind: WalletHistoryKind;
  values: WalletHistoryValues;
}

/**
 * The kinds of history line: a withdrawal's hold row is `withdrawal_hold` while the withdrawal is
 * pending, `withdrawal_paid` once it is paid, `withdrawal_rejected` once rejected (its amount then
 * comes back in a `withdrawal_refund` row); `other` is a row none of these describes.
 */
export const WALLET_HISTORY_KINDS = [
  'topup_approved',
  'order_profit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_rejected',
  'withdrawal_refund',
  'coin_pack',
  'plan_subscription',
  'plan_refund',
  'refund',
  'adjustment',
  'other',
] as const;
export type WalletHistoryKind = (typeof WALLET_HISTORY_KINDS)[number];

/** The facts a history line is worded with; each kind fills the ones it names. */
export interface WalletHistoryValues {
  /** integer paisa, unsigned (the row's `amountPaisa` carries the sign) */
  amountPaisa: number;
  /** topup_approved: the payment method the money came by */
  methodType?: PaymentMethodType;
  /** topup_approved: the method's name as staff set it, e.g. "Easypaisa" */
  methodName?: string;
  /** order_profit: the order's short number, e.g. 1A2B3C4D (shown as #1A2B3C4D) */
  orderNumber?: string;
  /** withdrawal_*: the withdrawal the row belongs to */
  withdrawalId?: string;
  /** withdrawal_*: the withdrawal's status now, not when the row was written */
  withdrawalStatus?: WithdrawalStatus;
  /** withdrawal_*: where the money goes (the account as it was when requested) */
  payoutKind?: 'easypaisa' | 'jazzcash' | 'bank';
  /** withdrawal_*: the bank's name, for a bank account */
  bankName?: string;
  /** withdrawal_*: the last 4 digits of the payout account */
  accountLast4?: string;
  /** plan_subscription, plan_refund: the partner plan's name, e.g. "Pro" */
  planName?: string;
  /** coin_pack: the pack's name, e.g. "Starter" */
  packName?: string;
  /** coin_pack: how many coins the pack holds */
  coins?: number;
}
export interface ListWalletTransactionsQuery {
  /** opaque keyset cursor from the previous page */
  cursor?: string;
  /** page size, 1..100, default 20 */
  limit?: number;
}
export interface WalletTransactionPage {
  items: WalletTransactionView[];
  nextCursor: string | null;
}

/**
 * One movement of money requested by another service: idempotent by `key` (the same key again
 * changes nothing and answers the first result, `applied: false`); a debit the balance cannot cover
 * is refused with the error code INSUFFICIENT_FUNDS (HTTP 409); the same key for a different
 * movement (user, amount, direction or type) is refused with CONFLICT.
 */
export interface MoneyMovement {
  userId: string;
  /** integer paisa, above 0 (the direction is the command) */
  amountPaisa: number;
  /** the caller's idempotency key, e.g. `order:<id>:profit` */
  key: string;
  type: WalletTransactionType;
  description: string;
  referenceCode?: string | null;
}
export interface MoneyMovementResult {
  transactionId: string;
  /** the balance right after this movement, integer paisa */
  balancePaisa: number;
  /** false when the key had been used before: nothing moved this time */
  applied: boolean;
}

/** The wallet key of a Premium request's payment: one request is never charged twice. */
export const premiumPaymentKey = (requestId: string) => `premium:${requestId.toLowerCase()}`;
/** The key of its paying back. */
export const premiumRefundKey = (requestId: string) => `${premiumPaymentKey(requestId)}:refund`;

export interface PremiumReversal {
  userId: string;
  requestId: string;
}
export interface PremiumReversalResult {
  /** true when the payment was taken and is paid back (now, or by an earlier call) */
  refunded: boolean;
  balancePaisa: number;
}

// ---------- payment methods and receiving accounts ----------

export const PAYMENT_METHOD_TYPES = ['easypaisa', 'jazzcash', 'bank_transfer', 'others'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Where a reseller sends the money for a top-up (configured by staff per method). */
export interface ReceivingAccountView {
  id: string;
  paymentMethodId: string;
  walletTitle: string;
  /** account number or IBAN */
  walletAddress: string;
  /** API path of the QR code image, or null */
  qrCodeUrl: string | null;
  instructions: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
export interface PaymentMethodView {
  id: string;
  name: string;
  type: PaymentMethodType;
  isActive: boolean;
  /** false: no active receiving account, shown as "Currently unavailable" */
  available: boolean;
  /** active accounts for resellers; every account for staff */
  accounts: ReceivingAccountView[];
}
export interface ReceivingAccountInput {
  paymentMethodId: string;
  walletTitle: string;
  walletAddress: string;
  instructions?: string | null;
  isActive?: boolean;
}
export type ReceivingAccountUpdate = Partial<ReceivingAccountInput> & { id: string };
/** A QR code image the gateway stored (checked by content) for an account; null removes it. */
export interface SetReceivingAccountQr {
  id: string;
  qrKey: string | null;
}

// ---------- payment requests (top-ups) ----------

/** `cancelled` is only displayed (the spec's badge); a request that times out is `rejected`. */
export const PAYMENT_REQUEST_STATUSES = ['pending', 'under_review', 'approved', 'rejected', 'cancelled'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

export interface CreatePaymentRequest {
  paymentMethodId: string;
  /** integer paisa, at least Rs. 100 */
  amountPaisa: number;
  /** the client's Idempotency-Key (1 to 100 of [A-Za-z0-9_-]): the same key again answers the same request (the gateway requires it) */
  idempotencyKey?: string;
}
export interface PaymentRequestView {
  id: string;
  userId: string;
  paymentMethodId: string;
  paymentMethodName: string;
  paymentMethodType: PaymentMethodType;
  /** integer paisa */
  amountPaisa: number;
  /** unique, human-readable, e.g. TOP-7K3Q9M */
  referenceCode: string;
  status: PaymentRequestStatus;
  hasScreenshot: boolean;
  /** when a staff member first opened the current screenshot (null: not yet, or none) */
  screenshotViewedAt: string | null;
  /** when the owner said "I Have Paid" (null: not yet) */
  paidMarkedAt: string | null;
  /** the staff's note: a rejection reason, or "Auto-cancelled due to timeout" */
  adminNotes: string | null;
  chatRoomId: string;
  /** when a still pending request is rejected automatically (created + 1 hour) */
  expiresAt: string;
  /** the account the reseller was told to pay to */
  receivingAccount: ReceivingAccountView | null;
  createdAt: string;
  updatedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}
export interface PaymentRequestRef {
  id: string;
}
/** A screenshot the gateway stored after checking it by content (image, <= 5 MB). */
export interface AttachScreenshot {
  id: string;
  screenshotKey: string;
}
export interface StoredFileRef {
  key: string;
  contentType: string;
}
/**
 * Asked before an upload is decoded: may the caller attach an image to this record now? The
 * payment request's owner while it is pending (screenshot); desk staff for an existing receiving
 * account (QR code). Refused exactly as the attach itself would be (NOT_FOUND, CONFLICT, FORBIDDEN).
 */
export interface ImageUploadTarget {
  kind: 'payment-screenshot' | 'receiving-account-qr';
  id: string;
}
export interface RejectPaymentRequest {
  id: string;
  /** optional reason shown to the reseller */
  reason?: string | null;
}
export interface ListPaymentRequestsQuery {
  status?: PaymentRequestStatus | 'all';
}

// ---------- payout accounts and withdrawals (beyond the seed: the profit is real money) ----------

export const PAYOUT_ACCOUNT_KINDS = ['easypaisa', 'jazzcash', 'bank'] as const;
export type PayoutAccountKind = (typeof PAYOUT_ACCOUNT_KINDS)[number];

/** Where a reseller's withdrawal is paid to: a mobile wallet number, or a bank account. */
export interface PayoutAccountView {
  id: string;
  kind: PayoutAccountKind;
  /** the account holder's name (mobile wallets) or the account title (bank) */
  accountHolder: string;
  /** easypaisa / jazzcash: the number in E.164, e.g. +923001234567; null for bank */
  mobileNumber: string | null;
  /** bank only */
  bankName: string | null;
  /** bank only: the IBAN without spaces, upper case, e.g. PK36SCBL0000001123456702 */
  iban: string | null;
  createdAt: string;
}
/** A new payout account: easypaisa / jazzcash need mobileNumber + accountHolder; bank needs bankName, accountHolder (the account title) and iban. */
export interface PayoutAccountInput {
  kind: PayoutAccountKind;
  accountHolder: string;
  mobileNumber?: string | null;
  bankName?: string | null;
  iban?: string | null;
}

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;

/** What waits on the staff's money desk (admin dashboard): top-ups pending or under review, withdrawals pending. */
export interface MoneyDeskCounts {
  pendingTopUps: number;
  pendingWithdrawals: number;
}
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export interface WithdrawalView {
  id: string;
  userId: string;
  /** unique, human-readable, e.g. WD-7K3Q9M (also the ledger rows' reference) */
  referenceCode: string;
  /** integer paisa, at least Rs. 500 */
  amountPaisa: number;
  status: WithdrawalStatus;
  /** the payout account as it was when the request was made (an account deleted later still shows) */
  payoutAccount: Omit<PayoutAccountView, 'createdAt'>;
  /** paid: the staff's transfer reference */
  transferReference: string | null;
  /** rejected: the staff's reason */
  rejectionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}
export interface CreateWithdrawal {
  payoutAccountId: string;
  /** integer paisa, at least Rs. 500 */
  amountPaisa: number;
  /** the client's key (the Idempotency-Key header): the same key again answers the same withdrawal */
  idempotencyKey: string;
}
export interface ListWithdrawalsQuery {
  status?: WithdrawalStatus | 'all';
  /** admins only (listAllWithdrawals): only these resellers' withdrawals, 0..100 ids (the gateway's search by reseller) */
  userIds?: string[];
  /** 1-based page, default 1 */
  page?: number;
  /** 1..100, default 20 */
  pageSize?: number;
}
export interface WithdrawalPage {
  items: WithdrawalView[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * GET /api/v1/admin/withdrawals: the gateway's merge of wallet-payments.listAllWithdrawals with the
 * resellers' names and emails (identity.contactsOf, one call per page). An HTTP answer, not a bus command.
 */
export interface AdminWithdrawalView extends WithdrawalView {
  /** null: identity did not answer, or the account no longer exists */
  reseller: { name: string; email: string; phone: string | null } | null;
}
export interface AdminWithdrawalPage {
  items: AdminWithdrawalView[];
  total: number;
  page: number;
  pageSize: number;
}
export interface MarkWithdrawalPaid {
  id: string;
  /** the bank or wallet transfer's reference (required) */
  transferReference: string;
}
export interface RejectWithdrawal {
  id: string;
  /** required: shown to the reseller */
  reason: string;
}

/** wallet-payments-service's request-reply subjects (`wallet-payments.<verb>`) and their contracts. */
export interface WalletPaymentsCommands {
  'wallet-payments.health': Command<NoData, ServiceHealth>;
  /** staff: how many wallets exist */
  'wallet-payments.countWallets': Command<NoData, { total: number }>;
  // reseller (the caller's own)
  'wallet-payments.getWallet': Command<NoData, WalletView>;
  'wallet-payments.listTransactions': Command<ListWalletTransactionsQuery, WalletTransactionPage>;
  'wallet-payments.listPaymentMethods': Command<NoData, PaymentMethodView[]>;
  'wallet-payments.createPaymentRequest': Command<CreatePaymentRequest, PaymentRequestView>;
  'wallet-payments.listPaymentRequests': Command<ListPaymentRequestsQuery, PaymentRequestView[]>;
  /** the owner or staff */
  'wallet-payments.getPaymentRequest': Command<PaymentRequestRef, PaymentRequestView>;
  /** "I Have Paid" (once): pending -> under_review; also while under review (after a screenshot) */
  'wallet-payments.markPaid': Command<PaymentRequestRef, PaymentRequestView>;
  /** a screenshot while pending or under review (a new one replaces the last): -> under_review */
  'wallet-payments.attachScreenshot': Command<AttachScreenshot, PaymentRequestView>;
  /** the owner or staff: where the screenshot is stored, for the gateway to stream it */
  'wallet-payments.getScreenshot': Command<PaymentRequestRef, StoredFileRef>;
  /** before decoding an upload: refused like the attach would be, else `{ allowed: true }` (changes nothing) */
  'wallet-payments.checkImageUpload': Command<ImageUploadTarget, { allowed: true }>;
  // staff (admin, topup_helper)
  'wallet-payments.listAllPaymentRequests': Command<ListPaymentRequestsQuery, PaymentRequestView[]>;
  'wallet-payments.approvePaymentRequest': Command<PaymentRequestRef, PaymentRequestView>;
  'wallet-payments.rejectPaymentRequest': Command<RejectPaymentRequest, PaymentRequestView>;
  'wallet-payments.listReceivingAccounts': Command<NoData, PaymentMethodView[]>;
  'wallet-payments.createReceivingAccount': Command<ReceivingAccountInput, ReceivingAccountView>;
  'wallet-payments.updateReceivingAccount': Command<ReceivingAccountUpdate, ReceivingAccountView>;
  'wallet-payments.setReceivingAccountQr': Command<SetReceivingAccountQr, ReceivingAccountView>;
  /** anyone who may see the account (a QR code is shown on the add-funds page) */
  'wallet-payments.getReceivingAccountQr': Command<PaymentRequestRef, StoredFileRef>;
  // other services: the one way to move money, one command per caller and purpose (MONEY_MOVEMENT_POLICY)
  /** coins only: type coin_pack, at most the dearest pack's price */
  'wallet-payments.payCoinPack': Command<MoneyMovement, MoneyMovementResult>;
  /** identity only: type plan_subscription, at most the dearest partner plan's price */
  'wallet-payments.payPartnerPlan': Command<MoneyMovement, MoneyMovementResult>;
  /** identity only: type refund, at most the dearest partner plan's price */
  'wallet-payments.refundPartnerPlan': Command<MoneyMovement, MoneyMovementResult>;
  /** identity only: type plan_subscription, at most Premium's price (key premiumPaymentKey) */
  'wallet-payments.payPremium': Command<MoneyMovement, MoneyMovementResult>;
  /**
   * identity only: pays back a rejected Premium request's payment if, and only if, it was taken
   * (the debit under premiumPaymentKey exists), once; nothing to pay back is `refunded: false`
   */
  'wallet-payments.reversePremium': Command<PremiumReversal, PremiumReversalResult>;
  /** identity only: one user's balance (0 without a wallet), for a Premium approval the wallet could not pay */
  'wallet-payments.balanceOf': Command<{ userId: string }, { balancePaisa: number }>;
  /** deprecated (the three above replace it): identity only, type refund */
  'wallet-payments.credit': Command<MoneyMovement, MoneyMovementResult>;
  /** deprecated (the three above replace it): coins and identity, types coin_pack and plan_subscription */
  'wallet-payments.debit': Command<MoneyMovement, MoneyMovementResult>;
  /** admin (resellers page): balances of the given users, at most 100 ids; unknown users are left out */
  'wallet-payments.balancesOf': Command<{ userIds: string[] }, Array<{ userId: string; balancePaisa: number }>>;
  // payout accounts and withdrawals: the reseller's own
  'wallet-payments.listPayoutAccounts': Command<NoData, PayoutAccountView[]>;
  'wallet-payments.addPayoutAccount': Command<PayoutAccountInput, PayoutAccountView>;
  'wallet-payments.deletePayoutAccount': Command<PaymentRequestRef, { deleted: true }>;
  /** holds the amount at once (a `withdrawal` ledger row); INSUFFICIENT_FUNDS when the balance cannot cover it */
  'wallet-payments.requestWithdrawal': Command<CreateWithdrawal, WithdrawalView>;
  'wallet-payments.listWithdrawals': Command<ListWithdrawalsQuery, WithdrawalPage>;
  // withdrawals: admins
  'wallet-payments.listAllWithdrawals': Command<ListWithdrawalsQuery, WithdrawalPage>;
  /** pending -> paid, at most once */
  'wallet-payments.markWithdrawalPaid': Command<MarkWithdrawalPaid, WithdrawalView>;
  /** pending -> rejected, releasing the hold once (a `withdrawal_reversal` ledger row) */
  'wallet-payments.rejectWithdrawal': Command<RejectWithdrawal, WithdrawalView>;
  /** admin: the dashboard's pending top-ups and withdrawals */
  'wallet-payments.moneyDeskCounts': Command<NoData, MoneyDeskCounts>;
  /** admin: the newest rows of the wallet's audit log (top-ups, withdrawals, receiving accounts) */
  'wallet-payments.listAuditLog': Command<AuditLogQuery, AuditLogSlice>;
}

/** Who may send each subject (NATS refuses everyone else). */
export const WALLET_PAYMENTS_CALLERS = {
  'wallet-payments.health': ['gateway'],
  'wallet-payments.countWallets': ['gateway'],
  'wallet-payments.getWallet': ['gateway'],
  'wallet-payments.listTransactions': ['gateway'],
  'wallet-payments.listPaymentMethods': ['gateway'],
  'wallet-payments.createPaymentRequest': ['gateway'],
  'wallet-payments.listPaymentRequests': ['gateway'],
  'wallet-payments.getPaymentRequest': ['gateway'],
  'wallet-payments.markPaid': ['gateway'],
  'wallet-payments.attachScreenshot': ['gateway'],
  'wallet-payments.getScreenshot': ['gateway'],
  'wallet-payments.checkImageUpload': ['gateway'],
  'wallet-payments.listAllPaymentRequests': ['gateway'],
  'wallet-payments.approvePaymentRequest': ['gateway'],
  'wallet-payments.rejectPaymentRequest': ['gateway'],
  'wallet-payments.listReceivingAccounts': ['gateway'],
  'wallet-payments.createReceivingAccount': ['gateway'],
  'wallet-payments.updateReceivingAccount': ['gateway'],
  'wallet-payments.setReceivingAccountQr': ['gateway'],
  'wallet-payments.getReceivingAccountQr': ['gateway'],
  // one caller each, from the money policy (so auth.conf follows it)
  ...MONEY_MOVEMENT_CALLERS,
  'wallet-payments.reversePremium': ['identity'],
  // identity: the balance a refused Premium approval tells staff and the reseller about
  'wallet-payments.balanceOf': ['identity'],
  'wallet-payments.balancesOf': ['gateway'],
  'wallet-payments.listPayoutAccounts': ['gateway'],
  'wallet-payments.addPayoutAccount': ['gateway'],
  'wallet-payments.deletePayoutAccount': ['gateway'],
  'wallet-payments.requestWithdrawal': ['gateway'],
  'wallet-payments.listWithdrawals': ['gateway'],
  'wallet-payments.listAllWithdrawals': ['gateway'],
  'wallet-payments.markWithdrawalPaid': ['gateway'],
  'wallet-payments.rejectWithdrawal': ['gateway'],
  'wallet-payments.moneyDeskCounts': ['gateway'],
  'wallet-payments.listAuditLog': ['gateway'],
} as const satisfies CallersOf<WalletPaymentsCommands>;

export const WalletPaymentsSubjects = subjectsOf<WalletPaymentsCommands, 'wallet-payments'>('wallet-payments', WALLET_PAYMENTS_CALLERS);

// ---------- events ----------

export interface TransactionPostedV1 {
  transactionId: string;
  userId: string;
  type: WalletTransactionType;
  /** integer paisa, signed */
  amountPaisa: number;
  /** the balance right after, integer paisa */
  balancePaisa: number;
  description: string;
  referenceCode: string | null;
  createdAt: string;
}
/** What chat needs to open the room and post the payment details (no later change alters them). */
export interface PaymentRequestCreatedV1 {
  requestId: string;
  userId: string;
  chatRoomId: string;
  referenceCode: string;
  /** integer paisa */
  amountPaisa: number;
  paymentMethodId: string;
  paymentMethodName: string;
  /** the receiving account at the time of the request */
  sendTo: { walletTitle: string; walletAddress: string; instructions: string | null } | null;
  createdAt: string;
  expiresAt: string;
}
/** The owner's proof, each time: "I Have Paid" (once) or a screenshot, while pending or under review. */
export interface PaymentRequestSubmittedV1 {
  requestId: string;
  userId: string;
  chatRoomId: string;
  /** how the reseller said they paid */
  via: 'i_have_paid' | 'screenshot';
  submittedAt: string;
}
export interface PaymentRequestApprovedV1 {
  requestId: string;
  userId: string;
  chatRoomId: string;
  referenceCode: string;
  /** integer paisa credited */
  amountPaisa: number;
  transactionId: string;
  approvedBy: string;
  approvedAt: string;
}
export interface PaymentRequestRejectedV1 {
  requestId: string;
  userId: string;
  chatRoomId: string;
  referenceCode: string;
  /** integer paisa */
  amountPaisa: number;
  reason: string | null;
  /** null when the request timed out (auto-cancelled) */
  rejectedBy: string | null;
  expired: boolean;
  rejectedAt: string;
}

/** A withdrawal's step (requested, paid, rejected): what the reseller is told and the live pages need. */
export interface WithdrawalChangedV1 {
  withdrawalId: string;
  userId: string;
  referenceCode: string;
  /** integer paisa */
  amountPaisa: number;
  status: WithdrawalStatus;
  /** the number masked (last 4 only), e.g. "Easypaisa •••• 4567 (Ali Khan)" or "Meezan Bank •••• 6702 (Ali Khan)" */
  payoutLabel: string;
  transferReference: string | null;
  rejectionReason: string | null;
  /** the staff member (paid, rejected); null when requested */
  decidedBy: string | null;
  at: string;
}

/** The events of wallet-payments-service (stream WALLET_PAYMENTS) and their payloads. */
export interface WalletPaymentsEventMap {
  /** every ledger row, as it commits */
  'wallet-payments.transaction.posted.v1': TransactionPostedV1;
  'wallet-payments.payment-request.created.v1': PaymentRequestCreatedV1;
  'wallet-payments.payment-request.submitted.v1': PaymentRequestSubmittedV1;
  'wallet-payments.payment-request.approved.v1': PaymentRequestApprovedV1;
  'wallet-payments.payment-request.rejected.v1': PaymentRequestRejectedV1;
  'wallet-payments.withdrawal.requested.v1': WithdrawalChangedV1;
  'wallet-payments.withdrawal.paid.v1': WithdrawalChangedV1;
  'wallet-payments.withdrawal.rejected.v1': WithdrawalChangedV1;
}
export const WalletPaymentsEvents = {
  transactionPostedV1: 'wallet-payments.transaction.posted.v1',
  paymentRequestCreatedV1: 'wallet-payments.payment-request.created.v1',
  paymentRequestSubmittedV1: 'wallet-payments.payment-request.submitted.v1',
  paymentRequestApprovedV1: 'wallet-payments.payment-request.approved.v1',
  paymentRequestRejectedV1: 'wallet-payments.payment-request.rejected.v1',
  withdrawalRequestedV1: 'wallet-payments.withdrawal.requested.v1',
  withdrawalPaidV1: 'wallet-payments.withdrawal.paid.v1',
  withdrawalRejectedV1: 'wallet-payments.withdrawal.rejected.v1',
} as const satisfies Record<string, keyof WalletPaymentsEventMap>;
/** Which services consume each event (one durable consumer each). */
export const WALLET_PAYMENTS_EVENT_CONSUMERS = {
  // chat: the profit_sent notification on an order_profit credit
  'wallet-payments.transaction.posted.v1': ['chat'],
  // chat opens the room, posts the welcome and payment details, keeps the staff summary
  'wallet-payments.payment-request.created.v1': ['chat'],
  'wallet-payments.payment-request.submitted.v1': ['chat'],
  // chat posts the system message and the notification; identity activates a partner plan the
  // approved top-up now pays for
  'wallet-payments.payment-request.approved.v1': ['chat', 'identity'],
  'wallet-payments.payment-request.rejected.v1': ['chat'],
  // the gateway relays all three live (REALTIME_EVENTS, not a durable consumer); chat notifies the
  // reseller of each outcome (the request itself the reseller just made on screen)
  'wallet-payments.withdrawal.requested.v1': [],
  'wallet-payments.withdrawal.paid.v1': ['chat'],
  'wallet-payments.withdrawal.rejected.v1': ['chat'],
} as const satisfies ConsumersOf<WalletPaymentsEventMap>;
