import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpgradeRequestStatus, UpgradeRequestView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';

export type RequestFilter = UpgradeRequestStatus | 'all';
export const UPGRADE_REQUESTS_KEY = ['admin', 'plan-upgrade-requests'] as const;

export function useUpgradeRequests(status: RequestFilter) {
  return useQuery({
    queryKey: [...UPGRADE_REQUESTS_KEY, status],
    queryFn: () => api.get<UpgradeRequestView[]>(`/admin/plan-upgrade-requests?status=${status}`),
  });
}

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      api.post<UpgradeRequestView>(`/admin/plan-upgrade-requests/${encodeURIComponent(id)}/${decision}`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: UPGRADE_REQUESTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
