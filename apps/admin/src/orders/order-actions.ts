import type { OrderStatus } from '@resellpk/contracts';
import { ORDER_TRANSITIONS } from '@resellpk/domain';

/** What staff can do to an order: each action moves it to one status. */
export type StaffOrderAction = 'ship' | 'deliver' | 'cancel' | 'return';

export const ACTION_TARGET: Record<StaffOrderAction, OrderStatus> = {
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  return: 'returned',
};
const ACTION_FOR = Object.fromEntries(Object.entries(ACTION_TARGET).map(([action, to]) => [to, action])) as Partial<Record<OrderStatus, StaffOrderAction>>;

/** The buttons for an order: the staff moves of the domain's transition rules (the server enforces the same). */
export function staffActionsFor(status: OrderStatus): StaffOrderAction[] {
  return (ORDER_TRANSITIONS.staff[status] ?? []).flatMap((to) => ACTION_FOR[to] ?? []);
}
