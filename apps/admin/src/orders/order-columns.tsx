import { Button, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AdminOrderView } from '@resellpk/contracts';
import { formatPhone, orderLabel } from '@resellpk/domain';
import { isolateLtr, useT } from '@resellpk/web-i18n';
import { PriceText } from '@resellpk/web-ui';
import { OrderPlacedAt } from './order-placed-at';
import { OrderStatusTag } from './order-status';

/** The orders table's columns (wide screens); `onOpen` shows an order in the drawer. */
export function useOrderColumns(onOpen: (order: AdminOrderView) => void): TableColumnsType<AdminOrderView> {
  const t = useT();
  return [
    {
      title: t('Order'),
      key: 'ref',
      width: 140,
      render: (_, o) => (
        <div>
          <Typography.Link strong onClick={() => onOpen(o)} dir="ltr">
            {orderLabel(o.id)}
          </Typography.Link>
          <OrderPlacedAt iso={o.createdAt} />
        </div>
      ),
    },
    {
      title: t('Customer'),
      key: 'customer',
      render: (_, o) => (
        <div style={{ minWidth: 0 }}>
          <Typography.Text style={{ display: 'block', wordBreak: 'break-word' }}>{o.customerName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="ltr">
            {formatPhone(o.customerPhone)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {' · '}
            <span translate="no">{o.customerCity}</span>
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('Reseller'),
      key: 'reseller',
      render: (_, o) => (
        <div style={{ minWidth: 0 }}>
          <Typography.Text style={{ display: 'block' }}>{o.resellerName || t('No name')}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {o.resellerEmail}
          </Typography.Text>
        </div>
      ),
    },
    { title: t('Items'), key: 'items', width: 64, align: 'end', render: (_, o) => o.items.reduce((n, i) => n + i.quantity, 0) },
    { title: t('Total'), key: 'total', width: 110, align: 'end', render: (_, o) => <PriceText paisa={o.totalAmountPaisa} /> },
    { title: t('Profit'), key: 'profit', width: 100, align: 'end', render: (_, o) => <PriceText paisa={o.totalProfitPaisa} /> },
    { title: t('Status'), key: 'status', width: 110, render: (_, o) => <OrderStatusTag status={o.status} /> },
    {
      title: t('Actions'),
      key: 'actions',
      width: 80,
      render: (_, o) => (
        <Button size="small" onClick={() => onOpen(o)} aria-label={t('View order {{ref}}', { ref: isolateLtr(orderLabel(o.id)) })}>
          {t('View')}
        </Button>
      ),
    },
  ];
}
