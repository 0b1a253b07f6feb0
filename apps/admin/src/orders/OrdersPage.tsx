import { Button, Card, Flex, Grid, Input, Pagination, Result, Segmented, Skeleton, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, type AdminOrderView } from '@resellpk/contracts';
import { formatPhone, orderLabel } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { formatDateTime, isolateLtr, useT } from '@resellpk/web-i18n';
import { EmptyState, PageHeader, PriceText } from '@resellpk/web-ui';
import { DayFilter } from '../shared/DayFilter';
import { ORDER_STATUS_LABEL, OrderStatusTag } from './order-bits';
import { isFiltered, PAGE_SIZES, readOrderFilters, writeOrderFilters, type OrderFilters } from './order-filters';
import { OrderDrawer } from './OrderDrawer';
import { useAdminOrders } from './orders-api';

const STATUS_OPTIONS = ['all', ...ORDER_STATUSES] as const;

/** `/admin/orders`: every reseller's orders, filtered in the address bar, moved from the drawer. */
export function OrdersPage() {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const orders = useAdminOrders(filters);
  const [searchText, setSearchText] = useState(filters.search);
  const [open, setOpen] = useState<AdminOrderView | null>(null);

  // the box follows the address (back button, dashboard link)
  useEffect(() => setSearchText(filters.search), [filters.search]);

  // every filter change goes back to page 1
  const update = (patch: Partial<OrderFilters>) => setParams(writeOrderFilters({ ...filters, page: 1, ...patch }));
  const clear = () => setParams(new URLSearchParams());

  const data = orders.data;
  const columns: TableColumnsType<AdminOrderView> = [
    {
      title: t('Order'),
      key: 'ref',
      width: 140,
      render: (_, o) => (
        <div>
          <Typography.Link strong onClick={() => setOpen(o)} dir="ltr">
            {orderLabel(o.id)}
          </Typography.Link>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
          </Typography.Text>
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
        <Button size="small" onClick={() => setOpen(o)} aria-label={t('View order {{ref}}', { ref: isolateLtr(orderLabel(o.id)) })}>
          {t('View')}
        </Button>
      ),
    },
  ];

  let body;
  if (orders.isError && !data) {
    body = (
      <Result
        status="warning"
        title={t('Failed to load orders')}
        subTitle={isApiError(orders.error) ? t(orders.error.message) : undefined}
        extra={
          <Button type="primary" onClick={() => void orders.refetch()} loading={orders.isFetching}>
            {t('Retry')}
          </Button>
        }
      />
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
    body = (
      <>
        <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0, opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
          {data.items.map((o) => (
            <li key={o.id} data-testid="order-card">
              <Card size="small" hoverable onClick={() => setOpen(o)} role="button" tabIndex={0} onKeyDown={(e) => e.key === 'Enter' && setOpen(o)}>
                <Flex justify="space-between" align="flex-start" gap={8}>
                  <div style={{ minWidth: 0 }}>
                    <Typography.Text strong dir="ltr">
                      {orderLabel(o.id)}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
                    </Typography.Text>
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
        <Pagination
          simple
          style={{ marginTop: 16, justifyContent: 'center' }}
          current={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onChange={(page) => setParams(writeOrderFilters({ ...filters, page }))}
          hideOnSinglePage
        />
      </>
    );
  } else {
    body = (
      <Table<AdminOrderView>
        rowKey="id"
        columns={columns}
        dataSource={data.items}
        loading={orders.isFetching && orders.isPlaceholderData}
        scroll={{ x: 860 }}
        onRow={(o) => ({ onDoubleClick: () => setOpen(o) })}
        pagination={{
          current: data.page,
          pageSize: data.pageSize,
          total: data.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => (total === 1 ? t('1 order') : t('{{n}} orders', { n: total.toLocaleString('en-US') })),
          onChange: (page, pageSize) => setParams(writeOrderFilters({ ...filters, page: pageSize !== filters.pageSize ? 1 : page, pageSize })),
        }}
        locale={{ emptyText: ' ' }}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('Orders')} subtitle={t('Every reseller order: ship, deliver, cancel or mark as returned.')} />
      <Card styles={{ body: { padding: isPhone ? 12 : 24 } }}>
        <div style={{ overflowX: 'auto', marginBottom: 12 }}>
          <Segmented
            value={filters.status}
            onChange={(status) => update({ status })}
            aria-label={t('Filter by status')}
            data-testid="status-filter"
            options={STATUS_OPTIONS.map((s) => ({ value: s, label: s === 'all' ? t('All') : t(ORDER_STATUS_LABEL[s]) }))}
          />
        </div>
        <Flex gap={8} wrap align="flex-end" style={{ marginBottom: 16 }}>
          <Input.Search
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            onSearch={(value) => update({ search: value.trim() })}
            placeholder={t('Order ID, customer name or phone')}
            aria-label={t('Search orders')}
            allowClear
            maxLength={100}
            enterButton
            style={{ flex: '1 1 260px', minWidth: 0 }}
          />
          <Flex gap={8} style={{ flex: '1 1 300px' }}>
            <label style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('From')}
              </Typography.Text>
              <DayFilter value={filters.from} max={filters.to || undefined} onChange={(from) => update({ from })} label={t('From date')} style={{ width: '100%' }} />
            </label>
            <label style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('To')}
              </Typography.Text>
              <DayFilter value={filters.to} min={filters.from || undefined} onChange={(to) => update({ to })} label={t('To date')} style={{ width: '100%' }} />
            </label>
          </Flex>
        </Flex>
        {body}
      </Card>
      <OrderDrawer row={open} onClose={() => setOpen(null)} />
    </>
  );
}
