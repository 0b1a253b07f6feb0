import { fail, requireUserId } from '@resellpk/backend-messaging';
import { STAFF_ROLES, type RequestContext } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';

/** Staff verbs re-check the role: catalogue management is for admins. */
export function requireAdmin(ctx: RequestContext | undefined): string {
  const userId = requireUserId(ctx);
  if (ctx?.role !== 'admin') fail('FORBIDDEN', MSG.adminRestricted);
  return userId;
}

export function isStaff(ctx: RequestContext | undefined): boolean {
  return !!ctx?.role && STAFF_ROLES.includes(ctx.role);
}
