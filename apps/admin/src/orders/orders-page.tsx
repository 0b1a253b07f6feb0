import { Button, Card, Grid, Skeleton } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminOrderView } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { EmptyState, PageHeader } from '@resellpk/web-ui';
import { OrderCards } from './order-cards';
import { OrderDrawer } from './order-drawer';
import { OrderFilterBar } from './order-filter-bar';
import { isFiltered, readOrderFilters, writeOrderFilters, type OrderFilters } from './order-filters';
import { useAdminOrders } from './orders-api';
import { OrderTable } from './order-table';
import { LoadFailed } from '../shared/load-failed';

/** `/admin/orders`: every reseller's orders, filtered in the address bar, moved from the drawer. */
export function OrdersPage() {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const orders = useAdminOrders(filters);
  const [open, setOpen] = useState<AdminOrderView | null>(null);

  // every filter change goes back to page 1
  const update = (patch: Partial<OrderFilters>) => setParams(writeOrderFilters({ ...filters, page: 1, ...patch }));
  const clear = () => setParams(new URLSearchParams());

  const data = orders.data;
  let body;
  if (orders.isError && !data) {
    body = (
      <LoadFailed title={t('Failed to load orders')} query={orders} />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (data.items.length === 0) {
    body = isFiltered(filters) ? (
      <EmptyState
        title={t('No orders match these filters')}
        description={t('Try another status, search or date range.')}
        action={<Button onClick={clear}>{t('Clear filters')}</Button>}
      />
    ) : (
      <EmptyState title={t('No orders yet')} description={t("Orders appear here as soon as a reseller checks out.")} />
    );
  } else if (isPhone) {
    body = <OrderCards data={data} dimmed={orders.isPlaceholderData} onOpen={setOpen} onPage={(page) => setParams(writeOrderFilters({ ...filters, page }))} />;
  } else {
    body = (
      <OrderTable
        data={data}
        loading={orders.isFetching && orders.isPlaceholderData}
        onOpen={setOpen}
        onPage={(page, pageSize) => setParams(writeOrderFilters({ ...filters, page: pageSize !== filters.pageSize ? 1 : page, pageSize }))}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('Orders')} subtitle={t('Every reseller order: ship, deliver, cancel or mark as returned.')} />
      <Card styles={{ body: { padding: isPhone ? 12 : 24 } }}>
        <OrderFilterBar filters={filters} onChange={update} />
        {body}
      </Card>
      <OrderDrawer row={open} onClose={() => setOpen(null)} />
    </>
  );
}
