import { Controller, Inject } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { Handles } from '@resellpk/backend-messaging';
import { answerAuditLog, DATA_SOURCE, StaffAccess } from '@resellpk/backend-service';
import { IdentitySubjects, type AuditLogQuery, type RequestContext } from '@resellpk/contracts';

/** identity's audit log (roles, premium requests, plans, subscriptions) for /admin/audit-log. */
@Controller()
export class AuditLogController {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly staff: StaffAccess,
  ) {}

  @Handles(IdentitySubjects.listAuditLog)
  list(data: AuditLogQuery, ctx: RequestContext) {
    // identity's rows keep a money amount (a subscription's price) in details
    return answerAuditLog(this.db, this.staff, data, ctx, { source: 'identity', amountSql: `(details->>'amountPaisa')` });
  }
}
