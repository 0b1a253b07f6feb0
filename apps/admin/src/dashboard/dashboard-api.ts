import { useQuery } from '@tanstack/react-query';
import { api } from '@resellpk/web-api';

/** A figure is null when the service that owns it did not answer; `unavailable` names those services. */
export interface AdminDashboardStats {
  totalProducts: number | null;
  newOrders: number | null;
  activeOffers: number | null;
  pendingRequests: number | null;
  pendingTopUps: number | null;
  pendingWithdrawals: number | null;
  deliveredTodayPaisa: number | null;
  deliveredTodayOrders: number | null;
  unavailable: string[];
}

export function useDashboardStats() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => api.get<AdminDashboardStats>('/admin/dashboard') });
}
