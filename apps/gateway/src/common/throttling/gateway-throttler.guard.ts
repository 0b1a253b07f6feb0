import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { ServiceFailure } from '@resellpk/backend-messaging';
import type { FastifyReply } from 'fastify';

/** HTTP only: socket.io traffic is authenticated per connection, not per message. */
@Injectable()
export class GatewayThrottlerGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return context.getType() !== 'http';
  }

  /**
   * Every 429 says when to come back in the standard `Retry-After` (seconds), the one clients and
   * the CORS list read: @nestjs/throttler names it `Retry-After-<limit>` for a named limit.
   */
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const res = context.switchToHttp().getResponse<FastifyReply>();
    res.header('retry-after', String(Math.max(1, Math.ceil(detail.timeToBlockExpire))));
    // the limit's own message (throttlerOptions' errorMessage): a ThrottlerException gets the generic one
    throw new ServiceFailure('RATE_LIMITED', await this.getErrorMessage(context, detail));
  }
}
