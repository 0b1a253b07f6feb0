import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntryView, AuditSource, UserContact } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';

/** GET /admin/audit-log's page (identity's, the wallet's and orders' logs merged by the gateway). */
export interface AdminAuditEntry extends AuditEntryView<AuditSource> {
  actionLabel: string;
  actor: UserContact | null;
  target: UserContact | null;
}
export interface AdminAuditPage {
  items: AdminAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  unavailable: string[];
}

export interface AuditFilters {
  actorId: string;
  action: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export function useAuditLog(f: AuditFilters) {
  const params = new URLSearchParams({ page: String(f.page), pageSize: String(f.pageSize) });
  for (const key of ['actorId', 'action', 'from', 'to'] as const) if (f[key]) params.set(key, f[key]);
  return useQuery({
    queryKey: ['admin', 'audit-log', params.toString()],
    queryFn: () => api.get<AdminAuditPage>(`/admin/audit-log?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}
