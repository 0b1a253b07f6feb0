import { Card, Flex, Pagination, Typography } from 'antd';
import type { AdminOrderPage, AdminOrderView } from '@resellpk/contracts';
import { formatPhone, orderLabel } from '@resellpk/domain';
import { useT } from '@resellpk/web-i18n';
import { PriceText } from '@resellpk/web-ui';
import { OrderPlacedAt } from './order-placed-at';
import { OrderStatusTag } from './order-status';

/** Phones: one page of orders as cards, each opening its order, and a simple pager; `dimmed` while the next page loads. */
export function OrderCards({ data, dimmed, onOpen, onPage }: { data: AdminOrderPage; dimmed: boolean; onOpen: (order: AdminOrderView) => void; onPage: (page: number) => void }) {
  const t = useT();
  return (
    <>
      <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0, opacity: dimmed ? 0.6 : 1 }}>
        {data.items.map((o) => (
          <li key={o.id} data-testid="order-card">
            <Card size="small" hoverable onClick={() => onOpen(o)} role="button" tabIndex={0} onKeyDown={(e) => e.key === 'Enter' && onOpen(o)}>
              <Flex justify="space-between" align="flex-start" gap={8}>
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong dir="ltr">
                    {orderLabel(o.id)}
                  </Typography.Text>
                  <OrderPlacedAt iso={o.createdAt} />
                </div>
                <OrderStatusTag status={o.status} />
              </Flex>
              <Typography.Text style={{ display: 'block', marginTop: 8, wordBreak: 'break-word' }}>
                {o.customerName} · <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>{formatPhone(o.customerPhone)}</span>
              </Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, wordBreak: 'break-word' }}>
                {t('Reseller: {{name}}', { name: o.resellerName || o.resellerEmail })}
              </Typography.Text>
              <Flex justify="space-between" style={{ marginTop: 8 }}>
                <Typography.Text type="secondary">{t('Total')}</Typography.Text>
                <PriceText paisa={o.totalAmountPaisa} style={{ fontWeight: 600 }} />
              </Flex>
            </Card>
          </li>
        ))}
      </Flex>
      <Pagination simple style={{ marginTop: 16, justifyContent: 'center' }} current={data.page} pageSize={data.pageSize} total={data.total} onChange={onPage} hideOnSinglePage />
    </>
  );
}
