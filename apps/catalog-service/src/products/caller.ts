import { fail } from '@resellpk/backend-messaging';
import { STAFF_ROLES, type RequestContext } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

export function requireUserId(ctx: RequestContext | undefined): string {
  const userId = ctx?.userId;
  if (!isUuid(userId)) fail('UNAUTHORIZED', MSG.authRequired);
  return userId;
}

/** Staff verbs re-check the role: catalogue management is for admins. */
export function requireAdmin(ctx: RequestContext | undefined): string {
  const userId = requireUserId(ctx);
  if (ctx?.role !== 'admin') fail('FORBIDDEN', MSG.adminRestricted);
  return userId;
}

export function isStaff(ctx: RequestContext | undefined): boolean {
  return !!ctx?.role && STAFF_ROLES.includes(ctx.role);
}
