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
  { path: 'login', lazy: async () => ({ Component: (await import('./pages/login/LoginPage')).LoginPage }) },
  { path: 'signup', lazy: async () => ({ Component: (await import('./pages/signup/SignupPage')).SignupPage }) },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('./pages/password-reset/ForgotPasswordPage')).ForgotPasswordPage }),
  },
  {
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('./pages/password-reset/ResetPasswordPage')).ResetPasswordPage }),
  },
  { path: 'products', lazy: async () => ({ Component: (await import('./pages/products/ProductsPage')).ProductsPage }) },
  // a product's page is shared on WhatsApp and opened cold: kit-built, antd only in its image viewer
  { path: 'product/:id', lazy: productDetail },
  { path: 'products/:id', lazy: productDetail },
  {
    // the landing page is kit-built; its gifts are requested now, beside the page's chunk, and waited
    // for (up to GIFTS_WAIT_MS) so they render with the page instead of pushing it down after
    index: true,
    lazy: async () => {
      // (a visitor's page came with them: tools/web-first-paint.js)
      const sent = pageQueryClient()?.getQueryData(FREE_OFFERS_KEY) !== undefined;
      const [page] = await Promise.all([import('./pages/landing/LandingPage'), sent || prefetchFreeOffers(GIFTS_WAIT_MS)]);
      return { Component: page.LandingPage };
    },
  },
  // signed-in pages whose first screen is kit-built; their antd parts (the cart's lines, the order
  // cards, the withdrawals card, the coins page's other tabs) are lazy inside them with their own antd scope
  { path: 'cart', lazy: async () => ({ Component: (await import('./pages/cart/CartPage')).CartPage }) },
  { path: 'orders', lazy: async () => ({ Component: (await import('./pages/orders/OrdersPage')).OrdersPage }) },
  { path: 'wallet', lazy: async () => ({ Component: (await import('./pages/wallet/WalletPage')).WalletPage }) },
  { path: 'coins', lazy: async () => ({ Component: (await import('./pages/coins/CoinsPage')).CoinsPage }) },
  {
    // pages built with antd: its theme scope loads with them (a pathless layout route)
    lazy: async () => ({ Component: (await import('./shared/antd-outlet')).AntdOutlet }),
    children: [
      { path: 'account', lazy: async () => ({ Component: (await import('./pages/account/AccountPage')).AccountPage }) },
      { path: 'menu', lazy: async () => ({ Component: (await import('./pages/menu/MenuPage')).MenuPage }) },
      { path: 'pricing', lazy: async () => ({ Component: (await import('./pages/pricing/PricingPage')).PricingPage }) },
      { path: 'partner', lazy: async () => ({ Component: (await import('./pages/partner/PartnerPage')).PartnerPage }) },
      { path: 'how-it-works', lazy: async () => ({ Component: (await import('./pages/info/HowItWorksPage')).HowItWorksPage }) },
      { path: 'about', lazy: async () => ({ Component: (await import('./pages/info/AboutPage')).AboutPage }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('./pages/info/ContactPage')).ContactPage }) },
      {
        path: 'success-stories',
        lazy: async () => ({ Component: (await import('./pages/info/SuccessStoriesPage')).SuccessStoriesPage }),
      },
      { path: 'faq', lazy: async () => ({ Component: (await import('./pages/info/FaqPage')).FaqPage }) },
      { path: 'terms', lazy: async () => ({ Component: (await import('./pages/info/TermsPage')).TermsPage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('./pages/info/PrivacyPage')).PrivacyPage }) },
      { path: 'favorites', lazy: async () => ({ Component: (await import('./pages/favorites/FavoritesPage')).FavoritesPage }) },
      { path: 'orders/:id', lazy: async () => ({ Component: (await import('./pages/orders/OrderDetailPage')).OrderDetailPage }) },
      { path: 'wallet/add-funds', lazy: async () => ({ Component: (await import('./pages/wallet/AddFundsPage')).AddFundsPage }) },
      {
        path: 'wallet/chat/:chatRoomId',
        lazy: async () => ({ Component: (await import('./pages/wallet/PaymentChatPage')).PaymentChatPage }),
      },
      { path: 'wallet/withdraw', lazy: async () => ({ Component: (await import('./pages/wallet/WithdrawPage')).WithdrawPage }) },
      { path: 'wallet/history', lazy: async () => ({ Component: (await import('./pages/wallet/HistoryPage')).HistoryPage }) },
      { path: 'my-chats', lazy: async () => ({ Component: (await import('./pages/my-chats/MyChatsPage')).MyChatsPage }) },
      {
        path: 'notifications',
        lazy: async () => ({ Component: (await import('./pages/notifications/NotificationsPage')).NotificationsPage }),
      },
    ],
  },
  { path: '*', lazy: async () => ({ Component: (await import('./pages/not-found/NotFoundPage')).NotFoundPage }) },
];

// each page waits for the storefront's Urdu strings in an Urdu visit (no English flash first)
export default withTranslations(routes, storefrontTranslationsReady);
