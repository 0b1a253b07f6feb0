import type { CallersOf, Command, ConsumersOf, NoData } from './bus/command';
import { subjectsOf } from './bus/command';
import type { ServiceHealth } from './services';

/** coins-service's request-reply subjects (`coins.<verb>`) and their contracts. */
export interface CoinsCommands {
  'coins.health': Command<NoData, ServiceHealth>;
  /** staff: how many discount_coins rows exist */
  'coins.countAccounts': Command<NoData, { total: number }>;
}

/** Who may send each subject (NATS refuses everyone else). */
export const COINS_CALLERS = {
  'coins.health': ['gateway'],
  'coins.countAccounts': ['gateway'],
} as const satisfies CallersOf<CoinsCommands>;

export const CoinsSubjects = subjectsOf<CoinsCommands, 'coins'>('coins', COINS_CALLERS);

/** The events of coins-service (stream COINS, `coins.<entity>.<event>.v<N>`) and their payloads. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- events are declared here as they ship
export interface CoinsEventMap {}
export const CoinsEvents = {} as const satisfies Record<string, keyof CoinsEventMap>;
/** Which services consume each event (one durable consumer each). */
export const COINS_EVENT_CONSUMERS = {} as const satisfies ConsumersOf<CoinsEventMap>;
