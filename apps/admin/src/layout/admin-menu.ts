import type { Role } from '@resellpk/contracts';
import { ADMIN_BASE } from '../access/staff-access';

export interface AdminMenuItem {
  key: string;
  /** English label; the key for t(). */
  label: string;
  path: string;
  roles: readonly Role[];
  /**
   * False while the section's page has not shipped yet: the item is shown disabled instead of
   * leading to a blank page. Flip it when the route is added to routes.tsx.
   */
  available: boolean;
}

const ADMIN_ONLY: readonly Role[] = ['admin'];
const STAFF: readonly Role[] = ['admin', 'topup_helper'];

/** The spec's admin menu, in its order; the helper's menu is the subset helpers may use. */
export const ADMIN_MENU: readonly AdminMenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', path: `${ADMIN_BASE}/dashboard`, roles: ADMIN_ONLY, available: true },
  { key: 'products', label: 'Products', path: `${ADMIN_BASE}/products`, roles: ADMIN_ONLY, available: true },
  { key: 'orders', label: 'Orders', path: `${ADMIN_BASE}/orders`, roles: ADMIN_ONLY, available: true },
  { key: 'resellers', label: 'Resellers', path: `${ADMIN_BASE}/resellers`, roles: ADMIN_ONLY, available: true },
  { key: 'plan-requests', label: 'Plan Requests', path: `${ADMIN_BASE}/plan-upgrade-requests`, roles: ADMIN_ONLY, available: true },
  { key: 'free-offers', label: 'Free Offers', path: `${ADMIN_BASE}/free-product-offers`, roles: ADMIN_ONLY, available: true },
  { key: 'topup-chats', label: 'Topup Chats', path: `${ADMIN_BASE}/topup-chats`, roles: STAFF, available: true },
  { key: 'topup-management', label: 'Topup Management', path: `${ADMIN_BASE}/topup-helper`, roles: STAFF, available: true },
  // beyond the seed (PRODUCT.md: resellers withdraw their profit); admins only, a helper keeps to the top-up desk
  { key: 'withdrawals', label: 'Withdrawals', path: `${ADMIN_BASE}/withdrawals`, roles: ADMIN_ONLY, available: true },
  { key: 'audit-log', label: 'Audit Log', path: `${ADMIN_BASE}/audit-log`, roles: ADMIN_ONLY, available: true },
  { key: 'admin-management', label: 'Admin Management', path: `${ADMIN_BASE}/management`, roles: ADMIN_ONLY, available: true },
  // beyond the seed (issue 35): what the storefront publishes, such as the support contacts
  { key: 'settings', label: 'Settings', path: `${ADMIN_BASE}/settings`, roles: ADMIN_ONLY, available: true },
];

export function menuFor(role: Role): AdminMenuItem[] {
  return ADMIN_MENU.filter((item) => item.roles.includes(role));
}

/** Menu key to highlight for a pathname; `/admin` itself is the admin's dashboard. */
export function selectedMenuKey(pathname: string, role: Role): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const items = menuFor(role);
  if (path === ADMIN_BASE) return items.some((i) => i.key === 'dashboard') ? 'dashboard' : undefined;
  // a payment chat belongs to Topup Chats
  if (path.startsWith(`${ADMIN_BASE}/chat/`)) return items.some((i) => i.key === 'topup-chats') ? 'topup-chats' : undefined;
  const match = items.find((i) => path === i.path || path.startsWith(`${i.path}/`));
  return match?.key;
}
