import { ArrowLeftOutlined } from '@ant-design/icons';
import type { OrderStatusChange } from '@resellpk/contracts';
import { ORDER_MSG, orderLabel } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { isolateLtr, useT } from '@resellpk/web-i18n';
import { PageHeader } from '@resellpk/web-ui';
import { Alert, Card, Skeleton, Space, Timeline, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { CancelOrderButton } from '../../features/orders/cancel-order-button';
import { CustomerBlock, OrderDate, OrderItems, OrderTotals, StatusTag, TrackingBlock } from '../../features/orders/order-sections';
import { statusLook } from '../../features/orders/order-status';
import { useOrder } from '../../features/orders/orders-api';
import { LoadError } from '../../features/wallet/load-error';
import { LinkButton } from '../../shared/link-button';
import { PageContainer } from '../../shared/page-container';

export const BY_WHOM: Record<OrderStatusChange['by'], string> = { reseller: 'by you', staff: 'by ResellPK staff', system: 'automatically' };

function History({ history }: { history: OrderStatusChange[] }) {
  const t = useT();
  return (
    <Timeline
      data-testid="order-history"
      items={history.map((change) => ({
        color: change.status === 'delivered' ? 'green' : change.status === 'shipped' ? 'gold' : 'gray',
        content: (
          <div>
            <strong>{t(statusLook(change.status).label)}</strong> <Typography.Text type="secondary">{t(BY_WHOM[change.by] ?? 'automatically')}</Typography.Text>
            <div style={{ fontSize: 12 }}>
              <OrderDate iso={change.at} />
            </div>
            {change.note && <div style={{ fontSize: 13, overflowWrap: 'anywhere' }}>{change.note}</div>}
          </div>
        ),
      }))}
    />
  );
}

/** `/orders/:id`: one order with its items, customer, totals, tracking and status history. */
export function OrderDetailPage() {
  const t = useT();
  const { id } = useParams();
  const order = useOrder(id);
  const back = (
    <LinkButton to="/orders" type="text" icon={<ArrowLeftOutlined />} aria-label={t('Back to My Orders')}>
      {t('My Orders')}
    </LinkButton>
  );
  if (order.isPending) {
    return (
      <PageContainer width="text">
        <PageHeader title={t('Order details')} back={back} />
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageContainer>
    );
  }
  if (order.isError) {
    return (
      <PageContainer width="text">
        <PageHeader title={t('Order details')} back={back} />
        {isApiError(order.error) && order.error.status === 404 ? (
          <Alert type="warning" showIcon title={t(ORDER_MSG.notFound)} data-testid="order-not-found" />
        ) : (
          <LoadError message={t('Failed to load this order')} onRetry={() => void order.refetch()} />
        )}
      </PageContainer>
    );
  }
  const o = order.data;
  return (
    <PageContainer width="text">
      <PageHeader title={t('Order {{ref}}', { ref: isolateLtr(orderLabel(o.id)) })} subtitle={<OrderDate iso={o.createdAt} />} extra={<StatusTag status={o.status} />} back={back} />
      <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="order-detail">
        <Card size="small" title={t('Items')}>
          <OrderItems order={o} />
        </Card>
        <Card size="small" title={t('Customer')}>
          <CustomerBlock order={o} labelled={false} />
        </Card>
        <Card size="small" title={t('Payment')}>
          <OrderTotals order={o} />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
            {t('Cash on delivery: your customer pays the total to the courier. Your profit reaches your wallet once the order is delivered.')}
          </Typography.Paragraph>
        </Card>
        {(o.courier || o.trackingLink) && (
          <Card size="small" title={t('Shipping')}>
            <TrackingBlock order={o} />
          </Card>
        )}
        <Card size="small" title={t('History')}>
          <History history={o.history} />
        </Card>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <CancelOrderButton order={o} />
        </div>
      </Space>
    </PageContainer>
  );
}
