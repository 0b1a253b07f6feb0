import { COIN_PACKS, MONEY_MOVEMENT_POLICY, type MoneyMovementSubject, type MovementTypeOf } from '@resellpk/contracts';
import { PARTNER_PLANS, PREMIUM_PRICE_PAISA } from './plans';

/** The dearest coin pack and partner plan: no single pack or plan payment (or its refund) is larger. */
const DEAREST_COIN_PACK_PAISA = Math.max(...COIN_PACKS.map((p) => p.pricePaisa));
const DEAREST_PARTNER_PLAN_PAISA = Math.max(...PARTNER_PLANS.map((p) => p.pricePaisa));

/**
 * The largest amount each money command may move per ledger type, in paisa (the types are
 * MONEY_MOVEMENT_POLICY's; a type added there does not compile until it has a limit here).
 */
export const MONEY_MOVEMENT_LIMITS: { readonly [S in MoneyMovementSubject]: { readonly [T in MovementTypeOf<S>]: number } } = {
  'wallet-payments.payCoinPack': { coin_pack: DEAREST_COIN_PACK_PAISA },
  'wallet-payments.payPartnerPlan': { plan_subscription: DEAREST_PARTNER_PLAN_PAISA },
  'wallet-payments.refundPartnerPlan': { refund: DEAREST_PARTNER_PLAN_PAISA },
  'wallet-payments.payPremium': { plan_subscription: PREMIUM_PRICE_PAISA },
  'wallet-payments.debit': { coin_pack: DEAREST_COIN_PACK_PAISA, plan_subscription: DEAREST_PARTNER_PLAN_PAISA },
  'wallet-payments.credit': { refund: DEAREST_PARTNER_PLAN_PAISA },
};

/** What `subject` may move as `type`, in paisa; null when the command may not post that type at all. */
export function movementLimitPaisa(subject: MoneyMovementSubject, type: unknown): number | null {
  const allowed: readonly string[] = MONEY_MOVEMENT_POLICY[subject].types;
  if (typeof type !== 'string' || !allowed.includes(type)) return null;
  return (MONEY_MOVEMENT_LIMITS[subject] as Readonly<Record<string, number>>)[type];
}
