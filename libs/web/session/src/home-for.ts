import { STAFF_ROLES, type SessionUser } from '@resellpk/contracts';

/** Where a signed-in user lands: staff to the admin panel, resellers to the catalogue. */
export function homeFor(user: Pick<SessionUser, 'role'> | null | undefined): string {
  if (user && STAFF_ROLES.includes(user.role)) return '/admin';
  return '/products';
}

export function isStaff(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return !!user && STAFF_ROLES.includes(user.role);
}
