import type { OrderStatus } from '@resellpk/contracts';

export interface StatusLook {
  label: string;
  /** antd Tag colour: processing the default, shipped gold (yellow), delivered green, the others grey */
  color: string;
  icon: 'clock' | 'truck' | 'check' | 'close' | 'rollback';
}

/** How each order status looks on a card (spec 2, "Orders page"). */
export const ORDER_STATUS_LOOK: Record<OrderStatus, StatusLook> = {
  processing: { label: 'Processing', color: 'default', icon: 'clock' },
  shipped: { label: 'Shipped', color: 'gold', icon: 'truck' },
  delivered: { label: 'Delivered', color: 'green', icon: 'check' },
  cancelled: { label: 'Cancelled', color: '#6b7280', icon: 'close' },
  returned: { label: 'Returned', color: '#6b7280', icon: 'rollback' },
};

export function statusLook(status: string): StatusLook {
  return ORDER_STATUS_LOOK[status as OrderStatus] ?? { label: status, color: '#6b7280', icon: 'clock' };
}

/** Only http(s) tracking links are made clickable (a stored link is staff input). */
export function safeTrackingLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
