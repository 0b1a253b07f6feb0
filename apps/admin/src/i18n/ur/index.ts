import { auditLogUr } from './audit-log';
import { dashboardUr } from './dashboard';
import { freeOffersUr } from './free-offers';
import { layoutUr } from './layout';
import { loginUr } from './login';
import { managementUr } from './management';
import { ordersUr } from './orders';
import { planRequestsUr } from './plan-requests';
import { productsUr } from './products';
import { resellersUr } from './resellers';
import { settingsUr } from './settings';
import { topUpsUr } from './top-ups';
import { twoFactorUr } from './two-factor';
import { withdrawalsUr } from './withdrawals';
import { storiesUr } from './stories';

/**
 * Every Urdu string of the admin remote, one file per section. Only reached through a dynamic
 * import (../load-urdu.ts), so an English visit never downloads it. Server messages and words the
 * storefront shows too are in the shared bundle (libs/web/i18n/src/ur-shared).
 */
export const adminUr: Record<string, string> = {
  ...dashboardUr,
  ...layoutUr,
  ...loginUr,
  ...ordersUr,
  ...productsUr,
  ...freeOffersUr,
  ...topUpsUr,
  ...withdrawalsUr,
  ...managementUr,
  ...planRequestsUr,
  ...auditLogUr,
  ...resellersUr,
  ...twoFactorUr,
  ...settingsUr,
  ...storiesUr,
};
