import type { StaffOrderAction } from './order-actions';

/** English; the keys for t() (`{{ref}}`, `{{total}}` and `{{profit}}` filled in) */
interface Texts {
  title: string;
  body: string;
  ok: string;
  done: string;
  danger: boolean;
}

/** What the confirmation of each staff move says: its question, explanation, button and toast. */
export const ORDER_ACTION_TEXTS: Record<StaffOrderAction, Texts> = {
  ship: {
    title: 'Mark order {{ref}} as shipped?',
    body: 'Enter the courier and tracking details. The reseller is notified and can share the tracking link with the customer.',
    ok: 'Mark as shipped',
    done: 'Order marked as shipped',
    danger: false,
  },
  deliver: {
    title: 'Mark order {{ref}} as delivered?',
    body: "The customer has paid the courier {{total}}. The reseller's profit of {{profit}} is credited to their wallet. This cannot be undone.",
    ok: 'Mark as delivered',
    done: 'Order marked as delivered',
    danger: false,
  },
  cancel: {
    title: 'Cancel order {{ref}}?',
    body: 'The stock is put back and any coins the order spent are refunded to the reseller.',
    ok: 'Cancel order',
    done: 'Order cancelled',
    danger: true,
  },
  return: {
    title: 'Mark order {{ref}} as returned?',
    body: 'The customer refused the parcel. The stock is put back and any coins the order spent are refunded; no profit is paid.',
    ok: 'Mark as returned',
    done: 'Order marked as returned',
    danger: true,
  },
};
