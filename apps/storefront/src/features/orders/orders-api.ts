import type { OrderPage, OrderQuote, OrderView, PlaceOrderRequest, QuoteRequest } from '@resellpk/contracts';
import { api, isApiError } from '@resellpk/web-api';
import { coinsKey } from '@resellpk/web-coins';
import { liveKeys } from '@resellpk/web-live';
import { useSession } from '@resellpk/web-session';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Quotes wait this long after the last change (typing a margin, tapping the stepper). */
export const QUOTE_DEBOUNCE_MS = 350;

/** `value`, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const noRetryOn4xx = (count: number, error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1;

/**
 * The server's prices for the cart as it stands (POST orders/quote), re-asked on every change
 * after a short pause; the previous quote stays on screen while the next one loads.
 */
export function useQuote(request: QuoteRequest) {
  const { user } = useSession();
  const body = useDebounced(JSON.stringify(request), QUOTE_DEBOUNCE_MS);
  const enabled = request.items.length > 0 && !!user;
  const quote = useQuery({
    queryKey: ['quote', user ? `${user.id}:${user.plan}` : 'anonymous', body],
    queryFn: ({ signal }) => api.post<OrderQuote>('/orders/quote', JSON.parse(body) as QuoteRequest, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: noRetryOn4xx,
  });
  // the quote answers the cart as it stands only when it was asked for that very cart
  const current = JSON.stringify(request);
  const settled = quote.isSuccess && !quote.isPlaceholderData && !quote.isFetching && body === current;
  return { quote, settled };
}

export function usePlaceOrder() {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ body, key }: { body: Omit<PlaceOrderRequest, 'idempotencyKey'>; key: string }) =>
      api.post<OrderView>('/orders', body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: liveKeys.orders });
      // coins spent at checkout: the chip and /coins show the new balance
      void qc.invalidateQueries({ queryKey: coinsKey(user?.id ?? null) });
    },
  });
}

export function useOrders(pageSize = 20) {
  return useInfiniteQuery({
    queryKey: [...liveKeys.orders, 'list', pageSize],
    queryFn: ({ pageParam, signal }) =>
      api.get<OrderPage>(`/orders?limit=${pageSize}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 15_000,
  });
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: liveKeys.order(id ?? ''),
    queryFn: ({ signal }) => api.get<OrderView>(`/orders/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: !!id,
    retry: noRetryOn4xx,
  });
}

export function useCancelOrder() {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (id: string) => api.post<OrderView>(`/orders/${encodeURIComponent(id)}/cancel`),
    onSuccess: (order) => {
      qc.setQueryData(liveKeys.order(order.id), order);
      void qc.invalidateQueries({ queryKey: liveKeys.orders });
      void qc.invalidateQueries({ queryKey: coinsKey(user?.id ?? null) });
    },
  });
}
