import type { Role } from '@resellpk/contracts';
import { ADMIN, ADMIN_PAGES } from './admin-pages';
import { placements } from './menu-placements';
import { fullPath } from './page-declaration';

export interface AdminMenuItem {
  key: string;
  /** English label; the key for t() */
  label: string;
  path: string;
  roles: readonly Role[];
}

/** The spec's admin menu, in its order; a helper's menu is the part helpers may open. */
export const ADMIN_MENU: readonly AdminMenuItem[] = placements(ADMIN_PAGES, 'admin').map(({ page, placement }) => ({
  key: placement.key,
  label: placement.label,
  path: fullPath(ADMIN, page.path),
  roles: typeof page.auth === 'object' ? page.auth.roles : [],
}));
