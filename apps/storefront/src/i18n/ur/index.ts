import { accountUr } from './account';
import { authUr } from './auth';
import { catalogUr } from './catalog';
import { coinsUr } from './coins';
import { infoUr } from './info';
import { landingUr } from './landing';
import { legalUr } from './legal';
import { ordersUr } from './orders';
import { partnerUr } from './partner';
import { pricingUr } from './pricing';
import { walletUr } from './wallet';
import { withdrawalsUr } from './withdrawals';

/**
 * Every Urdu string of the storefront remote, one file per feature. This module is only reached
 * through a dynamic import (../load-urdu.ts), so an English visit never downloads it.
 */
export const storefrontUr: Record<string, string> = {
  ...authUr,
  ...catalogUr,
  ...coinsUr,
  ...accountUr,
  ...pricingUr,
  ...landingUr,
  ...infoUr,
  ...legalUr,
  ...walletUr,
  ...ordersUr,
  ...partnerUr,
  ...withdrawalsUr,
};
