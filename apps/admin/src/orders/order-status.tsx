import { Tag } from 'antd';
import type { OrderStatus, OrderStatusChange } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';

/** English; the keys for t() */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};
const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  processing: 'gold',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'red',
  returned: 'purple',
};
/** Who moved an order when no name is known (English; the keys for t()). */
export const CHANGED_BY_LABEL: Record<OrderStatusChange['by'], string> = { reseller: 'Reseller', staff: 'Staff', system: 'System' };

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <Tag color={ORDER_STATUS_COLOR[status]} style={{ marginInlineEnd: 0 }} data-testid="order-status">
      {t(ORDER_STATUS_LABEL[status])}
    </Tag>
  );
}
