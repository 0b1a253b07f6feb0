import type { PlanCode, PurchasablePlan } from '@resellpk/contracts';

export type { PurchasablePlan };

/** Every plan other than free gives premium access (wholesale prices, premium-only products). */
export function hasPremiumAccess(plan: PlanCode | null | undefined): boolean {
  return !!plan && plan !== 'free';
}

/** Label for a plan code; legacy basic/vip are shown as they are. */
export function planLabel(plan: PlanCode): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

/** The plan catalogue of PRODUCT.md and SPEC section 9. */
export const PLANS: readonly PurchasablePlan[] = [
  {
    code: 'premium',
    name: 'Premium',
    pricePaisa: 2500_00,
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

/** The landing page's three marketing cards (SPEC section 2, PRODUCT.md wording for Free). */
export const LANDING_PLAN_CARDS = [
  {
    code: 'free',
    name: 'Free',
    pricePaisa: 0,
    period: '',
    features: ['Browse and order at retail prices', 'Earn and use discount coins', 'Cash on delivery for your customers'],
    cta: { label: 'Sign Up Free', to: '/signup' },
  },
  {
    code: 'basic',
    name: 'Basic',
    pricePaisa: 1000_00,
    period: 'per month',
    features: ['Basic and premium products', 'Unlimited orders', 'Priority support'],
    cta: { label: 'Upgrade Now', to: '/pricing' },
  },
  {
    code: 'vip',
    name: 'VIP',
    pricePaisa: 3000_00,
    period: 'per month',
    features: ['All products', 'Exclusive high-profit products', 'Priority fulfilment', 'Round-the-clock support'],
    cta: { label: 'Contact Sales', to: '/pricing' },
  },
] as const;
