import type { WithdrawalStatus } from '@resellpk/contracts';
import type { WithdrawalFilter } from './withdrawals-api';

/** The page's status filter; each label is shown through t(). */
export const FILTERS: { value: WithdrawalFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];
export const STATUS_COLORS: Record<WithdrawalStatus, string> = { pending: 'orange', paid: 'green', rejected: 'red' };
/** A withdrawal's status tag, shown through t() (the Urdu coverage spec reads them from here). */
export const STATUS_LABELS: Record<WithdrawalStatus, string> = { pending: 'Pending', paid: 'Paid', rejected: 'Rejected' };
