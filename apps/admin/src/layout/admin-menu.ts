import type { Role } from '@resellpk/contracts';
import { ADMIN_MENU, type AdminMenuItem } from '@resellpk/web-pages/admin';
import { ADMIN_BASE } from '../access/staff-access';

/** The spec's admin menu, in its order, from the pages' admin placements (@resellpk/web-pages). */
export { ADMIN_MENU, type AdminMenuItem } from '@resellpk/web-pages/admin';

export function menuFor(role: Role): AdminMenuItem[] {
  return ADMIN_MENU.filter((item) => item.roles.includes(role));
}

/** Menu key to highlight for a pathname; `/admin` itself is the admin's dashboard. */
export function selectedMenuKey(pathname: string, role: Role): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const items = menuFor(role);
  if (path === ADMIN_BASE) return items.some((i) => i.key === 'dashboard') ? 'dashboard' : undefined;
  // a payment chat belongs to Topup Chats
  if (path.startsWith(`${ADMIN_BASE}/chat/`)) return items.some((i) => i.key === 'payment-chats') ? 'payment-chats' : undefined;
  const match = items.find((i) => path === i.path || path.startsWith(`${i.path}/`));
  return match?.key;
}
