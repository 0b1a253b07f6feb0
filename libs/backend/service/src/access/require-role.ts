import type { RequestContext, Role } from '@resellpk/contracts';
import { forbiddenMessageFor, MSG } from '@resellpk/domain';
import { fail } from '@resellpk/backend-messaging';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** The authenticated caller's id from the request context (set by the gateway); commands about "me" need one. */
export function requireUserId(ctx: RequestContext | undefined): string {
  const userId = ctx?.userId;
  if (!isUuid(userId)) fail('UNAUTHORIZED', MSG.authRequired);
  return userId;
}

/**
 * The one role check of the services: the caller is signed in and the token's role is one of
 * `roles`, else UNAUTHORIZED / FORBIDDEN with the spec's message. The gateway checked it already;
 * a service re-checks because it never trusts that it was called the right way. Returns the
 * caller's id. Where a stale token could matter (money, roles, the catalogue) use
 * `StaffAccess.require`, which also checks the stored role.
 */
export function requireRole(ctx: RequestContext | undefined, ...roles: Role[]): string {
  const userId = requireUserId(ctx);
  if (!ctx?.role || !roles.includes(ctx.role)) fail('FORBIDDEN', forbiddenMessageFor(roles));
  return userId;
}

/**
 * Where a service learns a user's current role. `undefined`: the store knows nothing newer than
 * the token (its role stands); `null`: the user no longer exists.
 */
export interface StoredRoles {
  roleOf(userId: string): Promise<Role | null | undefined>;
}

/**
 * requireRole plus the stored role: an admin demoted a minute ago cannot keep acting with an
 * access token that is still valid for up to 15 minutes.
 */
export async function requireCurrentRole(ctx: RequestContext | undefined, stored: StoredRoles, ...roles: Role[]): Promise<string> {
  const userId = requireRole(ctx, ...roles);
  const current = await stored.roleOf(userId);
  if (current === null || (current !== undefined && !roles.includes(current))) fail('FORBIDDEN', forbiddenMessageFor(roles));
  return userId;
}
