import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { Role } from '@resellpk/contracts';
import { forbiddenMessageFor, MSG } from '@resellpk/domain';

/** Bodies carry the typed code so the gateway's error filter maps them like service errors. */
export function authenticationRequired(): UnauthorizedException {
  return new UnauthorizedException({ statusCode: 401, code: 'UNAUTHORIZED', message: MSG.authRequired });
}

/**
 * The spec has two refusals: routes open to any staff member (payments, top-ups) say the
 * staff message; routes only for admins say the admin message.
 */
export function forbiddenFor(requiredRoles: readonly Role[]): ForbiddenException {
  return new ForbiddenException({ statusCode: 403, code: 'FORBIDDEN', message: forbiddenMessageFor(requiredRoles) });
}
