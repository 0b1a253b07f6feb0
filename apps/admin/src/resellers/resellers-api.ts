import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminResellerPage } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';

export interface ResellerQuery {
  search: string;
  page: number;
  pageSize: number;
}

export function useAdminResellers({ search, page, pageSize }: ResellerQuery) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search.trim()) params.set('search', search.trim());
  return useQuery({
    queryKey: ['admin', 'resellers', search.trim(), page, pageSize],
    queryFn: () => api.get<AdminResellerPage>(`/admin/resellers?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}
