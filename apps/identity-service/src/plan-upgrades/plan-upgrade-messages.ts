/** Server texts of plan upgrade requests; the pending one is the spec's toast word for word. */
export const UPGRADE_MSG = {
  alreadyPending: 'You already have a pending plan upgrade request. Please wait for admin approval.',
  alreadyPremium: 'You already have premium access.',
  alreadyDecided: 'This request has already been decided.',
  notFound: 'Plan upgrade request not found.',
  onlyPremium: 'Only the premium plan can be requested.',
  onlyResellers: 'Only resellers can request a plan upgrade.',
  badStatus: 'status must be one of: pending, approved, rejected, all',
  /** to staff: the requester holds another paid plan now (or is staff): approving would replace it */
  noLongerEligible: (plan: string) => `This reseller is on the ${plan} plan now, so Premium cannot be added: reject this request. Nothing was charged.`,
  noLongerReseller: 'This account is staff now, and staff accounts do not buy plans: reject this request. Nothing was charged.',
  walletUnavailable: 'The wallet did not answer, so Premium is not active yet. Approve again in a minute: the reseller is charged at most once.',
  /** to staff: the approval the wallet cannot pay (the request stays pending) */
  walletShort: (balance: string, price: string, short: string) =>
    `The reseller's wallet holds ${balance}, and Premium costs ${price}. The request stays pending: the reseller has been asked to top up ${short}. Approve it again once they have.`,
} as const;

export const PLAN_APPROVED_ACTION = 'plan_upgrade.approved';
export const PLAN_REJECTED_ACTION = 'plan_upgrade.rejected';
export const PLAN_EXPIRED_ACTION = 'plan.expired';
