import type { SupportContacts } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { useQuery } from '@tanstack/react-query';

export const SUPPORT_CONTACTS_QUERY_KEY = ['support-contacts'] as const;

/**
 * The support channels staff publish in the admin (GET /support-contacts, cached a minute).
 * `contacts` is null while loading, when the request failed and while none are set: pages then show
 * no channel at all rather than a made-up one.
 */
export function useSupportContacts(): { contacts: SupportContacts | null; isPending: boolean } {
  const query = useQuery({
    queryKey: SUPPORT_CONTACTS_QUERY_KEY,
    queryFn: () => api.get<{ contacts: SupportContacts | null }>('/support-contacts'),
    staleTime: 60_000,
  });
  return { contacts: query.data?.contacts ?? null, isPending: query.isPending };
}
