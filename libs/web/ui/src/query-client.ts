import { QueryClient } from '@tanstack/react-query';

/** Spec "Client behaviour": data cache stale time 5 minutes, retry 1. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
