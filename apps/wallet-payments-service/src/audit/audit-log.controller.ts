import { Controller, Inject } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { Handles } from '@resellpk/backend-messaging';
import { answerAuditLog, DATA_SOURCE, StaffAccess } from '@resellpk/backend-service';
import { WalletPaymentsSubjects, type AuditLogQuery, type RequestContext } from '@resellpk/contracts';

/** The wallet's audit log (top-ups, withdrawals, receiving accounts) for /admin/audit-log. */
@Controller()
export class AuditLogController {
  constructor(
    @Inject(DATA_SOURCE) private readonly db: DataSource,
    private readonly staff: StaffAccess,
  ) {}

  @Handles(WalletPaymentsSubjects.listAuditLog)
  list(data: AuditLogQuery, ctx: RequestContext) {
    return answerAuditLog(this.db, this.staff, data, ctx, { source: 'wallet-payments', amountSql: 'amount_paisa' });
  }
}
