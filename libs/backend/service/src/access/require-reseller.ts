import type { RequestContext } from '@resellpk/contracts';
import { fail } from '@resellpk/backend-messaging';
import { requireUserId, type StoredRoles } from './require-role';

/**
 * Staff accounts do not transact (PRODUCT.md): top-ups, withdrawals, orders, plan and coin-pack
 * purchases are a reseller's, so a staff member who also resells uses a separate reseller account
 * and can never be the owner of a request they decide. FORBIDDEN with `refusal` (what was refused)
 * unless the token's role is reseller and, given `stored`, the current role is too (a reseller
 * promoted a minute ago still holds a token that says reseller). Returns the caller's id.
 */
export async function requireReseller(ctx: RequestContext | undefined, refusal: string, stored?: StoredRoles): Promise<string> {
  const userId = requireUserId(ctx);
  if (ctx?.role !== 'reseller') fail('FORBIDDEN', refusal);
  const current = stored ? await stored.roleOf(userId) : undefined;
  if (current !== undefined && current !== 'reseller') fail('FORBIDDEN', refusal);
  return userId;
}
