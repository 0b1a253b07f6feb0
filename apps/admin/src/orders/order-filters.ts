import { ORDER_STATUSES, type AdminListOrdersQuery, type OrderStatus } from '@resellpk/contracts';

/** The list's state as it lives in the address bar (so the dashboard can link to ?status=processing). */
export interface OrderFilters {
  status: OrderStatus | 'all';
  search: string;
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isStatus = (v: string | null): v is OrderStatus => ORDER_STATUSES.includes(v as OrderStatus);
const positiveInt = (v: string | null) => (v && /^\d{1,6}$/.test(v) && Number(v) >= 1 ? Number(v) : null);

/** Reads the filters from the address; anything the server would refuse falls back to its default. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const pageSize = positiveInt(params.get('pageSize'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const validFrom = DATE.test(from) ? from : '';
  const validTo = DATE.test(to) ? to : '';
  return {
    status: isStatus(status) ? status : 'all',
    search: (params.get('search') ?? '').slice(0, 100),
    from: validFrom,
    // a range written backwards keeps only its start
    to: validFrom && validTo && validTo < validFrom ? '' : validTo,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: pageSize && (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The address for these filters, defaults left out so links stay short. */
export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params;
}

/** The gateway's query for these filters. */
export function toListQuery(filters: OrderFilters): AdminListOrdersQuery {
  return {
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

/** Any filter narrowing the list (the empty state then offers to clear them). */
export function isFiltered(filters: OrderFilters): boolean {
  return filters.status !== 'all' || filters.search.trim() !== '' || filters.from !== '' || filters.to !== '';
}
