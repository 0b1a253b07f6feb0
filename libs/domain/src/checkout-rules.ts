/**
 * The cart's and checkout's toasts from the spec (section 8, "Shop") as title and text, next to
 * ORDER_MSG (order-messages.ts), which holds the texts the server also answers.
 */
export const CART_MSG = {
  insufficientCoinsTitle: 'Insufficient coins',
  coinsAppliedTitle: 'Coins applied!',
  coinsApplied: 'You saved Rs. {n}!',
  cartEmptyTitle: 'Cart is empty',
  checkoutFailedTitle: 'Checkout failed',
  orderPlacedTitle: 'Order placed successfully!',
  orderPlaced: 'Order #{id} has been created',
} as const;

/** The longest text the checkout form accepts per field (validateCustomerDetails checks the rules). */
export const CUSTOMER_INPUT_MAX = { name: 100, phone: 30, address: 300, city: 60 } as const;

/** The Idempotency-Key of a checkout: 8 to 100 visible ASCII characters (orders-service's rule). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;
