import { applyDecorators, Inject, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { MSG } from '@resellpk/domain';
import type { FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiErrorDto } from '../common/http/api-docs';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';

/**
 * Whether a browser says the request comes from a page that is not one of the app's: an `Origin`
 * not in APP_ORIGINS (`null` included: sandboxed frames, some redirects), or `Sec-Fetch-Site:
 * cross-site`. A request with neither header (curl, a server, the tests) is not a browser's
 * cross-site request and passes; `same-site` passes (the remotes run on other ports of the same host).
 */
export function isCrossSite(headers: IncomingHttpHeaders, appOrigins: readonly string[]): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  return origin !== undefined && !appOrigins.includes(origin.replace(/\/+$/, ''));
}

/**
 * Login CSRF: the routes that set or use the session cookies (signup, login, refresh, logout) answer
 * only the app's own pages. Otherwise a page elsewhere could sign a visitor into the attacker's
 * account (their top-ups, payout accounts and customers' addresses would land there) or end their
 * session. The JSON-only body (json-only.ts) and the SameSite=Strict refresh cookie are the other
 * two layers; this one holds even if a browser or a proxy weakens those.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (isCrossSite(req.headers, this.config.APP_ORIGINS)) throw new ServiceFailure('FORBIDDEN', MSG.crossSiteRefused);
    return true;
  }
}

/** On a route that sets or uses the session cookies: refused (403) from another site's pages. */
export const SameOriginOnly = () =>
  applyDecorators(
    UseGuards(SameOriginGuard),
    ApiResponse({ status: 403, description: 'Sent from a page of another site (Origin not one of the app\'s, or Sec-Fetch-Site: cross-site)', type: ApiErrorDto }),
  );
