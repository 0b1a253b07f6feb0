import { Controller, Inject } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { Handles } from '@resellpk/backend-messaging';
import { answerAuditLog, DATA_SOURCE, requireRole } from '@resellpk/backend-service';
import { OrdersSubjects, type AuditLogQuery, type RequestContext, type Role } from '@resellpk/contracts';

/**
 * orders keeps no copy of users' roles (no role projection): the token's role is checked, as for
 * every other staff command of orders (changeStatus included).
 */
const tokenRole = { require: async (ctx: RequestContext | undefined, ...roles: Role[]) => requireRole(ctx, ...roles) };

/** orders' audit log (ship, deliver, cancel, return) for /admin/audit-log. */
@Controller()
export class AuditLogController {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  @Handles(OrdersSubjects.listAuditLog)
  list(data: AuditLogQuery, ctx: RequestContext) {
    return answerAuditLog(this.db, tokenRole, data, ctx, { source: 'orders', amountSql: 'amount_paisa' });
  }
}
