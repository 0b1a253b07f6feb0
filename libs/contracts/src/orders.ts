import type { CallersOf, Command, ConsumersOf, NoData } from './bus/command';
import { subjectsOf } from './bus/command';
import type { ServiceHealth } from './services';

export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderCounts = Record<OrderStatus, number>;

/** orders-service's request-reply subjects (`orders.<verb>`) and their contracts. */
export interface OrdersCommands {
  'orders.health': Command<NoData, ServiceHealth>;
  /** staff: number of orders per status, for the dashboard's New Orders (processing) */
  'orders.countByStatus': Command<NoData, OrderCounts>;
}

/** Who may send each subject (NATS refuses everyone else). */
export const ORDERS_CALLERS = {
  'orders.health': ['gateway'],
  'orders.countByStatus': ['gateway'],
} as const satisfies CallersOf<OrdersCommands>;

export const OrdersSubjects = subjectsOf<OrdersCommands, 'orders'>('orders', ORDERS_CALLERS);

/** The events of orders-service (stream ORDERS, `orders.<entity>.<event>.v<N>`) and their payloads. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- events are declared here as they ship
export interface OrdersEventMap {}
export const OrdersEvents = {} as const satisfies Record<string, keyof OrdersEventMap>;
/** Which services consume each event (one durable consumer each). */
export const ORDERS_EVENT_CONSUMERS = {} as const satisfies ConsumersOf<OrdersEventMap>;
