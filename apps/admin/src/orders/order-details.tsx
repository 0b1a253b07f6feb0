import { Typography } from 'antd';
import type { OrderView } from '@resellpk/contracts';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { OrderCustomerSection } from './order-customer-section';
import { OrderHistorySection } from './order-history-section';
import { OrderItemsSection } from './order-items-section';
import { OrderShippingSection } from './order-shipping-section';
import { OrderTotalsSection } from './order-totals-section';

/** The order drawer's body: when it was placed and its ID, then customer, items, totals, shipping and history. */
export function OrderDetails({ order, resellerName, resellerEmail }: { order: OrderView; resellerName: string; resellerEmail: string }) {
  const t = useT();
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }} copyable={{ text: order.id, tooltips: [t('Copy order ID'), t('Copied')] }}>
        {t('Placed {{date}}', { date: formatDateTime(order.createdAt) })} · <span dir="ltr">{order.id}</span>
      </Typography.Paragraph>
      <OrderCustomerSection order={order} resellerName={resellerName} resellerEmail={resellerEmail} />
      <OrderItemsSection order={order} />
      <OrderTotalsSection order={order} />
      <OrderShippingSection order={order} />
      <OrderHistorySection order={order} />
    </>
  );
}
