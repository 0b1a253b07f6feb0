import { Descriptions, Divider, Typography } from 'antd';
import type { OrderView } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';

/** The order drawer's "Shipping": courier, tracking ID and link, once the order has shipped (nothing before). */
export function OrderShippingSection({ order }: { order: OrderView }) {
  const t = useT();
  if (!order.courier) return null;
  return (
    <>
      <Divider titlePlacement="start">{t('Shipping')}</Divider>
      <Descriptions column={1} size="small" data-testid="order-shipping">
        <Descriptions.Item label={t('Courier')}>{order.courier}</Descriptions.Item>
        <Descriptions.Item label={t('Tracking ID')}>
          <Typography.Text copyable={{ tooltips: [t('Copy tracking ID'), t('Copied')] }}>{order.trackingId}</Typography.Text>
        </Descriptions.Item>
        {order.trackingLink && (
          <Descriptions.Item label={t('Tracking link')}>
            <a href={order.trackingLink} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
              {order.trackingLink}
            </a>
          </Descriptions.Item>
        )}
      </Descriptions>
    </>
  );
}
