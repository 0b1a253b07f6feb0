import type { RouteObject } from 'react-router-dom';
import { pageQueryClient } from '@resellpk/web-ui';
import { FREE_OFFERS_KEY, prefetchFreeOffers } from './features/free-gifts/free-offers-prefetch';
import { withTranslations } from '@resellpk/web-i18n';
import { storefrontTranslationsReady } from './i18n/load-urdu';

/**
 * The storefront remote's routes (exposed as `./routes`), mounted by the shell at `/` inside the
 * customer layout. Paths are relative so the shell may nest them; every page is its own chunk.
 * Catalogue, cart, orders, coins, wallet and the other customer routes arrive with their issues.
 */
// how long the landing page may wait for its gifts before rendering without them (they follow)
const GIFTS_WAIT_MS = 1000;

const productDetail = async () => ({ Component: (await import('./pages/product-detail/ProductDetailPage')).ProductDetailPage });

const routes: RouteObject[] = [
  // first-visit pages, built with the light kit of @resellpk/web-ui: no antd download
  { path: 'login', handle: { title: 'Login' }, lazy: async () => ({ Component: (await import('./pages/login/LoginPage')).LoginPage }) },
  { path: 'signup', handle: { title: 'Sign Up' }, lazy: async () => ({ Component: (await import('./pages/signup/SignupPage')).SignupPage }) },
  {
    path: 'forgot-password',
    handle: { title: 'Forgot Password' },
    lazy: async () => ({ Component: (await import('./pages/password-reset/ForgotPasswordPage')).ForgotPasswordPage }),
  },
  {
    path: 'reset-password',
    handle: { title: 'Reset Password' },
    lazy: async () => ({ Component: (await import('./pages/password-reset/ResetPasswordPage')).ResetPasswordPage }),
  },
  { path: 'products', handle: { title: 'Products' }, lazy: async () => ({ Component: (await import('./pages/products/ProductsPage')).ProductsPage }) },
  // a product's page is shared on WhatsApp and opened cold: kit-built, antd only in its image viewer
  { path: 'product/:id', handle: { title: 'Products' }, lazy: productDetail },
  { path: 'products/:id', handle: { title: 'Products' }, lazy: productDetail },
  {
    // the landing page is kit-built; its gifts are requested now, beside the page's chunk, and waited
    // for (up to GIFTS_WAIT_MS) so they render with the page instead of pushing it down after
    index: true,
    lazy: async () => {
      // (a visitor's page came with them: apps/web-server/src/web-first-paint.ts)
      const sent = pageQueryClient()?.getQueryData(FREE_OFFERS_KEY) !== undefined;
      const [page] = await Promise.all([import('./pages/landing/LandingPage'), sent || prefetchFreeOffers(GIFTS_WAIT_MS)]);
      return { Component: page.LandingPage };
    },
  },
  // signed-in pages whose first screen is kit-built; their antd parts (the cart's lines, the order
  // cards, the withdrawals card, the coins page's other tabs) are lazy inside them with their own antd scope
  { path: 'cart', handle: { title: 'My Shopping Bag' }, lazy: async () => ({ Component: (await import('./pages/cart/CartPage')).CartPage }) },
  { path: 'orders', handle: { title: 'My Orders' }, lazy: async () => ({ Component: (await import('./pages/orders/OrdersPage')).OrdersPage }) },
  { path: 'wallet', handle: { title: 'My Wallet' }, lazy: async () => ({ Component: (await import('./pages/wallet/WalletPage')).WalletPage }) },
  { path: 'coins', handle: { title: 'Coins' }, lazy: async () => ({ Component: (await import('./pages/coins/CoinsPage')).CoinsPage }) },
  {
    // pages built with antd: its theme scope loads with them (a pathless layout route)
    lazy: async () => ({ Component: (await import('./shared/antd-outlet')).AntdOutlet }),
    children: [
      { path: 'account', handle: { title: 'Profile' }, lazy: async () => ({ Component: (await import('./pages/account/AccountPage')).AccountPage }) },
      { path: 'menu', handle: { title: 'Menu' }, lazy: async () => ({ Component: (await import('./pages/menu/MenuPage')).MenuPage }) },
      { path: 'pricing', handle: { title: 'Pricing Plans' }, lazy: async () => ({ Component: (await import('./pages/pricing/PricingPage')).PricingPage }) },
      { path: 'partner', handle: { title: 'Partner Plans' }, lazy: async () => ({ Component: (await import('./pages/partner/PartnerPage')).PartnerPage }) },
      { path: 'how-it-works', handle: { title: 'How It Works' }, lazy: async () => ({ Component: (await import('./pages/info/HowItWorksPage')).HowItWorksPage }) },
      { path: 'about', handle: { title: 'About Us' }, lazy: async () => ({ Component: (await import('./pages/info/AboutPage')).AboutPage }) },
      { path: 'contact', handle: { title: 'Contact Us' }, lazy: async () => ({ Component: (await import('./pages/info/ContactPage')).ContactPage }) },
      {
        path: 'success-stories',
        handle: { title: 'Success Stories' },
        lazy: async () => ({ Component: (await import('./pages/info/SuccessStoriesPage')).SuccessStoriesPage }),
      },
      { path: 'faq', handle: { title: 'FAQ' }, lazy: async () => ({ Component: (await import('./pages/info/FaqPage')).FaqPage }) },
      { path: 'terms', handle: { title: 'Terms of Service' }, lazy: async () => ({ Component: (await import('./pages/info/TermsPage')).TermsPage }) },
      { path: 'privacy', handle: { title: 'Privacy Policy' }, lazy: async () => ({ Component: (await import('./pages/info/PrivacyPage')).PrivacyPage }) },
      { path: 'favorites', handle: { title: 'Favorites' }, lazy: async () => ({ Component: (await import('./pages/favorites/FavoritesPage')).FavoritesPage }) },
      { path: 'orders/:id', handle: { title: 'Order details' }, lazy: async () => ({ Component: (await import('./pages/orders/OrderDetailPage')).OrderDetailPage }) },
      { path: 'wallet/add-funds', handle: { title: 'Add Funds' }, lazy: async () => ({ Component: (await import('./pages/wallet/AddFundsPage')).AddFundsPage }) },
      {
        path: 'wallet/chat/:chatRoomId',
        handle: { title: 'Payment Chat' },
        lazy: async () => ({ Component: (await import('./pages/wallet/PaymentChatPage')).PaymentChatPage }),
      },
      { path: 'wallet/withdraw', handle: { title: 'Withdraw' }, lazy: async () => ({ Component: (await import('./pages/wallet/WithdrawPage')).WithdrawPage }) },
      { path: 'wallet/history', handle: { title: 'Wallet History' }, lazy: async () => ({ Component: (await import('./pages/wallet/HistoryPage')).HistoryPage }) },
      { path: 'my-chats', handle: { title: 'My Chats' }, lazy: async () => ({ Component: (await import('./pages/my-chats/MyChatsPage')).MyChatsPage }) },
      {
        path: 'notifications',
        handle: { title: 'Notifications' },
        lazy: async () => ({ Component: (await import('./pages/notifications/NotificationsPage')).NotificationsPage }),
      },
    ],
  },
  { path: '*', handle: { title: 'Oops! Page not found' }, lazy: async () => ({ Component: (await import('./pages/not-found/NotFoundPage')).NotFoundPage }) },
];

// each page waits for the storefront's Urdu strings in an Urdu visit (no English flash first)
export default withTranslations(routes, storefrontTranslationsReady);
