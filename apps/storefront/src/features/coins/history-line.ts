import type { CoinTransactionView } from '@resellpk/contracts';
import { COIN_MSG, fillMessage, formatPKR } from '@resellpk/domain';

type Translate = (key: string) => string;

/** Each type's text (COIN_MSG: the Urdu bundle translates them with their {placeholders}). */
const TEXT: Record<string, string> = {
  signup_bonus: COIN_MSG.welcomeBonus,
  mining: COIN_MSG.miningDescription,
  purchase: COIN_MSG.purchaseDescription,
  usage: COIN_MSG.usageDescription,
  refund: COIN_MSG.refundDescription,
  first_purchase_bonus: COIN_MSG.firstOrderBonusDescription,
  referral_bonus: COIN_MSG.referralRewardDescription,
};

/**
 * The words of one coin history line in the current language, from its type and values (issue 34,
 * 14: the description is the server's English). A type this client does not know, or a line
 * lacking a value its text needs, reads as `fallback` (the type's label).
 */
export function coinHistoryText(row: Pick<CoinTransactionView, 'type'> & { values?: CoinTransactionView['values'] }, t: Translate, fallback: string): string {
  const template = TEXT[row.type];
  if (!template) return fallback;
  const v = row.values ?? {};
  const filled: Record<string, string> = {};
  if (v.orderNumber) filled['order'] = `#${v.orderNumber}`;
  if (typeof v.hours === 'number') filled['hours'] = v.hours.toFixed(2);
  if (v.coins !== undefined && Number.isFinite(Number(v.coins))) filled['coins'] = String(Number(v.coins));
  if (typeof v.pricePaisa === 'number') filled['amount'] = formatPKR(v.pricePaisa, { prefix: '' });
  const needed = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (needed.some((name) => !filled[name])) return fallback;
  const text = fillMessage(t(template), filled);
  return row.type === 'purchase' && v.firstPurchase ? text + t(COIN_MSG.firstPurchaseSuffix) : text;
}
