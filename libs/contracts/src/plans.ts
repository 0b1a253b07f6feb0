/** A plan a reseller can buy or request (the catalogue lives in @resellpk/domain's PLANS). */
export interface PurchasablePlan {
  code: 'premium' | 'starter' | 'pro' | 'elite';
  name: string;
  /** integer paisa */
  pricePaisa: number;
  durationMonths: number;
  /** wholesale allowance in coins; 0 = unlimited (Elite) or not applicable (premium) */
  allowanceCoins: number;
  coinsText: string;
  features: string[];
  isPopular: boolean;
  bestValue: boolean;
  /** how it is obtained: upgrade request approved by an admin, or a wallet-paid subscription */
  acquiredBy: 'upgrade_request' | 'subscription';
}
