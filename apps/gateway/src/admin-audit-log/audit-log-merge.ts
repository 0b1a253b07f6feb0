import type { AuditEntryView, AuditLogSlice, AuditSource } from '@resellpk/contracts';

/**
 * One page of the staff audit log out of each source's newest `page x pageSize` rows: merged newest
 * first (ties by id, so the order is stable), the page cut out, the totals added up.
 */
export function mergeAuditPage(slices: ReadonlyArray<AuditLogSlice<AuditSource>>, page: number, pageSize: number): { items: AuditEntryView<AuditSource>[]; total: number } {
  const all = slices.flatMap((s) => s.items);
  all.sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total: slices.reduce((n, s) => n + s.total, 0) };
}
