import type { PublishedStory } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { useQuery } from '@tanstack/react-query';

export const STORIES_KEY = ['stories'] as const;

/**
 * The reseller stories staff publish (none until they add some), in their order. Shown as staff
 * wrote them, in whichever language. The landing page drawn on the server comes with them.
 */
export function useStories() {
  return useQuery({ queryKey: STORIES_KEY, queryFn: () => api.get<PublishedStory[]>('/stories'), staleTime: 5 * 60_000 });
}
