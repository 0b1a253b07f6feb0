import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreeOfferInput, FreeOfferView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';

export const ADMIN_OFFERS_KEY = ['admin', 'free-offers'] as const;
const offerPath = (id: string) => `/admin/free-offers/${encodeURIComponent(id)}`;

/** Every offer, newest first, inactive ones too. */
export function useAdminOffers() {
  return useQuery({ queryKey: ADMIN_OFFERS_KEY, queryFn: () => api.get<FreeOfferView[]>('/admin/free-offers') });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_OFFERS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };
}

export function useSaveOffer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FreeOfferInput }) =>
      id ? api.put<FreeOfferView>(offerPath(id), input) : api.post<FreeOfferView>('/admin/free-offers', input),
    onSuccess: refresh,
  });
}

export function useSetOfferActive() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.patch<FreeOfferView>(`${offerPath(id)}/active`, { isActive }),
    onSuccess: (updated) => {
      queryClient.setQueryData<FreeOfferView[]>(ADMIN_OFFERS_KEY, (list) =>
        list?.map((o) => (o.id === updated.id ? updated : o)),
      );
      refresh();
    },
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.del<void>(offerPath(id)),
    onSuccess: (_v, id) => {
      queryClient.setQueryData<FreeOfferView[]>(ADMIN_OFFERS_KEY, (list) => list?.filter((o) => o.id !== id));
      refresh();
    },
  });
}
