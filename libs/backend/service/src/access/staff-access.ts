import type { RequestContext, Role } from '@resellpk/contracts';
import { requireReseller } from './require-reseller';
import { requireCurrentRole, type StoredRoles } from './require-role';

/**
 * The role check where a stale token could matter: the token's role AND the stored one. Each
 * service provides it over what it can read: identity over its users table, the others over the
 * role projection they keep from identity's events (`RoleProjection`).
 */
export abstract class StaffAccess implements StoredRoles {
  abstract roleOf(userId: string): Promise<Role | null | undefined>;

  /** The caller's id when they hold one of `roles` now; FORBIDDEN otherwise. */
  require(ctx: RequestContext | undefined, ...roles: Role[]): Promise<string> {
    return requireCurrentRole(ctx, this, ...roles);
  }

  /** The caller's id when they are a reseller now (token and stored role); FORBIDDEN with `refusal` for staff. */
  requireReseller(ctx: RequestContext | undefined, refusal: string): Promise<string> {
    return requireReseller(ctx, refusal, this);
  }
}
