import type { RouteObject } from 'react-router-dom';
import { ADMIN } from '@resellpk/web-pages/admin';
import { pageRoutes } from '@resellpk/web-ui';
import { withTranslations } from '@resellpk/web-i18n';
import { adminTranslationsReady } from './i18n/load-urdu';

/**
 * Routes of the admin remote, relative to where the shell mounts them (`/admin`), derived from the
 * page declarations in @resellpk/web-pages (docs/adding-a-page.md). Every page is its own chunk so
 * the host downloads only what the visited page needs.
 */
const routes: RouteObject[] = pageRoutes(ADMIN, {
  // one chunk per page: webpack makes a lazy context of every src/**/*-page.tsx
  page: (module) => import(/* webpackInclude: /-page\.tsx$/ */ `./${module}`),
  layouts: {
    // every admin page is built with antd; its theme scope loads with the first one
    'shared/antd-outlet': async () => (await import('./shared/antd-outlet')).AntdOutlet,
    // authenticated admin or top-up helper, inside the admin layout
    'access/staff-area': async () => (await import('./access/staff-area')).StaffArea,
    'access/admin-only': async () => (await import('./access/admin-only')).AdminOnly,
  },
});

// each page waits for the admin's Urdu strings in an Urdu visit (no English flash first)
export default withTranslations(routes, adminTranslationsReady);
