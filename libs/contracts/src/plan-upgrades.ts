import type { PlanCode } from './roles';

export type UpgradeRequestStatus = 'pending' | 'approved' | 'rejected';

export interface ListUpgradeRequestsQuery {
  status?: UpgradeRequestStatus | 'all';
}
export interface CreateUpgradeRequest {
  requestedPlan: 'premium';
}
export interface UpgradeRequestView {
  id: string;
  resellerId: string;
  resellerName: string;
  resellerEmail: string;
  currentPlan: PlanCode;
  requestedPlan: PlanCode;
  status: UpgradeRequestStatus;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  /** the wallet transaction that paid an approved request (null before, and for requests approved before Premium was paid) */
  paymentTransactionId: string | null;
}
export interface DecideUpgradeRequest {
  id: string;
}
export interface PlanUpgradedV1 {
  userId: string;
  plan: PlanCode;
  planName: string;
  expiresAt: string;
  /** the upgrade request, or the subscription for a partner plan */
  requestId: string;
  /** set for a partner plan */
  subscriptionId?: string;
}
export interface PlanExpiredV1 {
  userId: string;
  previousPlan: PlanCode;
}
export interface PremiumPaymentDueV1 {
  userId: string;
  requestId: string;
  pricePaisa: number;
  balancePaisa: number;
  /** what the reseller has to top up: pricePaisa - balancePaisa */
  shortPaisa: number;
}
export interface PlanEndingV1 {
  userId: string;
  plan: PlanCode;
  planName: string;
  expiresAt: string;
}
