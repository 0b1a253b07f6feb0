import { SERVICES } from './services';

export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** orders-service subjects. */
export const OrdersSubjects = {
  health: SERVICES.orders.healthSubject,
  /** staff: number of orders per status, for the dashboard's New Orders (processing) */
  countByStatus: 'orders.countByStatus',
} as const;

export type OrderCounts = Record<OrderStatus, number>;
