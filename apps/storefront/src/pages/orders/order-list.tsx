import type { OrderView } from '@resellpk/contracts';
import { orderLabel } from '@resellpk/domain';
import { AntdScope } from '@resellpk/web-antd';
import { isolateLtr, useT } from '@resellpk/web-i18n';
import { Button, Card, Divider, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CancelOrderButton } from '../../features/orders/cancel-order-button';
import { CustomerBlock, OrderDate, OrderItems, OrderTotals, StatusTag, TrackingBlock } from '../../features/orders/order-sections';
import { useOrders } from '../../features/orders/orders-api';
import { LinkButton } from '../../shared/link-button';

function OrderCard({ order }: { order: OrderView }) {
  const t = useT();
  return (
    <Card size="small" data-testid="order-card" data-order-id={order.id}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <Link to={`/orders/${order.id}`} style={{ fontWeight: 700, color: 'inherit' }} data-testid="order-number">
          {t('Order {{ref}}', { ref: isolateLtr(orderLabel(order.id)) })}
        </Link>
        <StatusTag status={order.status} />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <OrderDate iso={order.createdAt} />
      </Typography.Text>
      <Divider style={{ margin: '8px 0' }} />
      <OrderItems order={order} />
      <Divider style={{ margin: '8px 0' }} />
      <CustomerBlock order={order} />
      <div style={{ marginTop: 8 }}>
        <OrderTotals order={order} />
      </div>
      <div style={{ marginTop: 8 }}>
        <TrackingBlock order={order} />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12, justifyContent: 'flex-end' }}>
        <CancelOrderButton order={order} />
        <LinkButton to={`/orders/${order.id}`} size="small" data-testid="order-details">
          {t('View Details')}
        </LinkButton>
      </div>
    </Card>
  );
}

/**
 * The order cards and "Load more", built with antd: loaded by OrdersPage once the user has orders,
 * with its own antd scope (the list's query is the page's, from the same cache).
 */
export default function OrderList() {
  const t = useT();
  const orders = useOrders();
  const items = orders.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <AntdScope>
      <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="order-list">
        {items.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </Space>
      {orders.hasNextPage && (
        <Button block style={{ marginTop: 12 }} onClick={() => void orders.fetchNextPage()} loading={orders.isFetchingNextPage}>
          {t('Load more')}
        </Button>
      )}
    </AntdScope>
  );
}
