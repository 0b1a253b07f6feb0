/**
 * The staff audit log (issue 13): identity and wallet-payments each keep the rows of their own
 * actions in their own database (written in the action's transaction); the gateway merges both,
 * newest first, for /admin/audit-log.
 */

/** Every action written to an audit log, with the name staff read. */
export const AUDIT_ACTIONS = {
  'user.role_changed': 'Role changed',
  'plan_upgrade.approved': 'Premium request approved',
  'plan_upgrade.rejected': 'Premium request rejected',
  'plan.expired': 'Plan ended',
  'subscription.activated': 'Partner plan paid',
  'subscription.refunded': 'Partner plan refunded',
  'payment-request.approved': 'Top-up approved',
  'payment-request.rejected': 'Top-up rejected',
  'payment-request.expired': 'Top-up expired',
  'withdrawal.requested': 'Withdrawal requested',
  'withdrawal.paid': 'Withdrawal paid',
  'withdrawal.rejected': 'Withdrawal rejected',
  'receiving-account.created': 'Receiving account added',
  'receiving-account.updated': 'Receiving account changed',
  'receiving-account.qr-set': 'Receiving account QR set',
  'receiving-account.qr-removed': 'Receiving account QR removed',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** One service's slice of the log: the newest `limit` rows matching the filters. */
export interface AuditLogQuery {
  actorId?: string;
  action?: string;
  /** YYYY-MM-DD, Asia/Karachi, inclusive */
  from?: string;
  to?: string;
  /** 1..1000 */
  limit: number;
}

export interface AuditEntryView {
  id: string;
  /** the service whose log holds it */
  source: 'identity' | 'wallet-payments';
  at: string;
  /** null: the system (a job) */
  actorId: string | null;
  action: string;
  targetUserId: string | null;
  /** integer paisa when the action moved money */
  amountPaisa: number | null;
  details: Record<string, unknown>;
}

export interface AuditLogSlice {
  items: AuditEntryView[];
  /** every row matching the filters */
  total: number;
}
