import { Descriptions, Typography } from 'antd';
import type { OrderView } from '@resellpk/contracts';
import { formatPhone } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';

/** The order drawer's "Customer" table: who gets the parcel and where, and the reseller who ordered it. */
export function OrderCustomerSection({ order, resellerName, resellerEmail }: { order: OrderView; resellerName: string; resellerEmail: string }) {
  const t = useT();
  return (
    <Descriptions title={t('Customer')} column={1} size="small" bordered>
      <Descriptions.Item label={t('Name')}>{order.customerName}</Descriptions.Item>
      <Descriptions.Item label={t('Phone')}>
        <a href={`tel:${order.customerPhone}`} dir="ltr">
          {formatPhone(order.customerPhone)}
        </a>
      </Descriptions.Item>
      {/* what the reseller typed: never translated */}
      <Descriptions.Item label={t('Address')}>
        <span translate="no">{order.customerAddress}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('City')}>
        <span translate="no">{order.customerCity}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('Reseller')}>
        {resellerName || t('No name')}
        <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {resellerEmail}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}
