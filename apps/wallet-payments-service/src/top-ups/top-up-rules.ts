import { fail } from '@resellpk/backend-messaging';
import { PAYMENT_REQUEST_STATUSES, type ListPaymentRequestsQuery, type PaymentRequestStatus } from '@resellpk/contracts';
import { WALLET_MSG } from '@resellpk/domain';
import type { RequestRow } from './top-up.repository';

/** How many requests one list answers at most (newest first). */
export const LIST_LIMIT = 200;

/** `?status=` of the lists: one of the statuses, `all` or nothing. */
export function statusFilter(query: ListPaymentRequestsQuery | undefined): PaymentRequestStatus | null {
  const s = query?.status;
  if (s === undefined || s === null || s === 'all') return null;
  if (!(PAYMENT_REQUEST_STATUSES as readonly string[]).includes(s)) fail('VALIDATION', `status must be one of ${PAYMENT_REQUEST_STATUSES.join(', ')} or all`, 'status');
  return s;
}

/** The refusal for a request that is no longer open, in the spec's words. */
export function notOpen(row: RequestRow): never {
  if (row.status === 'approved') fail('CONFLICT', WALLET_MSG.alreadyApproved);
  if (row.status === 'rejected') fail('CONFLICT', WALLET_MSG.alreadyRejected);
  fail('CONFLICT', WALLET_MSG.requestExpired);
}


/** The owner may still say "I Have Paid" or add a screenshot: pending before its expiry, or under review. */
export function takesProof(row: RequestRow): boolean {
  return (row.status === 'pending' && new Date(row.expires_at).getTime() > Date.now()) || row.status === 'under_review';
}
