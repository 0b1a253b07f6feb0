import type { MySubscription } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { useSession } from '@resellpk/web-session';
import { useQuery } from '@tanstack/react-query';

export const SUBSCRIPTION_QUERY_KEY = ['subscriptions', 'me'] as const;

/** The signed-in reseller's running partner plan and pending subscription (`GET /subscriptions/me`). */
export function useMySubscription() {
  const { status, user } = useSession();
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: () => api.get<MySubscription>('/subscriptions/me'),
    enabled: status === 'authenticated' && user?.role === 'reseller',
  });
}
