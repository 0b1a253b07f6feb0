import type { Role } from '@resellpk/contracts';

/** Where the admin remote is mounted by the shell; links are absolute so they work from any depth. */
export const ADMIN_BASE = '/admin';
export const ADMIN_LOGIN_PATH = `${ADMIN_BASE}/login`;

/** Staff roles the admin panel admits (PRODUCT.md "Staff": admin and topup_helper). */
export function isStaffRole(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'topup_helper';
}

export function isAdminRole(role: Role | null | undefined): boolean {
  return role === 'admin';
}

/** Sidebar title of the spec: "Admin Panel" for admins, "Topup Helper" for helpers. */
export function panelTitle(role: Role): string {
  return role === 'topup_helper' ? 'Topup Helper' : 'Admin Panel';
}
