import { QueryClient } from '@tanstack/react-query';

// a page has one query client (the shell's; a remote's standalone page its own)
let pageClient: QueryClient | null = null;

/** Spec "Client behaviour": data cache stale time 5 minutes, retry 1. */
export function createQueryClient(): QueryClient {
  pageClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
  return pageClient;
}

/**
 * The page's query client, for code outside React that must not ask for what the page already
 * has: a route's prefetch when the server sent the answer with the page (apps/shell/src/first-paint).
 */
export function pageQueryClient(): QueryClient | null {
  return pageClient;
}
