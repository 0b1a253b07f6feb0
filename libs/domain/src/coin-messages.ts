import { groupThousands } from './money';

/** The spec's coin texts, word for word, and the server's own where the spec has none. */
export const COIN_MSG = {
  // spec (section 8/9)
  purchaseFailed: 'Purchase Failed: There was an error processing your coin purchase.',
  linkCopied: 'Link Copied!',
  codeCopied: 'Code Copied!',
  copyFailed: 'Copy Failed: Please copy the link/code manually.',
  referralUnavailable: 'Unable to load referral code. Please try again later.',
  insufficientCoins: 'You need {n} coins to get this discount.',
  firstPurchaseSuffix: ' (First purchase bonus)',
  purchaseDescription: 'Purchased {coins} coins for Rs. {amount}',
  // server
  walletCannotPay: 'Your wallet balance is not enough for this coin pack. Add funds to your wallet and try again.',
  accountNotReady: 'Your coin account is being set up. Please try again in a moment.',
  unknownPack: 'Choose one of the coin packs.',
  badPurchaseKey: 'A purchase needs an idempotency key of 1 to 100 letters, digits, - or _.',
  purchaseKeyReused: 'This purchase key was already used for another coin pack.',
  unknownReferralCode: 'This referral code does not exist. Check the link or sign up without a code.',
  badCoinAmount: 'The coin amount must be above 0 with at most 4 decimals.',
  orderAlreadyRefunded: "This order's coins were already refunded.",
  orderDelivered: "This order was delivered; its coins are not refunded.",
  orderOfAnotherUser: 'This order belongs to another user.',
  welcomeBonus: 'Welcome bonus',
  miningDescription: 'Mining rewards for {hours} hours',
  usageDescription: 'Coins used for order {order}',
  refundDescription: 'Coins refunded for order {order}',
  firstOrderBonusDescription: 'First order bonus: 30% of order {order}',
  referralRewardDescription: 'Referral reward for order {order}',
} as const;

/** `Purchased 1000 coins for Rs. 250 (First purchase bonus)` */
export function coinPurchaseDescription(coins: number, rupees: number, firstPurchase: boolean): string {
  const base = COIN_MSG.purchaseDescription.replace('{coins}', String(coins)).replace('{amount}', groupThousands(rupees));
  return firstPurchase ? base + COIN_MSG.firstPurchaseSuffix : base;
}
