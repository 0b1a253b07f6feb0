import type { Role } from '@resellpk/contracts';
import type { PageDeclaration, RemotePages } from './page-declaration';

const ADMIN_ONLY = { roles: ['admin'] } as const satisfies { roles: readonly Role[] };
const STAFF = { roles: ['admin', 'topup_helper'] } as const satisfies { roles: readonly Role[] };

/**
 * The staff panel's pages (apps/admin, mounted at '/admin'), all built with antd. Paths are relative
 * to '/admin'. The order of the pages with an admin menu placement is the spec's menu order.
 */
export const ADMIN_PAGES = [
  { id: 'login', path: 'login', module: 'login/admin-login-page', component: 'AdminLoginPage', title: 'Admin Login', toolkit: 'antd', auth: 'anyone', drawing: 'none', axe: true },
  // an admin's dashboard, a top-up helper's desk
  { id: 'home', path: '', module: 'dashboard/admin-home-page', component: 'AdminHomePage', title: 'Admin', toolkit: 'antd', auth: STAFF, drawing: 'none', axe: true },
  {
    id: 'dashboard',
    path: 'dashboard',
    module: 'dashboard/dashboard-page',
    component: 'DashboardPage',
    title: 'Dashboard',
    toolkit: 'antd',
    auth: ADMIN_ONLY,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'dashboard', label: 'Dashboard' }],
    axe: true,
  },
  {
    id: 'products',
    path: 'products',
    module: 'products/products-list-page',
    component: 'ProductsListPage',
    title: 'Products',
    toolkit: 'antd',
    auth: ADMIN_ONLY,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'products', label: 'Products' }],
    axe: true,
  },
  { id: 'product-create', path: 'products/create', module: 'products/product-form-page', component: 'ProductCreatePage', title: 'Create Product', toolkit: 'antd', auth: ADMIN_ONLY, drawing: 'none' },
  // the spec's list linked here; the declared edit route is products/:id/edit
  { id: 'product-edit-old', path: 'products/edit/:id', module: 'products/product-view-page', component: 'ProductEditRedirect', toolkit: 'antd', auth: ADMIN_ONLY, drawing: 'none' },
  { id: 'product', path: 'products/:id', module: 'products/product-view-page', component: 'ProductViewPage', title: 'Products', toolkit: 'antd', auth: ADMIN_ONLY, drawing: 'none' },
  { id: 'product-edit', path: 'products/:id/edit', module: 'products/product-form-page', component: 'ProductEditPage', title: 'Edit Product', toolkit: 'antd', auth: ADMIN_ONLY, drawing: 'none' },
  {
    id: 'orders',
    path: 'orders',
    module: 'orders/orders-page',
    component: 'OrdersPage',
    title: 'Orders',
    toolkit: 'antd',
    auth: ADMIN_ONLY,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'orders', label: 'Orders' }],
    axe: true,
  },
  {
    id: 'resellers',
    path: 'resellers',
    module: 'resellers/resellers-page',
    component: 'ResellersPage',
    title: 'Resellers',
    toolkit: 'antd',
    auth: ADMIN_ONLY,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'resellers', label: 'Resellers' }],
    axe: true,
  },
  {
    id: 'plan-requests',
    path: 'plan-upgrade-requests',
    module: 'plan-requests/plan-requests-page',
    component: 'PlanRequestsPage',
    title: 'Plan Upgrade Requests',
    toolkit: 'antd',
    auth: ADMIN_ONLY,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'plan-requests', label: 'Plan Requests' }],
  },
  {
    id: 'free-offers',
    path: 'free-product-offers',
    module: 'free-offers/free-offers-page',
    component: 'FreeOffersPage',
    title: 'Free Offers',
    toolkit: 'antd',
    auth: ADMIN_ONLY,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'free-offers', label: 'Free Offers' }],
  },
  { id: 'freebie-manager', path: 'freebie-manager', module: 'free-offers/free-offers-page', component: 'FreebieManagerPage', title: 'Free Offers', toolkit: 'antd', auth: ADMIN_ONLY, drawing: 'none' },
  {
    id: 'payment-chats',
    path: 'topup-chats',
    module: 'top-ups/payment-chats-page',
    component: 'PaymentChatsPage',
    title: 'Topup Chats',
    toolkit: 'antd',
    auth: STAFF,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'payment-chats', label: 'Topup Chats' }],
    axe: true,
  },
  { id: 'payment-chat', path: 'chat/:chatRoomId', module: 'top-ups/payment-chat-page', component: 'PaymentChatPage', title: 'Payment Chat', toolkit: 'antd', auth: STAFF, drawing: 'none', axe: true },
  {
    id: 'top-up-management',
    path: 'topup-helper',
    module: 'top-ups/top-up-management-page',
    component: 'TopUpManagementPage',
    title: 'Topup Management',
    toolkit: 'antd',
    auth: STAFF,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'top-up-management', label: 'Topup Management' }],
    axe: true,
  },
  // beyond the seed (PRODUCT.md: resellers withdraw their profit); admins only, a helper keeps to the top-up desk
  {
    id: 'withdrawals',
    path: 'withdrawals',
    module: 'withdrawals/withdrawals-page',
    component: 'WithdrawalsPage',
    title: 'Withdrawals',
    toolkit: 'antd',
    auth: ADMIN_ONLY,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'withdrawals', label: 'Withdrawals' }],
    axe: true,
  },
  {
    id: 'audit-log',
    path: 'audit-log',
    module: 'audit-log/audit-log-page',
    component: 'AuditLogPage',
    title: 'Audit Log',
    toolkit: 'antd',
    auth: ADMIN_ONLY,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'audit-log', label: 'Audit Log' }],
    axe: true,
  },
  {
    id: 'management',
    path: 'management',
    module: 'management/admin-management-page',
    component: 'AdminManagementPage',
    title: 'Admin Management',
    toolkit: 'antd',
    auth: ADMIN_ONLY,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'admin-management', label: 'Admin Management' }],
  },
  // issue 38: the stories (testimonials) the landing page and /success-stories show; none until staff add them
  {
    id: 'stories',
    path: 'stories',
    module: 'stories/stories-page',
    component: 'StoriesPage',
    title: 'Reseller Stories',
    toolkit: 'antd',
    auth: ADMIN_ONLY,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'stories', label: 'Stories' }],
  },
  // beyond the seed (issue 35): what the storefront publishes, such as the support contacts
  {
    id: 'settings',
    path: 'settings',
    module: 'settings/support-contacts-page',
    component: 'SupportContactsPage',
    title: 'Settings',
    toolkit: 'antd',
    auth: ADMIN_ONLY,
    drawing: 'none',
    menus: [{ menu: 'admin', key: 'settings', label: 'Settings' }],
  },
  // the staff member's own password and second factor
  { id: 'account', path: 'account', module: 'account/account-security-page', component: 'AccountSecurityPage', title: 'Account security', toolkit: 'antd', auth: STAFF, drawing: 'none' },
  { id: 'not-found', path: '*', module: 'not-found/admin-not-found-page', component: 'AdminNotFoundPage', title: 'Page not found', toolkit: 'antd', auth: STAFF, drawing: 'none' },
] as const satisfies readonly PageDeclaration[];

export type AdminPageId = (typeof ADMIN_PAGES)[number]['id'];

/** Every admin page is inside the antd outlet; staff pages inside the staff area, admin-only ones inside AdminOnly. */
export const ADMIN: RemotePages = {
  app: 'admin',
  mount: '/admin',
  pages: ADMIN_PAGES,
  layoutsOf: (page) => {
    if (page.auth === 'anyone') return ['shared/antd-outlet'];
    const adminOnly = typeof page.auth === 'object' && !page.auth.roles.includes('topup_helper');
    return ['shared/antd-outlet', 'access/staff-area', ...(adminOnly ? ['access/admin-only'] : [])];
  },
};
