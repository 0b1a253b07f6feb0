import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser } from '@resellpk/backend-auth';
import { CORRELATION_HEADER, getCorrelationId, normalizeCorrelationId } from '@resellpk/backend-logging';
import type { RequestContext } from '@resellpk/contracts';
import type { FastifyRequest } from 'fastify';

export type GatewayRequest = FastifyRequest & { user?: AuthenticatedUser };

/** The id LoggingModule pinned on the request (or the async context), so logs and replies agree. */
export function correlationIdOf(req: Pick<FastifyRequest, 'headers'>): string {
  const header = req.headers[CORRELATION_HEADER];
  if (typeof header === 'string' && header) return header;
  return getCorrelationId() ?? normalizeCorrelationId(undefined);
}

/** What services receive as `ctx`: who asks (with the token's plan) and the correlation id to log with. */
export function requestContextOf(req: GatewayRequest): RequestContext {
  const ctx: RequestContext = { correlationId: correlationIdOf(req) };
  if (req.user) {
    ctx.userId = req.user.userId;
    ctx.role = req.user.role;
    ctx.plan = req.user.plan;
  }
  return ctx;
}

/** `@Ctx() ctx: RequestContext` in a controller. */
export const Ctx = createParamDecorator((_: unknown, context: ExecutionContext) =>
  requestContextOf(context.switchToHttp().getRequest<GatewayRequest>()),
);

/** Client details identity stores with a session (shown later in "active sessions"). */
export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}
export const Client = createParamDecorator((_: unknown, context: ExecutionContext): ClientInfo => {
  const req = context.switchToHttp().getRequest<GatewayRequest>();
  const userAgent = req.headers['user-agent'];
  return { userAgent: userAgent ? userAgent.slice(0, 512) : undefined, ip: req.ip };
});
