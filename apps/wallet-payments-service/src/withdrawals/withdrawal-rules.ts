import { fail } from '@resellpk/backend-messaging';
import { isUuid } from '@resellpk/backend-service';
import { WITHDRAWAL_STATUSES, type ListWithdrawalsQuery, type WithdrawalStatus } from '@resellpk/contracts';
import { PAYOUT_MSG } from '@resellpk/domain';
import type { WithdrawalRow } from './withdrawal.repository';

/** The ledger keys of a withdrawal's hold and of its release: each happens at most once, whatever is retried. */
export const holdKeyOf = (withdrawalId: string) => `withdrawal:${withdrawalId}`;
export const releaseKeyOf = (withdrawalId: string) => `withdrawal:${withdrawalId}:reversal`;

/** `?status=&page=&pageSize=` of the lists: a status, `all` or nothing; page from 1; 1..100 a page (default 20). */
export function listQuery(query: ListWithdrawalsQuery | undefined): { status: WithdrawalStatus | null; page: number; pageSize: number } {
  const s = query?.status;
  let status: WithdrawalStatus | null = null;
  if (s !== undefined && s !== null && s !== 'all') {
    if (!(WITHDRAWAL_STATUSES as readonly string[]).includes(s)) fail('VALIDATION', `status must be one of ${WITHDRAWAL_STATUSES.join(', ')} or all`, 'status');
    status = s;
  }
  const page = query?.page ?? 1;
  const pageSize = query?.pageSize ?? 20;
  if (!Number.isSafeInteger(page) || page < 1 || page > 10_000) fail('VALIDATION', 'page must be a whole number from 1', 'page');
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > 100) fail('VALIDATION', 'pageSize must be a whole number from 1 to 100', 'pageSize');
  return { status, page, pageSize };
}

/** The admins' filter by reseller: absent = everyone; else a list of at most 100 uuids (an empty list matches nobody). */
export function userIdsOf(raw: unknown): string[] | null {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw) || raw.length > 100 || !raw.every(isUuid)) fail('VALIDATION', 'userIds must be a list of at most 100 uuids', 'userIds');
  return raw.map((id: string) => id.toLowerCase());
}

/** The refusal for a withdrawal that is no longer pending. */
export function notPending(row: WithdrawalRow): never {
  fail('CONFLICT', row.status === 'paid' ? PAYOUT_MSG.alreadyPaid : PAYOUT_MSG.alreadyRejected);
}
