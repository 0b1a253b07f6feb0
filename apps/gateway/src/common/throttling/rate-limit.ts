import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions, ThrottlerOptions, ThrottlerStorage } from '@nestjs/throttler';
import { MSG } from '@resellpk/domain';
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../../config/gateway-config';
import { emailKey } from './email-key';

/** Stricter limits for routes that guess passwords or create accounts. */
export type RateLimitScope = 'login' | 'signup' | 'passwordReset';
export const RATE_LIMIT_SCOPE_KEY = 'gateway:rateLimitScope';
export const RateLimit = (scope: RateLimitScope) => SetMetadata(RATE_LIMIT_SCOPE_KEY, scope);

function scopeOf(context: ExecutionContext): RateLimitScope | undefined {
  return Reflect.getMetadata(RATE_LIMIT_SCOPE_KEY, context.getHandler());
}

function ipOf(req: FastifyRequest): string {
  return req.ip ?? req.socket?.remoteAddress ?? 'unknown';
}

/** Login is limited per IP and email, so one office behind NAT does not lock out everyone. */
function ipAndEmail(req: FastifyRequest): string {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  return `${ipOf(req)}|${email}`;
}

function emailOf(context: ExecutionContext): string | null {
  const email = (context.switchToHttp().getRequest<FastifyRequest>().body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : null;
}

/**
 * Reset mails per email from any address (the per-IP limit is `passwordReset`): a botnet cannot
 * flood one inbox, and the limit answers alike for known and unknown emails. Keyed by a hash.
 */
const PASSWORD_RESET_EMAIL = 'passwordResetEmail';

export function throttlerOptions(config: GatewayConfig, storage: ThrottlerStorage): ThrottlerModuleOptions {
  const ttl = config.THROTTLE_TTL_MS;
  const scoped = (name: RateLimitScope, limit: number, extra: Partial<ThrottlerOptions> = {}): ThrottlerOptions => ({
    name,
    ttl,
    limit,
    skipIf: (context) => config.THROTTLE_DISABLED || scopeOf(context) !== name,
    ...extra,
  });
  return {
    storage,
    errorMessage: (_context, detail) => (detail.key.startsWith(`${PASSWORD_RESET_EMAIL}:`) ? MSG.passwordResetLimited : MSG.tooManyRequests),
    getTracker: (req) => ipOf(req as FastifyRequest),
    // one key per throttler and client (not per route): 300/min is for the whole API
    generateKey: (_context, tracker, name) => `${name}:${tracker}`,
    throttlers: [
      // a throttler's own skipIf replaces the common one, so each checks THROTTLE_DISABLED
      { name: 'default', ttl, limit: config.THROTTLE_DEFAULT_LIMIT, skipIf: () => config.THROTTLE_DISABLED },
      scoped('login', config.THROTTLE_LOGIN_LIMIT, { getTracker: (req) => ipAndEmail(req as FastifyRequest) }),
      scoped('signup', config.THROTTLE_SIGNUP_LIMIT),
      scoped('passwordReset', config.THROTTLE_PASSWORD_RESET_LIMIT),
      {
        name: PASSWORD_RESET_EMAIL,
        ttl: config.THROTTLE_PASSWORD_RESET_EMAIL_WINDOW_MS,
        limit: config.THROTTLE_PASSWORD_RESET_EMAIL_LIMIT,
        // the reset request only: its confirmation carries a token, no email
        skipIf: (context) => config.THROTTLE_DISABLED || scopeOf(context) !== 'passwordReset' || !emailOf(context),
        getTracker: (req) => emailKey(String((req as FastifyRequest & { body: { email: string } }).body.email)),
      },
    ],
  };
}
