import { ShoppingOutlined } from '@ant-design/icons';
import type { OrderView } from '@resellpk/contracts';
import { CATALOG_MSG, ORDER_MSG, shortOrderId } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { RequireAuth } from '@resellpk/web-session';
import { EmptyState, PageHeader } from '@resellpk/web-ui';
import { Button, Card, Divider, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CancelOrderButton } from '../../features/orders/CancelOrderButton';
import { CustomerBlock, OrderDate, OrderItems, OrderTotals, StatusTag, TrackingBlock } from '../../features/orders/OrderBits';
import { useOrders } from '../../features/orders/orders-api';
import { LoadError } from '../../features/wallet/LoadError';
import { LinkButton } from '../../shared/LinkButton';
import { PageContainer } from '../../shared/PageContainer';

function OrderCard({ order }: { order: OrderView }) {
  const t = useT();
  return (
    <Card size="small" data-testid="order-card" data-order-id={order.id}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <Link to={`/orders/${order.id}`} style={{ fontWeight: 700, color: 'inherit' }} data-testid="order-number">
          {t('Order #{{id}}', { id: shortOrderId(order.id) })}
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

function MyOrders() {
  const t = useT();
  const orders = useOrders();
  const items = orders.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <PageContainer width="text">
      <PageHeader title={t('My Orders')} />
      {orders.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {orders.isError && !orders.data && <LoadError message={t('Failed to load your orders')} onRetry={() => void orders.refetch()} />}
      {orders.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<ShoppingOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />}
          title={t(ORDER_MSG.noOrders)}
          action={
            <LinkButton to="/products" type="primary">
              {t(CATALOG_MSG.browseProducts)}
            </LinkButton>
          }
        />
      )}
      {items.length > 0 && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="order-list">
          {items.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Space>
      )}
      {orders.hasNextPage && (
        <Button block style={{ marginTop: 12 }} onClick={() => void orders.fetchNextPage()} loading={orders.isFetchingNextPage}>
          {t('Load more')}
        </Button>
      )}
    </PageContainer>
  );
}

/** `/orders`: My Orders, live (the shell's socket refreshes the list on a status change). Logged out -> /login. */
export function OrdersPage() {
  return (
    <RequireAuth>
      <MyOrders />
    </RequireAuth>
  );
}
