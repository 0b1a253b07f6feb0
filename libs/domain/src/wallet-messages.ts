/** The spec's wallet and top-up texts (word for word where the spec quotes one), shared by the service and the UI. */
export const WALLET_MSG = {
  // add funds (spec section 5)
  addFundsInvalid: 'Please select a payment method and enter a minimum amount of Rs. 100',
  methodUnavailable: 'Wallet details are not configured for this payment method. Please contact support.',
  currentlyUnavailable: 'Currently unavailable',
  amountTooLarge: 'The amount may be at most Rs. 1,000,000 per request.',
  createRequestFailed: 'Failed to create payment request. Please try again.',
  badTopUpKey: 'A top-up needs an idempotency key of 1 to 100 letters, digits, - or _.',
  topUpKeyReused: 'This idempotency key was already used for another top-up.',
  // the request's life (spec section 4)
  paymentRequestNotFound: 'Payment request not found.',
  alreadyApproved: 'This payment request has already been approved.',
  alreadyRejected: 'This payment request has already been rejected.',
  requestExpired: 'This payment request has expired. Please create a new one.',
  screenshotOnlyWhilePending: 'A screenshot can only be uploaded while the payment request is pending.',
  noScreenshot: 'No screenshot has been uploaded for this payment request.',
  autoCancelled: 'Auto-cancelled due to timeout',
  rejectionReasonTooLong: 'The reason may be at most 500 characters.',
  // receiving accounts (spec: Wallet details)
  walletDetailsRequired: 'Please fill in all required fields',
  walletDetailsTooLong: 'Wallet title, address and instructions are too long.',
  receivingAccountNotFound: 'Wallet details not found.',
  noQrCode: 'No QR code has been uploaded for these wallet details.',
  invalidFileKey: 'Invalid file reference.',
  // the ledger
  insufficientFunds: 'Insufficient wallet balance.',
  invalidMovement: 'A money movement needs a user, an amount in whole paisa above 0, a key, a type and a description.',
  keyReused: 'This idempotency key was already used for a different movement.',
  movementTypeRefused: 'This command cannot move money of this type.',
  movementTooLarge: 'This amount is larger than this command may move.',
} as const;

/** Rs. 100, the smallest top-up (spec section 9), in paisa. */
export const MIN_TOP_UP_PAISA = 100_00;
/** The largest single top-up request (PRODUCT.md: a serious marketplace caps what one request may claim). */
export const MAX_TOP_UP_PAISA = 1_000_000_00;
/** A pending request is auto-rejected this long after it was created (spec section 9). */
export const PAYMENT_REQUEST_WINDOW_MS = 60 * 60 * 1000;
/**
 * A second top-up for the same method and amount this soon after an open one is the same request
 * (a double click, a retry without its key): it is answered with the first (issue 34).
 */
export const DUPLICATE_TOP_UP_WINDOW_MS = 60 * 1000;
