/**
 * The staff audit log (issue 13): identity, wallet-payments and orders each keep the rows of their
 * own actions in their own database (written in the action's transaction); the gateway merges them,
 * newest first, for /admin/audit-log.
 */

/** Every action written to an audit log, with the name staff read. */
export const AUDIT_ACTIONS = {
  'user.role_changed': 'Role changed',
  // the operator's `npm run create-admin` (no actor id; details.by = 'operator')
  'user.admin_created': 'Admin account created',
  // an admin changed the published support channels (details: the values before and after)
  'settings.support_contacts_changed': 'Support contacts changed',
  // reseller stories (testimonials) staff keep for the landing page and /success-stories
  'content.story_created': 'Story added',
  'content.story_changed': 'Story changed',
  'content.story_hidden': 'Story hidden',
  'content.story_shown': 'Story shown',
  'content.story_moved': 'Stories reordered',
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
  // orders (issue 33): staff moving an order, and a reseller cancelling their own; details: OrderAuditDetails
  'order.shipped': 'Order shipped',
  'order.delivered': 'Order delivered',
  'order.cancelled': 'Order cancelled',
  'order.returned': 'Order returned',
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

/** The services that keep an audit log. */
export type AuditSource = 'identity' | 'wallet-payments' | 'orders';
/**
 * The sources of identity's and wallet-payments' slices: their published responses name only these
 * two (a wider enum would break older readers), so the type parameter defaults to them.
 */
type FirstAuditSources = 'identity' | 'wallet-payments';

export interface AuditEntryView<S extends AuditSource = FirstAuditSources> {
  id: string;
  /** the service whose log holds it */
  source: S;
  at: string;
  /** null: the system (a job) */
  actorId: string | null;
  action: string;
  targetUserId: string | null;
  /** integer paisa when the action moved money */
  amountPaisa: number | null;
  details: Record<string, unknown>;
}

export interface AuditLogSlice<S extends AuditSource = FirstAuditSources> {
  items: AuditEntryView<S>[];
  /** every row matching the filters */
  total: number;
}

/**
 * `details` of an orders row (`order.*`): the order and what the change moves. Amounts are the
 * order's own: `amountPaisa` of the row is the order total on shipping (what the courier collects),
 * the profit credited to the reseller on delivery, and null on cancel/return (nothing in rupees
 * moves back: the coins, the stock and the plan's allowance do).
 */
export interface OrderAuditDetails {
  orderId: string;
  from: string;
  to: string;
  /** what the end customer pays the courier */
  totalAmountPaisa: number;
  /** the reseller's profit: credited on delivery, never on cancel/return */
  profitPaisa: number;
  /** coins spent at checkout, given back on cancel/return (decimal string, 4 places); '0.0000' when none */
  coinsRefunded?: string;
  /** units (gifts included) put back in stock on cancel/return */
  unitsRestocked?: number;
  /** the partner plan's wholesale allowance given back on cancel/return, paisa */
  allowanceReturnedPaisa?: number;
  courier?: string | null;
  trackingId?: string | null;
  note?: string | null;
  /** who moved it: staff, or the reseller cancelling their own order */
  by: 'staff' | 'reseller';
}
