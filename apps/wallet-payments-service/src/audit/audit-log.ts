import { Injectable } from '@nestjs/common';
import type { Tx } from '@resellpk/backend-persistence';

export interface AuditEntry {
  /** the staff member; null for the system (the expiry job) */
  actorId: string | null;
  action: string;
  targetUserId?: string | null;
  paymentRequestId?: string | null;
  withdrawalId?: string | null;
  amountPaisa?: number | null;
  details?: Record<string, unknown>;
}

/** `audit_log`: who did what, to which request, for how much, when. Written in the action's own transaction. */
@Injectable()
export class AuditLog {
  async record(tx: Tx, e: AuditEntry): Promise<void> {
    await tx.query(
      `INSERT INTO audit_log (actor_id, action, target_user_id, payment_request_id, withdrawal_id, amount_paisa, details) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [e.actorId, e.action, e.targetUserId ?? null, e.paymentRequestId ?? null, e.withdrawalId ?? null, e.amountPaisa ?? null, JSON.stringify(e.details ?? {})],
    );
  }
}
