import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportContacts, SupportContactsInput } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';

export const SUPPORT_CONTACTS_KEY = ['admin', 'settings', 'support-contacts'] as const;

/** As stored now (the admin route is not cached); `contacts` is null until someone saves them. */
export function useSupportContacts() {
  return useQuery({
    queryKey: SUPPORT_CONTACTS_KEY,
    queryFn: () => api.get<{ contacts: SupportContacts | null }>('/admin/settings/support-contacts'),
  });
}

export function useSaveSupportContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportContactsInput) => api.put<SupportContacts>('/admin/settings/support-contacts', input),
    onSuccess: (saved) => queryClient.setQueryData(SUPPORT_CONTACTS_KEY, { contacts: saved }),
  });
}
