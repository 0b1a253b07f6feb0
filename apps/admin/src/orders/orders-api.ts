import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderPage, ChangeOrderStatus, OrderView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { toListQuery, type OrderFilters } from './order-filters';

export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of every reseller's orders; the previous page stays on screen while the next loads. */
export function useAdminOrders(filters: OrderFilters) {
  const query = toListQuery(filters);
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', query],
    queryFn: () => api.get<AdminOrderPage>(`/admin/orders${queryString(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** The open order, fresh from the server (its history may have grown since the list loaded). */
export function useAdminOrder(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'one', id],
    queryFn: () => api.get<OrderView>(`/admin/orders/${encodeURIComponent(id as string)}`),
    enabled: id !== null,
  });
}

/** Moves an order; the open order shows the server's answer and the list and dashboard refresh. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeOrderStatus) => api.post<OrderView>(`/admin/orders/${encodeURIComponent(id)}/status`, body),
    onSuccess: (order) => queryClient.setQueryData([...ADMIN_ORDERS_KEY, 'one', order.id], order),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
