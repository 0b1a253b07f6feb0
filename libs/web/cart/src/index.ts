export {
  CART_KEY,
  CART_CHANGED_EVENT,
  parseCart,
  withProduct,
  withQuantity,
  withProfit,
  withApplyCoins,
  withoutProduct,
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
  removeFromCart,
  clearCart,
  useCart,
} from './cart-store';
