import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, Role } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

/** Every profile, newest first (the server orders them). */
export function useAdminUsers() {
  return useQuery({
    queryKey: ADMIN_USERS_KEY,
    queryFn: () => api.get<Profile[]>('/admin/users'),
  });
}

export interface ChangeRoleInput {
  userId: string;
  role: Role;
}

/** PATCH the role, then put the server's profile into the cached list so the row updates at once. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: ChangeRoleInput) =>
      api.patch<Profile>(`/admin/users/${encodeURIComponent(userId)}/role`, { role }),
    onSuccess: (updated) => {
      queryClient.setQueryData<Profile[]>(ADMIN_USERS_KEY, (list) =>
        list?.map((p) => (p.id === updated.id ? updated : p)),
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
    },
  });
}
