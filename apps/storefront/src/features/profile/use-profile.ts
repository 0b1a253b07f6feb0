import type { Profile, UpdateMeRequest } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { useSession } from '@resellpk/web-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const PROFILE_QUERY_KEY = ['me'] as const;

export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: () => api.get<Profile>('/me') });
}

/** PATCH /me; the answer replaces the cached profile and the shared session's copy. */
export function useUpdateProfile() {
  const client = useQueryClient();
  const { reloadProfile } = useSession();
  return useMutation({
    mutationFn: (change: UpdateMeRequest) => api.patch<Profile>('/me', change),
    onSuccess: (profile) => {
      client.setQueryData(PROFILE_QUERY_KEY, profile);
      // the shell's top bar reads the session's profile
      void reloadProfile().catch(() => undefined);
    },
  });
}
