import { requireUserId, type StaffAccess } from '@resellpk/backend-service';
import { STAFF_ROLES, type RequestContext, type Role } from '@resellpk/contracts';

/** Who may work the top-up desk: admins and top-up helpers. */
export const DESK_ROLES: Role[] = ['admin', 'topup_helper'];

/** The caller's id and whether they are staff now (token role and stored role), for reads open to "the owner or staff". */
export async function callerOf(ctx: RequestContext | undefined, staff: StaffAccess): Promise<{ userId: string; isStaff: boolean }> {
  const userId = requireUserId(ctx);
  if (!ctx?.role || !STAFF_ROLES.includes(ctx.role)) return { userId, isStaff: false };
  const stored = await staff.roleOf(userId);
  return { userId, isStaff: stored === undefined || (stored !== null && STAFF_ROLES.includes(stored)) };
}
