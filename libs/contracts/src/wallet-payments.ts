import type { CallersOf, Command, ConsumersOf, NoData } from './bus/command';
import { subjectsOf } from './bus/command';
import type { ServiceHealth } from './services';

/** wallet-payments-service's request-reply subjects (`wallet-payments.<verb>`) and their contracts. */
export interface WalletPaymentsCommands {
  'wallet-payments.health': Command<NoData, ServiceHealth>;
  /** staff: how many wallets rows exist */
  'wallet-payments.countWallets': Command<NoData, { total: number }>;
}

/** Who may send each subject (NATS refuses everyone else). */
export const WALLET_PAYMENTS_CALLERS = {
  'wallet-payments.health': ['gateway'],
  'wallet-payments.countWallets': ['gateway'],
} as const satisfies CallersOf<WalletPaymentsCommands>;

export const WalletPaymentsSubjects = subjectsOf<WalletPaymentsCommands, 'wallet-payments'>('wallet-payments', WALLET_PAYMENTS_CALLERS);

/** The events of wallet-payments-service (stream WALLET_PAYMENTS, `wallet-payments.<entity>.<event>.v<N>`) and their payloads. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- events are declared here as they ship
export interface WalletPaymentsEventMap {}
export const WalletPaymentsEvents = {} as const satisfies Record<string, keyof WalletPaymentsEventMap>;
/** Which services consume each event (one durable consumer each). */
export const WALLET_PAYMENTS_EVENT_CONSUMERS = {} as const satisfies ConsumersOf<WalletPaymentsEventMap>;
