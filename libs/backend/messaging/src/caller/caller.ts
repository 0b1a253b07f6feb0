import type { RequestContext } from '@resellpk/contracts';
import { MSG } from '@resellpk/domain';
import { fail } from '../rpc/service-failure';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** The authenticated caller's id from the request context (set by the gateway); commands about "me" need one. */
export function requireUserId(ctx: RequestContext | undefined): string {
  const userId = ctx?.userId;
  if (!isUuid(userId)) fail('UNAUTHORIZED', MSG.authRequired);
  return userId;
}
