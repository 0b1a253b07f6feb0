import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryInput, StoryView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';

export const STORIES_KEY = ['admin', 'stories'] as const;

/** Every story, hidden ones too, in the order the storefront shows them. */
export function useStories() {
  return useQuery({ queryKey: STORIES_KEY, queryFn: () => api.get<StoryView[]>('/admin/stories') });
}

export type StoryChange =
  | { kind: 'create'; input: StoryInput }
  | { kind: 'update'; id: string; input: StoryInput }
  | { kind: 'visibility'; id: string; visible: boolean }
  | { kind: 'move'; id: string; direction: 'up' | 'down' };

const path = (id: string) => `/admin/stories/${encodeURIComponent(id)}`;

/** One change to the stories; the list is asked again afterwards (a move answers the whole new order). */
export function useChangeStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StoryChange): Promise<unknown> => {
      switch (change.kind) {
        case 'create':
          return api.post<StoryView>('/admin/stories', change.input);
        case 'update':
          return api.put<StoryView>(path(change.id), change.input);
        case 'visibility':
          return api.post<StoryView>(`${path(change.id)}/visibility`, { visible: change.visible });
        case 'move':
          return api.post<StoryView[]>(`${path(change.id)}/move`, { direction: change.direction });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: STORIES_KEY }),
  });
}
