export {
  CART_KEY,
  CART_CHANGED_EVENT,
  parseCart,
  withProduct,
  withQuantity,
  withProfit,
  withApplyCoins,
  withoutProduct,
  withGift,
  withGiftsAllowed,
  quoteRequestOf,
  cartCount,
  type Cart,
  type CartItem,
} from './cart';
export {
  readCart,
  writeCart,
  addToCart,
  setCartQuantity,
  setCartProfit,
  setCartApplyCoins,
  setCartGift,
  pruneCartGifts,
  removeFromCart,
  clearCart,
  useCart,
} from './cart-store';
export { choicesOf, mergeAtSignIn, mergeConcurrent, cartOfChoices, type CartChoices } from './cart-merge';
export { startCartSync, CART_SYNC_KEY } from './cart-sync';
