import type { DataSource } from 'typeorm';
import { readAuditLog } from '@resellpk/backend-persistence';
import type { AuditLogSlice, AuditSource, RequestContext } from '@resellpk/contracts';
import { validateAuditLogQuery } from '@resellpk/domain';
import type { StaffAccess } from '../access/staff-access';
import { fail } from '@resellpk/backend-messaging';

/**
 * `<service>.listAuditLog` as the services answer it: admins only (`staff.require`: the stored role
 * where the service keeps one, not only the token's), the filters checked by the rule the gateway
 * shares, the service's own table read.
 */
export async function answerAuditLog<S extends AuditSource>(
  db: DataSource,
  staff: Pick<StaffAccess, 'require'>,
  data: unknown,
  ctx: RequestContext,
  opts: { source: S; amountSql: string },
): Promise<AuditLogSlice<S>> {
  await staff.require(ctx, 'admin');
  const checked = validateAuditLogQuery(data);
  if (!checked.ok) fail('VALIDATION', checked.message, checked.field);
  return readAuditLog(db, checked.value, opts);
}
