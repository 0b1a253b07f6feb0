import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWithdrawalPage, WithdrawalStatus, WithdrawalView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { liveKeys } from '@resellpk/web-live';

export type WithdrawalFilter = WithdrawalStatus | 'all';
export const PAGE_SIZE = 20;

/** One page of every reseller's withdrawals, optionally of the resellers a search finds (refreshed live by `withdrawal:updated`). */
export function useAdminWithdrawals(status: WithdrawalFilter, page: number, search = '') {
  const query = new URLSearchParams({ status, page: String(page), pageSize: String(PAGE_SIZE), ...(search ? { search } : {}) });
  return useQuery({
    // under the live key's prefix, so `withdrawal:updated` refreshes searched pages too
    queryKey: [...liveKeys.adminWithdrawals(status, page), search],
    queryFn: () => api.get<AdminWithdrawalPage>(`/admin/withdrawals?${query.toString()}`),
    placeholderData: (previous) => previous,
  });
}

export type Decision = { id: string; outcome: 'paid'; transferReference: string } | { id: string; outcome: 'reject'; reason: string };

export function useDecideWithdrawal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      d.outcome === 'paid'
        ? api.post<WithdrawalView>(`/admin/withdrawals/${encodeURIComponent(d.id)}/paid`, { transferReference: d.transferReference })
        : api.post<WithdrawalView>(`/admin/withdrawals/${encodeURIComponent(d.id)}/reject`, { reason: d.reason }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: liveKeys.withdrawals });
      void qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
