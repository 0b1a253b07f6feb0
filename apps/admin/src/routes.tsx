import type { RouteObject } from 'react-router-dom';
import { withTranslations } from '@resellpk/web-i18n';
import { adminTranslationsReady } from './i18n/load-urdu';

/**
 * Routes of the admin remote, relative to where the shell mounts them (`/admin`). Every page is
 * its own chunk so the host downloads only what the visited page needs.
 *
 * To add a section: create its folder with a page component, add a route below (inside `AdminOnly`
 * when only admins may open it) and set `available: true` on its item in layout/admin-menu.ts.
 */
const routes: RouteObject[] = [
  {
    // every admin page is built with antd; its theme scope loads with the first one
    lazy: async () => ({ Component: (await import('./shared/antd-outlet')).AntdOutlet }),
    children: [
      {
        path: 'login',
        handle: { title: 'Admin Login' },
        lazy: async () => ({ Component: (await import('./login/AdminLoginPage')).AdminLoginPage }),
      },
      {
        // every other admin page: authenticated admin or topup helper, inside the admin layout
        lazy: async () => ({ Component: (await import('./access/StaffArea')).StaffArea }),
        children: [
          {
            index: true,
            handle: { title: 'Admin' },
            lazy: async () => ({ Component: (await import('./dashboard/AdminHomePage')).AdminHomePage }),
          },
          {
            lazy: async () => ({ Component: (await import('./access/AdminOnly')).AdminOnly }),
            children: [
              {
                path: 'dashboard',
                handle: { title: 'Dashboard' },
                lazy: async () => ({ Component: (await import('./dashboard/DashboardPage')).DashboardPage }),
              },
              {
                path: 'products',
                handle: { title: 'Products' },
                lazy: async () => ({ Component: (await import('./products/ProductsListPage')).ProductsListPage }),
              },
              {
                path: 'products/create',
                handle: { title: 'Create Product' },
                lazy: async () => ({ Component: (await import('./products/ProductFormPage')).ProductCreatePage }),
              },
              {
                // the spec's list linked here; the declared edit route is products/:id/edit
                path: 'products/edit/:id',
                lazy: async () => ({ Component: (await import('./products/ProductViewPage')).ProductEditRedirect }),
              },
              {
                path: 'products/:id',
                handle: { title: 'Products' },
                lazy: async () => ({ Component: (await import('./products/ProductViewPage')).ProductViewPage }),
              },
              {
                path: 'products/:id/edit',
                handle: { title: 'Edit Product' },
                lazy: async () => ({ Component: (await import('./products/ProductFormPage')).ProductEditPage }),
              },
              {
                path: 'orders',
                handle: { title: 'Orders' },
                lazy: async () => ({ Component: (await import('./orders/OrdersPage')).OrdersPage }),
              },
              {
                path: 'resellers',
                handle: { title: 'Resellers' },
                lazy: async () => ({ Component: (await import('./resellers/ResellersPage')).ResellersPage }),
              },
              {
                path: 'free-product-offers',
                handle: { title: 'Free Offers' },
                lazy: async () => ({ Component: (await import('./free-offers/FreeOffersPage')).FreeOffersPage }),
              },
              {
                path: 'freebie-manager',
                handle: { title: 'Free Offers' },
                lazy: async () => ({ Component: (await import('./free-offers/FreeOffersPage')).FreebieManagerPage }),
              },
              {
                path: 'plan-upgrade-requests',
                handle: { title: 'Plan Upgrade Requests' },
                lazy: async () => ({ Component: (await import('./plan-requests/PlanRequestsPage')).PlanRequestsPage }),
              },
              {
                path: 'audit-log',
                handle: { title: 'Audit Log' },
                lazy: async () => ({ Component: (await import('./audit-log/AuditLogPage')).AuditLogPage }),
              },
              {
                path: 'withdrawals',
                handle: { title: 'Withdrawals' },
                lazy: async () => ({ Component: (await import('./withdrawals/WithdrawalsPage')).WithdrawalsPage }),
              },
              {
                path: 'settings',
                handle: { title: 'Settings' },
                lazy: async () => ({ Component: (await import('./settings/SupportContactsPage')).SupportContactsPage }),
              },
              {
                path: 'management',
                handle: { title: 'Admin Management' },
                lazy: async () => ({
                  Component: (await import('./management/AdminManagementPage')).AdminManagementPage,
                }),
              },
            ],
          },
          // staff pages: admins and topup helpers
          {
            path: 'topup-chats',
            handle: { title: 'Topup Chats' },
            lazy: async () => ({ Component: (await import('./topup/TopupChatsPage')).TopupChatsPage }),
          },
          {
            path: 'chat/:chatRoomId',
            handle: { title: 'Payment Chat' },
            lazy: async () => ({ Component: (await import('./topup/AdminChatPage')).AdminChatPage }),
          },
          {
            path: 'topup-helper',
            handle: { title: 'Topup Management' },
            lazy: async () => ({ Component: (await import('./topup/TopupManagementPage')).TopupManagementPage }),
          },
          {
            // the staff member's own password (and later second factor)
            path: 'account',
            handle: { title: 'Account security' },
            lazy: async () => ({ Component: (await import('./account/AccountSecurityPage')).AccountSecurityPage }),
          },
          {
            path: '*',
            handle: { title: 'Page not found' },
            lazy: async () => ({ Component: (await import('./not-found/AdminNotFoundPage')).AdminNotFoundPage }),
          },
        ],
      },
    ],
  },
];

// each page waits for the admin's Urdu strings in an Urdu visit (no English flash first)
export default withTranslations(routes, adminTranslationsReady);
