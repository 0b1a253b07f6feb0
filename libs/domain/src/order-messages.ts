import { STOCK_MSG } from './stock-rules';

/**
 * The order texts: the spec's word for word, and the server's own where the spec has none (stock
 * texts are STOCK_MSG's, which catalog answers; placeholders are filled with fillMessage).
 */
export const ORDER_MSG = {
  // spec (section 8)
  checkoutFailed: 'There was an error processing your order. Please try again.',
  cartEmpty: 'Add some products to proceed to checkout.',
  insufficientCoins: 'You need {n} coins to get this discount.',
  noOrders: "You haven't placed any orders yet.",
  // cart lines
  tooManyLines: 'Your cart can hold at most 50 different products.',
  badLine: 'Each cart line needs a product, a quantity and a profit amount.',
  duplicateLine: 'Each product can be in the cart only once; change its quantity instead.',
  badQuantity: 'Quantity must be a whole number from 1 to 99.',
  badProfit: 'Profit must be a whole amount from Rs. 0 to Rs. 100,000 per line.',
  productGone: 'A product in your cart is no longer available. Remove it to continue.',
  // the saved cart (orders.getCart / orders.saveCart)
  staffHaveNoCart: 'Staff accounts have no cart. Please use a separate reseller account.',
  badCartVersion: 'The cart version must be a whole number of 0 or more.',
  cartChanged: 'Your cart was changed on another device. It has been updated; please try again.',
  // what catalog answers when stock is short (the quote says the same before any reserve)
  outOfStock: STOCK_MSG.onlyLeft,
  soldOut: STOCK_MSG.soldOut,
  premiumOnly: '{name} is for premium members only. Upgrade your plan or remove it from your cart.',
  // gifts
  badGift: 'Each free gift needs an offer, a product and a quantity of at least 1.',
  tooManyGifts: 'Choose at most 20 free gifts.',
  duplicateGift: 'Each free gift can be chosen only once per offer; change its quantity instead.',
  giftOfferLocked: 'Your order does not reach the Rs. {threshold} needed for "{offer}". Remove its free gift or add more items.',
  giftOfferGone: 'This free offer is no longer available. Remove its gift to continue.',
  giftGone: 'A free gift you chose is no longer available. Remove it to continue.',
  giftNotInOffer: 'This free gift is not part of "{offer}".',
  giftTooMany: '"{offer}" allows at most {max} free unit(s) per order.',
  giftOutOfStock: 'The free gift {name} is out of stock.',
  // customer
  customerName: "Enter the customer's name (2 to 100 characters).",
  customerPhone: "Enter the customer's mobile number, e.g. 0300-1234567",
  customerAddress: "Enter the customer's full address (5 to 300 characters).",
  customerCity: "Enter the customer's city (2 to 60 characters).",
  // checkout
  badIdempotencyKey: 'A checkout needs an Idempotency-Key of 8 to 100 characters.',
  keyReused: 'This Idempotency-Key was already used for a different order.',
  stillPlacing: 'Your order is still being placed.',
  /** identity refused the allowance the quote counted on (another order used it, or the plan ended) */
  allowanceChanged: 'Your wholesale allowance has changed since your cart was priced. Please check your cart and try again.',
  resellersOnly: 'Only reseller accounts can place orders.',
  // lifecycle
  notFound: 'Order not found.',
  notCancellable: 'This order can no longer be cancelled: only orders still processing can be.',
  statusChanged: 'This order was changed by someone else meanwhile. Reload it and try again.',
  badStatus: 'Choose one of the order statuses.',
  sameStatus: 'The order is already {status}.',
  illegalTransition: 'An order that is {from} cannot be marked {to}.',
  courierRequired: 'Enter the courier to mark the order shipped.',
  trackingIdRequired: 'Enter the tracking id to mark the order shipped.',
  trackingLinkRequired: 'Enter the tracking link (http:// or https://) to mark the order shipped.',
  noteTooLong: 'The note can be at most 500 characters.',
  fieldTooLong: '{field} can be at most {max} characters.',
} as const;
