import type { AccessTokenClaims, PlanCode, Role } from '@resellpk/contracts';

/** What the guard puts on `req.user` for every authenticated request. */
export interface AuthenticatedUser {
  userId: string;
  role: Role;
  plan: PlanCode;
  sessionId: string;
}

export function userFromClaims(claims: AccessTokenClaims): AuthenticatedUser {
  return { userId: claims.sub, role: claims.role, plan: claims.plan, sessionId: claims.sid };
}
