import { Alert, Button, Descriptions, Divider, Drawer, Flex, Grid, Result, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import type { AdminOrderView, OrderView } from '@resellpk/contracts';
import { formatCoins, formatPhone, formatPKR, orderLabel, parseCoinUnits } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { formatDateTime, isolateLtr, useT } from '@resellpk/web-i18n';
import { PriceText } from '@resellpk/web-ui';
import { staffActionsFor, type StaffOrderAction } from './order-actions';
import { CHANGED_BY_LABEL, ORDER_STATUS_LABEL, OrderStatusTag } from './order-status';
import { OrderActionDialog } from './order-action-dialog';
import { useAdminOrder } from './orders-api';

const ACTION_BUTTON: Record<StaffOrderAction, { label: string; primary?: boolean; danger?: boolean }> = {
  ship: { label: 'Mark as shipped', primary: true },
  deliver: { label: 'Mark as delivered', primary: true },
  cancel: { label: 'Cancel order', danger: true },
  return: { label: 'Mark as returned', danger: true },
};

/** One order for staff: items, customer, totals, shipping, the status history and the moves allowed now. */
export function OrderDrawer({ row, onClose }: { row: AdminOrderView | null; onClose: () => void }) {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const fresh = useAdminOrder(row?.id ?? null);
  const [action, setAction] = useState<StaffOrderAction | null>(null);
  // the list row shows at once; the fresh copy replaces it when it arrives
  const order: OrderView | undefined = fresh.data ?? row ?? undefined;

  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={screens.md ? 640 : '100%'}
      title={row ? t('Order {{ref}}', { ref: isolateLtr(orderLabel(row.id)) }) : undefined}
      extra={order ? <OrderStatusTag status={order.status} /> : null}
      destroyOnHidden
      footer={
        order && staffActionsFor(order.status).length > 0 ? (
          <Flex gap={8} wrap justify="flex-end">
            {staffActionsFor(order.status).map((a) => (
              <Button key={a} type={ACTION_BUTTON[a].primary ? 'primary' : 'default'} danger={ACTION_BUTTON[a].danger} onClick={() => setAction(a)}>
                {t(ACTION_BUTTON[a].label)}
              </Button>
            ))}
          </Flex>
        ) : null
      }
    >
      {fresh.isError && !order && (
        <Result status="warning" title={t('Failed to load the order')} subTitle={isApiError(fresh.error) ? t(fresh.error.message) : undefined} />
      )}
      {!order && fresh.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {order && row && (
        <>
          {fresh.isError && <Alert type="warning" showIcon title={t('Showing the order as listed: it could not be refreshed.')} style={{ marginBottom: 12 }} />}
          <OrderDetails order={order} resellerName={row.resellerName} resellerEmail={row.resellerEmail} />
          <OrderActionDialog order={order} action={action} onClose={() => setAction(null)} />
        </>
      )}
    </Drawer>
  );
}

function OrderDetails({ order, resellerName, resellerEmail }: { order: OrderView; resellerName: string; resellerEmail: string }) {
  const t = useT();
  const coinsSpent = (parseCoinUnits(order.coinsSpent) ?? 0n) > 0n;
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }} copyable={{ text: order.id, tooltips: [t('Copy order ID'), t('Copied')] }}>
        {t('Placed {{date}}', { date: formatDateTime(order.createdAt) })} · <span dir="ltr">{order.id}</span>
      </Typography.Paragraph>

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

      <Divider titlePlacement="start">{t('Items')}</Divider>
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="order-items">
        {order.items.map((item) => (
          <li key={item.id}>
            <Flex gap={12} align="flex-start">
              {item.image && <img src={item.image.cardUrl} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6, flex: 'none' }} />}
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong style={{ wordBreak: 'break-word' }}>
                  {item.name}
                </Typography.Text>
                {item.isGift && (
                  <Tag color="green" style={{ marginInlineStart: 8 }}>
                    {t('Free gift')}
                  </Tag>
                )}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {t('{{qty}} × {{price}}', { qty: item.quantity, price: formatPKR(item.unitPricePaisa) })}
                  {item.profitAmountPaisa > 0 ? ` · ${t('profit {{amount}}', { amount: formatPKR(item.profitAmountPaisa) })}` : ''}
                  {` · ${t('wholesale {{amount}}', { amount: formatPKR(item.wholesalePricePaisa) })}`}
                </Typography.Text>
              </div>
              <PriceText paisa={item.totalPricePaisa} style={{ fontWeight: 600 }} />
            </Flex>
          </li>
        ))}
      </Flex>

      <Divider titlePlacement="start">{t('Totals')}</Divider>
      <Descriptions column={1} size="small" data-testid="order-totals">
        <Descriptions.Item label={t('Items')}>
          <PriceText paisa={order.itemsPaisa} />
        </Descriptions.Item>
        <Descriptions.Item label={t('Wholesale value')}>
          <PriceText paisa={order.totalWholesalePricePaisa} />
        </Descriptions.Item>
        <Descriptions.Item label={t('Reseller profit')}>
          <PriceText paisa={order.totalProfitPaisa} />
        </Descriptions.Item>
        <Descriptions.Item label={t('Shipping ({{kg}} kg)', { kg: order.totalWeightKg })}>
          <PriceText paisa={order.shippingPaisa} />
        </Descriptions.Item>
        {coinsSpent && <Descriptions.Item label={t('Coins spent')}>{formatCoins(order.coinsSpent)}</Descriptions.Item>}
        <Descriptions.Item label={<strong>{t('Customer pays')}</strong>}>
          <PriceText paisa={order.totalAmountPaisa} style={{ fontWeight: 700 }} />
        </Descriptions.Item>
      </Descriptions>

      {order.courier && (
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
      )}

      <Divider titlePlacement="start">{t('History')}</Divider>
      {order.history.length === 0 ? (
        <Typography.Text type="secondary">{t('No status changes yet.')}</Typography.Text>
      ) : (
        <Timeline
          data-testid="order-history"
          items={order.history.map((h, i) => ({
            key: `${h.at}-${i}`,
            content: (
              <div>
                <Typography.Text strong>{t(ORDER_STATUS_LABEL[h.status])}</Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  <time dateTime={h.at}>{formatDateTime(h.at)}</time> · {t('by {{who}}', { who: h.byName ?? t(CHANGED_BY_LABEL[h.by]) })}
                </Typography.Text>
                {h.note && <Typography.Text style={{ display: 'block' }}>{h.note}</Typography.Text>}
              </div>
            ),
          }))}
        />
      )}
    </>
  );
}
