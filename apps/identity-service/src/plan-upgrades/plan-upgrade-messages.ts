/** Server texts of plan upgrade requests; the pending one is the spec's toast word for word. */
export const UPGRADE_MSG = {
  alreadyPending: 'You already have a pending plan upgrade request. Please wait for admin approval.',
  alreadyPremium: 'You already have premium access.',
  alreadyDecided: 'This request has already been decided.',
  notFound: 'Plan upgrade request not found.',
  onlyPremium: 'Only the premium plan can be requested.',
  onlyResellers: 'Only resellers can request a plan upgrade.',
  badStatus: 'status must be one of: pending, approved, rejected, all',
} as const;

export const PLAN_APPROVED_ACTION = 'plan_upgrade.approved';
export const PLAN_REJECTED_ACTION = 'plan_upgrade.rejected';
export const PLAN_EXPIRED_ACTION = 'plan.expired';
