import { Alert, Drawer, Grid, Result, Skeleton } from 'antd';
import { useState } from 'react';
import type { AdminOrderView, OrderView } from '@resellpk/contracts';
import { orderLabel } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { isolateLtr, useT } from '@resellpk/web-i18n';
import { staffActionsFor, type StaffOrderAction } from './order-actions';
import { OrderActionButtons } from './order-action-buttons';
import { OrderActionDialog } from './order-action-dialog';
import { OrderDetails } from './order-details';
import { OrderStatusTag } from './order-status';
import { useAdminOrder } from './orders-api';

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
      footer={order && staffActionsFor(order.status).length > 0 ? <OrderActionButtons status={order.status} onAction={setAction} /> : null}
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
