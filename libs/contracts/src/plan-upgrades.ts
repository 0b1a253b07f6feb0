import type { PlanCode } from './roles';

/** Plan upgrade requests live in identity-service (it owns the plan). */
export const PlanUpgradeSubjects = {
  create: 'identity.createUpgradeRequest',
  list: 'identity.listUpgradeRequests',
  approve: 'identity.approveUpgradeRequest',
  reject: 'identity.rejectUpgradeRequest',
  countPending: 'identity.countPendingUpgradeRequests',
} as const;

export const PlanEvents = {
  /** a user's plan became premium (approval) — the notifications issue turns it into plan_upgraded */
  upgradedV1: 'identity.plan.upgraded.v1',
  /** a premium plan ran out and the user is back on free */
  expiredV1: 'identity.plan.expired.v1',
} as const;

export type UpgradeRequestStatus = 'pending' | 'approved' | 'rejected';

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
}
export interface DecideUpgradeRequest {
  id: string;
}
export interface PlanUpgradedV1 {
  userId: string;
  plan: PlanCode;
  planName: string;
  expiresAt: string;
  requestId: string;
}
export interface PlanExpiredV1 {
  userId: string;
  previousPlan: PlanCode;
}
