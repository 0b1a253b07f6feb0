import type { UpgradeRequestStatus } from '@resellpk/contracts';
import type { RequestFilter } from './requests-api';

/** The page's status filter; each label is shown through t(). */
export const FILTERS: { value: RequestFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];
export const STATUS_COLORS: Record<UpgradeRequestStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red' };
/** A request's status tag, shown through t() (the Urdu coverage spec reads them from here). */
export const STATUS_LABELS: Record<UpgradeRequestStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
