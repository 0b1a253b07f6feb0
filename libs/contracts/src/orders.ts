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

/**
 * An order reached `delivered` (once per order). Coins pays the rewards on it: the buyer's first
 * delivered order returns 30 % of its item value as coins; the buyer's referrer gets 1,000 coins on
 * that first delivered order and 50 % of the coins any delivered order spent.
 */
export interface OrderDeliveredV1 {
  orderId: string;
  /** the reseller who placed the order */
  userId: string;
  /** integer paisa: the items' value (what the 30 % first-order bonus is computed on) */
  itemValuePaisa: number;
  /** coins the order spent at checkout (exact decimal string, "0.0000" when none) */
  coinsSpent: string;
  deliveredAt: string;
}

/** The events of orders-service (stream ORDERS, `orders.<entity>.<event>.v<N>`) and their payloads. */
export interface OrdersEventMap {
  'orders.order.delivered.v1': OrderDeliveredV1;
}
export const OrdersEvents = {
  orderDeliveredV1: 'orders.order.delivered.v1',
} as const satisfies Record<string, keyof OrdersEventMap>;
/** Which services consume each event (one durable consumer each). */
export const ORDERS_EVENT_CONSUMERS = {
  // coins: the first-order bonus and the referral rewards, paid on delivery
  'orders.order.delivered.v1': ['coins'],
} as const satisfies ConsumersOf<OrdersEventMap>;
