import type { DataSource } from 'typeorm';
import { readAuditLog } from '@resellpk/backend-persistence';
import type { AuditEntryView, AuditLogSlice, RequestContext } from '@resellpk/contracts';
import { validateAuditLogQuery } from '@resellpk/domain';
import type { StaffAccess } from '../access/staff-access';
import { fail } from '../rpc/service-failure';

/**
 * `<service>.listAuditLog` as identity and wallet-payments answer it: admins only (the stored role,
 * not the token's), the filters checked by the rule the gateway shares, the service's own table read.
 */
export async function answerAuditLog(
  db: DataSource,
  staff: StaffAccess,
  data: unknown,
  ctx: RequestContext,
  opts: { source: AuditEntryView['source']; amountSql: string },
): Promise<AuditLogSlice> {
  await staff.require(ctx, 'admin');
  const checked = validateAuditLogQuery(data);
  if (!checked.ok) fail('VALIDATION', checked.message, checked.field);
  return readAuditLog(db, checked.value, opts);
}
