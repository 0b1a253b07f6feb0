import { useQuery } from '@tanstack/react-query';
import { api } from '@resellpk/web-api';

export interface AdminDashboardStats {
  totalProducts: number;
  newOrders: number;
  activeOffers: number;
  pendingRequests: number;
}

export function useDashboardStats() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => api.get<AdminDashboardStats>('/admin/dashboard') });
}
