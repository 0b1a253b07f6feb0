import type { RouteObject } from 'react-router-dom';
import { STOREFRONT } from '@resellpk/web-pages/storefront';
import { pageQueryClient, pageRoutes } from '@resellpk/web-ui';
import { withTranslations } from '@resellpk/web-i18n';
import { FREE_OFFERS_KEY, prefetchFreeOffers } from './features/free-gifts/free-offers-prefetch';
import { storefrontTranslationsReady } from './i18n/load-urdu';

/**
 * The storefront remote's routes (exposed as `./routes`), mounted by the shell at `/` inside the
 * customer layout, derived from the page declarations in @resellpk/web-pages (docs/adding-a-page.md).
 */
// how long the landing page may wait for its gifts before rendering without them (they follow)
const GIFTS_WAIT_MS = 1000;

const routes: RouteObject[] = pageRoutes(STOREFRONT, {
  // one chunk per page: webpack makes a lazy context of every src/pages/**/*-page.tsx
  page: (module) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${module.replace(/^pages\//, '')}`),
  // antd pages: its theme scope loads with them (a pathless layout route)
  layouts: { 'shared/antd-outlet': async () => (await import('./shared/antd-outlet')).AntdOutlet },
  queries: {
    // the landing page's gifts (a visitor's page came with them: apps/web-server/src/web-first-paint.ts)
    'free-offers': () => pageQueryClient()?.getQueryData(FREE_OFFERS_KEY) !== undefined || prefetchFreeOffers(GIFTS_WAIT_MS),
  },
});

// each page waits for the storefront's Urdu strings in an Urdu visit (no English flash first)
export default withTranslations(routes, storefrontTranslationsReady);
