import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountInput, PayoutAccountView, WithdrawalPage, WithdrawalView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { liveKeys } from '@resellpk/web-live';

/** The caller's withdrawals of one status, newest first (refreshed live by `withdrawal:updated`). */
export function useMyWithdrawals(status: 'pending' | 'all', pageSize = 5) {
  return useQuery({
    queryKey: liveKeys.myWithdrawals(status, 1),
    queryFn: () => api.get<WithdrawalPage>(`/wallet/withdrawals?status=${status}&page=1&pageSize=${pageSize}`),
    staleTime: 15_000,
  });
}

export function usePayoutAccounts() {
  return useQuery({ queryKey: liveKeys.payoutAccounts, queryFn: () => api.get<PayoutAccountView[]>('/wallet/payout-accounts'), staleTime: 60_000 });
}

export function useAddPayoutAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutAccountInput) => api.post<PayoutAccountView>('/wallet/payout-accounts', input),
    onSuccess: (account) => qc.setQueryData<PayoutAccountView[]>(liveKeys.payoutAccounts, (list) => [...(list ?? []).filter((a) => a.id !== account.id), account]),
  });
}

export function useDeletePayoutAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<{ deleted: true }>(`/wallet/payout-accounts/${encodeURIComponent(id)}`),
    onSuccess: (_r, id) => qc.setQueryData<PayoutAccountView[]>(liveKeys.payoutAccounts, (list) => (list ?? []).filter((a) => a.id !== id)),
  });
}

/**
 * Asks for a withdrawal with the form's Idempotency-Key: a retry after a lost answer holds once
 * and answers the same withdrawal (the page makes a new key when the account or amount changes).
 */
export function useRequestWithdrawal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { payoutAccountId: string; amountPaisa: number; key: string }) =>
      api.post<WithdrawalView>('/wallet/withdrawals', { payoutAccountId: input.payoutAccountId, amountPaisa: input.amountPaisa }, { headers: { 'Idempotency-Key': input.key } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: liveKeys.withdrawals });
      void qc.invalidateQueries({ queryKey: liveKeys.wallet });
    },
  });
}
