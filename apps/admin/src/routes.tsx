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
        lazy: async () => ({ Component: (await import('./login/AdminLoginPage')).AdminLoginPage }),
      },
      {
        // every other admin page: authenticated admin or topup helper, inside the admin layout
        lazy: async () => ({ Component: (await import('./access/StaffArea')).StaffArea }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./dashboard/AdminHomePage')).AdminHomePage }),
          },
          {
            lazy: async () => ({ Component: (await import('./access/AdminOnly')).AdminOnly }),
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({ Component: (await import('./dashboard/DashboardPage')).DashboardPage }),
              },
              {
                path: 'products',
                lazy: async () => ({ Component: (await import('./products/ProductsListPage')).ProductsListPage }),
              },
              {
                path: 'products/create',
                lazy: async () => ({ Component: (await import('./products/ProductFormPage')).ProductCreatePage }),
              },
              {
                // the spec's list linked here; the declared edit route is products/:id/edit
                path: 'products/edit/:id',
                lazy: async () => ({ Component: (await import('./products/ProductViewPage')).ProductEditRedirect }),
              },
              {
                path: 'products/:id',
                lazy: async () => ({ Component: (await import('./products/ProductViewPage')).ProductViewPage }),
              },
              {
                path: 'products/:id/edit',
                lazy: async () => ({ Component: (await import('./products/ProductFormPage')).ProductEditPage }),
              },
              {
                path: 'orders',
                lazy: async () => ({ Component: (await import('./orders/OrdersPage')).OrdersPage }),
              },
              {
                path: 'resellers',
                lazy: async () => ({ Component: (await import('./resellers/ResellersPage')).ResellersPage }),
              },
              {
                path: 'free-product-offers',
                lazy: async () => ({ Component: (await import('./free-offers/FreeOffersPage')).FreeOffersPage }),
              },
              {
                path: 'freebie-manager',
                lazy: async () => ({ Component: (await import('./free-offers/FreeOffersPage')).FreebieManagerPage }),
              },
              {
                path: 'plan-upgrade-requests',
                lazy: async () => ({ Component: (await import('./plan-requests/PlanRequestsPage')).PlanRequestsPage }),
              },
              {
                path: 'audit-log',
                lazy: async () => ({ Component: (await import('./audit-log/AuditLogPage')).AuditLogPage }),
              },
              {
                path: 'withdrawals',
                lazy: async () => ({ Component: (await import('./withdrawals/WithdrawalsPage')).WithdrawalsPage }),
              },
              {
                path: 'management',
                lazy: async () => ({
                  Component: (await import('./management/AdminManagementPage')).AdminManagementPage,
                }),
              },
            ],
          },
          // staff pages: admins and topup helpers
          {
            path: 'topup-chats',
            lazy: async () => ({ Component: (await import('./topup/TopupChatsPage')).TopupChatsPage }),
          },
          {
            path: 'chat/:chatRoomId',
            lazy: async () => ({ Component: (await import('./topup/AdminChatPage')).AdminChatPage }),
          },
          {
            path: 'topup-helper',
            lazy: async () => ({ Component: (await import('./topup/TopupManagementPage')).TopupManagementPage }),
          },
          {
            // the staff member's own password (and later second factor)
            path: 'account',
            lazy: async () => ({ Component: (await import('./account/AccountSecurityPage')).AccountSecurityPage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./not-found/AdminNotFoundPage')).AdminNotFoundPage }),
          },
        ],
      },
    ],
  },
];

// each page waits for the admin's Urdu strings in an Urdu visit (no English flash first)
export default withTranslations(routes, adminTranslationsReady);
