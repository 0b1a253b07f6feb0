import type { PlanCode, PurchasablePlan, Role } from '@resellpk/contracts';
import { whatsAppChatLink } from './whatsapp-link';

export type { PurchasablePlan };

/** Every plan other than free gives premium access (wholesale prices, premium-only products). */
export function hasPremiumAccess(plan: PlanCode | null | undefined): boolean {
  return !!plan && plan !== 'free';
}

/**
 * The plan a user holds at `now`: a paid plan whose end date has passed (the expiry job's rule,
 * `plan_expires_at < now`) gives no premium access and counts as free, also before the job has
 * written it back to free.
 */
export function planInForce(plan: PlanCode, expiresAt: Date | string | null | undefined, now: Date = new Date()): { plan: PlanCode; premiumAccess: boolean } {
  const ended = expiresAt != null && new Date(expiresAt).getTime() < now.getTime();
  const current: PlanCode = ended ? 'free' : plan;
  return { plan: current, premiumAccess: hasPremiumAccess(current) };
}

/**
 * Whether a user may ask for Premium: a reseller without premium access, or one whose Premium ends
 * within PLAN_REMINDER_DAYS days (a renewal, added on to the end). Partner plans renew on /partner.
 */
export function mayRequestPremium(role: Role, plan: PlanCode, expiresAt: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (role !== 'reseller') return false;
  if (!hasPremiumAccess(plan)) return true;
  return plan === 'premium' && expiresAt != null && new Date(expiresAt).getTime() - now.getTime() <= PLAN_REMINDER_DAYS * 86_400_000;
}

/** Label for a plan code; legacy basic/vip are shown as they are. */
export function planLabel(plan: PlanCode): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

/** Premium's price: debited from the wallet when staff approve the request (PRODUCT.md "Plans"). */
export const PREMIUM_PRICE_PAISA = 2500_00;
/** How long one approval of Premium lasts, in days (counted on from a Premium still running). */
export const PREMIUM_DAYS = 30;
/** How many days before a paid plan ends its holder is reminded. */
export const PLAN_REMINDER_DAYS = 3;

/** The plan catalogue of PRODUCT.md and SPEC section 9. */
export const PLANS: readonly PurchasablePlan[] = [
  {
    code: 'premium',
    name: 'Premium',
    pricePaisa: PREMIUM_PRICE_PAISA,
    durationMonths: 1,
    allowanceCoins: 0,
    coinsText: 'Wholesale prices on every product',
    features: ['Wholesale pricing', 'Premium-only products', 'Priority support', 'Discounted shipping', 'Higher margins'],
    // one "Popular" plan on /pricing (Pro); Premium is offered by the catalogue's upgrade dialog
    isPopular: false,
    bestValue: false,
    acquiredBy: 'upgrade_request',
  },
  {
    code: 'starter',
    name: 'Starter',
    pricePaisa: 1500_00,
    durationMonths: 1,
    allowanceCoins: 50_000,
    coinsText: '50,000 coins',
    features: ['Wholesale prices', 'Ends when the month or the 50,000 coins run out', 'Coins from other methods do not extend the plan'],
    isPopular: false,
    bestValue: false,
    acquiredBy: 'subscription',
  },
  {
    code: 'pro',
    name: 'Pro',
    pricePaisa: 3000_00,
    durationMonths: 6,
    allowanceCoins: 400_000,
    coinsText: '400,000 coins',
    features: ['Wholesale prices', 'Ends when the 6 months or the 400,000 coins run out', 'Coins from other methods do not extend the plan'],
    isPopular: true,
    bestValue: false,
    acquiredBy: 'subscription',
  },
  {
    code: 'elite',
    name: 'Elite',
    pricePaisa: 5000_00,
    durationMonths: 12,
    allowanceCoins: 0,
    coinsText: 'Unlimited coins',
    features: [
      'Dropshipping parcels with your own brand',
      'Free digital marketing course (worth Rs. 50,000)',
      'Priority support',
      'Free basic e-commerce website',
    ],
    isPopular: false,
    bestValue: true,
    acquiredBy: 'subscription',
  },
];

/**
 * The Free plan as plan cards show it (PRODUCT.md "Plans": the Free card's wording). Not in PLANS:
 * nobody buys it. Every screen that shows plans shows this card and PLANS, nothing else (the seed's
 * landing cards "Basic" and "VIP" exist nowhere else and are dropped).
 */
export const FREE_PLAN_CARD = {
  code: 'free',
  name: 'Free',
  pricePaisa: 0,
  features: ['Browse and order at retail prices', 'Earn and use discount coins', 'Cash on delivery for your customers'],
} as const;

/** The partner plans of SPEC section 9 (Starter, Pro, Elite), from the one catalogue above. */
export const PARTNER_PLANS: readonly PurchasablePlan[] = PLANS.filter((p) => p.acquiredBy === 'subscription');

export function partnerPlan(code: unknown): PurchasablePlan | undefined {
  return PARTNER_PLANS.find((p) => p.code === code);
}

/** Texts of partner plans: the spec's toasts word for word, the server's refusals plainly. */
export const PARTNER_MSG = {
  loginRequired: 'Please login to subscribe to a plan.',
  errorTitle: 'Subscription Error',
  errorMessage: 'Failed to create subscription. Please try again.',
  unknownPlan: 'planType must be one of: starter, pro, elite',
  onlyResellers: 'Only resellers can subscribe to a partner plan.',
  otherPending: (planName: string) => `You already have a pending ${planName} subscription. Cancel it before choosing another plan.`,
  alreadyActive: (planName: string, endDate: string) => `Your ${planName} plan is already active until ${endDate}.`,
  notFound: 'Subscription not found.',
  notPending: 'Only a pending subscription can be cancelled.',
  activated: (planName: string) => `Your ${planName} plan is now active.`,
  noActivePlan: 'No active partner plan with a wholesale allowance.',
  allowanceShort: 'The wholesale allowance left cannot cover this order.',
  allowanceKeyReused: 'This order already used a different allowance amount.',
  allowanceReleased: 'This order was cancelled; its wholesale allowance was already given back.',
  badOrderId: 'orderId is required',
  badAmount: 'amountPaisa must be a whole number above 0',
} as const;

/**
 * Elite perks: the WhatsApp chat link with the prefilled message (SPEC section 9), to the support
 * number staff publish (stored +923XXXXXXXXX; the admin's settings, never a constant).
 */
export function eliteWhatsAppLink(supportWhatsApp: string): string {
  const text = 'Hi! I have subscribed to the Elite plan on ResellPK and would like to claim my Elite benefits: dropshipping parcels with my own brand, the free digital marketing course, priority support and the free basic e-commerce website.';
  return whatsAppChatLink(supportWhatsApp, text);
}
