import type { BusApp } from './bus/command';
import type { WalletTransactionType } from './wallet-payments';

/** One wallet-payments money command: who may send it, which way it moves money, which ledger types it may post. */
export interface MoneyMovementRule {
  readonly callers: readonly BusApp[];
  readonly direction: 'credit' | 'debit';
  readonly types: readonly WalletTransactionType[];
}

/**
 * The one list of who may move money through wallet-payments, and how. The registry's callers (so
 * the NATS permissions in infra/nats/auth.conf) are derived from it: nobody else can send these
 * subjects. wallet-payments refuses, and logs, any type a command does not list here and any amount
 * above its limit (@resellpk/domain's MONEY_MOVEMENT_LIMITS, from the plan and pack prices).
 * Every other movement (top-ups, order profits, withdrawals) is posted by wallet-payments itself.
 */
export const MONEY_MOVEMENT_POLICY = {
  /** coins: a coin pack paid from the wallet */
  'wallet-payments.payCoinPack': { callers: ['coins'], direction: 'debit', types: ['coin_pack'] },
  /** identity: a partner plan paid from the wallet */
  'wallet-payments.payPartnerPlan': { callers: ['identity'], direction: 'debit', types: ['plan_subscription'] },
  /** identity: a plan cancelled while its payment was on its way, paid back */
  'wallet-payments.refundPartnerPlan': { callers: ['identity'], direction: 'credit', types: ['refund'] },
  /** identity: Premium paid from the wallet when staff approve the request (key premiumPaymentKey) */
  'wallet-payments.payPremium': { callers: ['identity'], direction: 'debit', types: ['plan_subscription'] },
  // Deprecated: the generic commands the three above replace, still served for callers deployed
  // before them (a breaking change is a new version next to the old one until no caller is left,
  // docs/contracts-and-events.md); narrowed to the services and types that really sent them.
  // Nothing in this repository calls them any more: remove them in the next release.
  'wallet-payments.debit': { callers: ['coins', 'identity'], direction: 'debit', types: ['coin_pack', 'plan_subscription'] },
  'wallet-payments.credit': { callers: ['identity'], direction: 'credit', types: ['refund'] },
} as const satisfies Record<string, MoneyMovementRule>;

export type MoneyMovementSubject = keyof typeof MONEY_MOVEMENT_POLICY;
/** The ledger types one money command may post. */
export type MovementTypeOf<S extends MoneyMovementSubject> = (typeof MONEY_MOVEMENT_POLICY)[S]['types'][number];

/** The money commands' callers, as the registry lists callers. */
export const MONEY_MOVEMENT_CALLERS = Object.fromEntries(Object.entries(MONEY_MOVEMENT_POLICY).map(([subject, rule]) => [subject, rule.callers])) as {
  readonly [S in MoneyMovementSubject]: (typeof MONEY_MOVEMENT_POLICY)[S]['callers'];
};
