import { Inject, Injectable, Logger, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { MSG } from '@resellpk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, switchMap, type Observable } from 'rxjs';
import { ensureDeviceCookie, readDeviceCookie } from '../../auth/device-cookie';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config/gateway-config';
import { AccountLoginLimiter, type LoginAttempt } from './account-login-limiter';

/**
 * The per-account login limit around `POST auth/login` (see AccountLoginLimiter).
 *
 * Fails closed: when Redis cannot count, the login is refused with 503, because an unlimited
 * number of password guesses is worse than a login that waits for Redis. Every other limit fails
 * open (RedisThrottlerStorage): an outage there should not take the whole API down, and the
 * expensive guessing they also slow down is covered here.
 */
@Injectable()
export class AccountLoginLimitInterceptor implements NestInterceptor {
  private readonly logger = new Logger('AccountLoginLimit');

  constructor(
    private readonly limiter: AccountLoginLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const res = context.switchToHttp().getResponse<FastifyReply>();
    const email = (req.body as { email?: unknown } | undefined)?.email;
    // no email: validation answers 400 and nothing is checked, so there is nothing to count
    if (this.config.THROTTLE_DISABLED || typeof email !== 'string' || !email.trim()) return next.handle();
    const deviceId = readDeviceCookie(req);

    return from(this.begin(email, deviceId)).pipe(
      switchMap((attempt) => {
        if (!attempt.allowed) {
          res.header('retry-after', String(attempt.retryAfterSeconds));
          throw new ServiceFailure('RATE_LIMITED', MSG.accountLoginLocked);
        }
        return next.handle().pipe(
          mergeMap(async (answer) => {
            // the right password of staff who owe a second factor: not a wrong password, but no
            // sign-in either, so the attempt is handed back without making this browser a known device
            if (isSecondFactorStep(answer)) {
              await this.settle(attempt, 'not-checked');
              return answer;
            }
            // the same id the route gave the browser (the route sets the cookie on every login)
            const device = ensureDeviceCookie(req, res, this.config);
            await this.settle(attempt, 'succeeded', device);
            return answer;
          }),
          catchError(async (err: unknown) => {
            // only a refused password counts; a 400 or an unavailable identity hands the attempt back
            const wrongPassword = err instanceof ServiceFailure && err.code === 'UNAUTHORIZED';
            if (!wrongPassword) await this.settle(attempt, 'not-checked');
            throw err;
          }),
        );
      }),
    );
  }

  private async begin(email: string, deviceId: string | null): Promise<LoginAttempt> {
    try {
      return await this.limiter.begin(email, deviceId);
    } catch (err) {
      this.logger.error(`Login refused: the per-account limit cannot be checked (${(err as Error).message})`);
      throw new ServiceFailure('UNAVAILABLE', MSG.serviceUnavailable);
    }
  }

  /** Handing an attempt back is best effort: the user's own outcome does not depend on it. */
  private async settle(attempt: Extract<LoginAttempt, { allowed: true }>, outcome: 'succeeded' | 'not-checked', deviceId?: string): Promise<void> {
    await this.limiter.settle(attempt, outcome, deviceId).catch((err: Error) => this.logger.warn(`Login attempt not settled: ${err.message}`));
  }
}

function isSecondFactorStep(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'secondFactor' in answer;
}

/** On a login route: failed logins are limited per account across addresses, failing closed. */
export const LimitFailedLoginsPerAccount = () => UseInterceptors(AccountLoginLimitInterceptor);
