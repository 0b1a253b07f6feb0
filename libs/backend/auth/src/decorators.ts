import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@resellpk/contracts';
import type { AuthenticatedUser } from './authenticated-user';

export const IS_PUBLIC_KEY = 'resellpk:isPublic';
export const ROLES_KEY = 'resellpk:roles';
export const OPTIONAL_AUTH_KEY = 'resellpk:optionalAuth';

/** Route (or controller) reachable without an access token. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/**
 * Route open to everyone that still uses the caller when one is present (price visibility,
 * favourite flags): no token -> anonymous; a valid token -> `req.user`; an invalid or expired
 * token -> 401, so the client refreshes instead of silently seeing visitor prices. Implies @Public().
 */
export const OptionalAuth = () => applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), SetMetadata(OPTIONAL_AUTH_KEY, true));
/** Route (or controller) restricted to the given roles; the handler's list wins over the class's. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The authenticated caller (`req.user`), or one of its fields: `@CurrentUser('userId')`. */
export const CurrentUser = createParamDecorator(
  (field: keyof AuthenticatedUser | undefined, ctx: ExecutionContext) => {
    const user = ctx.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    return field ? user?.[field] : user;
  },
);
