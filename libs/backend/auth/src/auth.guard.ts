import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@resellpk/contracts';
import { AccessTokenVerifier, extractBearerToken } from './access-token';
import { authenticationRequired, forbiddenFor } from './auth-errors';
import { userFromClaims, type AuthenticatedUser } from './authenticated-user';
import { IS_PUBLIC_KEY, OPTIONAL_AUTH_KEY, ROLES_KEY } from './decorators';

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');
export interface AuthOptions {
  /** Checks access tokens with the public key (JWT_PUBLIC_KEY); shared with socket.io's handshake. */
  verifier: AccessTokenVerifier;
}

/**
 * Global guard: every HTTP route needs a valid Bearer access token unless it is @Public();
 * @Roles() narrows it further. Deny by default, so a new route is protected without anyone
 * remembering to add a decorator.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    // socket.io authenticates in its handshake and NATS handlers trust the gateway's ctx
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const req = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined>; user?: AuthenticatedUser }>();
    if (this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH_KEY, targets)) {
      // no token: a visitor; a token that does not verify: 401 so the client refreshes it
      const header = req.headers['authorization'];
      if (!header) return true;
      const optionalToken = extractBearerToken(header);
      if (!optionalToken) throw authenticationRequired();
      try {
        req.user = userFromClaims(this.options.verifier.verify(optionalToken));
      } catch {
        throw authenticationRequired();
      }
      return true;
    }
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;

    const token = extractBearerToken(req.headers['authorization']);
    if (!token) throw authenticationRequired();
    let user: AuthenticatedUser;
    try {
      user = userFromClaims(this.options.verifier.verify(token));
    } catch {
      throw authenticationRequired();
    }
    req.user = user;

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles?.length && !roles.includes(user.role)) throw forbiddenFor(roles);
    return true;
  }
}
