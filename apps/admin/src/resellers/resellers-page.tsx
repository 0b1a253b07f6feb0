import { Alert, Button, Card, Flex, Grid, Input, Pagination, Skeleton, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminResellerRow } from '@resellpk/contracts';
import { formatPhone } from '@resellpk/domain';
import { formatDate, useT } from '@resellpk/web-i18n';
import { EmptyState, PageHeader, PlanBadge } from '@resellpk/web-ui';
import { coinsText, countText, paisaText, unavailableText } from './reseller-figures';
import { useAdminResellers } from './resellers-api';
import { LoadFailed } from '../shared/load-failed';

const PAGE_SIZE = 20;
const num = { fontVariantNumeric: 'tabular-nums' } as const;

/** `/admin/resellers`: every reseller with their plan, orders, delivered value, profit paid and balances. */
export function ResellersPage() {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const resellers = useAdminResellers({ search, page, pageSize });
  const data = resellers.data;
  const partial = data ? unavailableText(data.unavailable) : null;

  const who = (r: AdminResellerRow) => (
    <div style={{ minWidth: 0 }}>
      <Typography.Text strong style={{ display: 'block', wordBreak: 'break-word' }}>
        {r.name || t('No name')}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', wordBreak: 'break-all', fontSize: 12 }}>
        {r.email}
      </Typography.Text>
      {r.phone && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="ltr">
          {formatPhone(r.phone)}
        </Typography.Text>
      )}
    </div>
  );

  const columns: TableColumnsType<AdminResellerRow> = [
    { title: t('Reseller'), key: 'who', render: (_, r) => who(r) },
    { title: t('Plan'), key: 'plan', width: 96, render: (_, r) => <PlanBadge plan={r.plan} /> },
    { title: t('Joined'), key: 'joined', width: 116, render: (_, r) => <time dateTime={r.joinedAt}>{formatDate(r.joinedAt)}</time> },
    { title: t('Orders'), key: 'orders', width: 72, align: 'end', render: (_, r) => <span style={num}>{countText(r.ordersCount)}</span> },
    { title: t('Delivered value'), key: 'delivered', width: 120, align: 'end', render: (_, r) => <span style={num}>{paisaText(r.deliveredValuePaisa)}</span> },
    { title: t('Profit paid'), key: 'profit', width: 110, align: 'end', render: (_, r) => <span style={num}>{paisaText(r.profitPaidPaisa)}</span> },
    { title: t('Wallet'), key: 'wallet', width: 110, align: 'end', render: (_, r) => <span style={num}>{paisaText(r.walletBalancePaisa)}</span> },
    { title: t('Coins'), key: 'coins', width: 100, align: 'end', render: (_, r) => <span style={num}>{coinsText(r.coinBalance)}</span> },
  ];

  const figure = (label: string, value: string) => (
    <Flex justify="space-between" gap={8}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <span style={num}>{value}</span>
    </Flex>
  );

  let body;
  if (resellers.isError && !data) {
    body = (
      <LoadFailed title={t('Failed to load resellers')} query={resellers} />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (data.items.length === 0) {
    body = search ? (
      <EmptyState
        title={t('No resellers match your search')}
        description={t('Try another name, email or phone.')}
        action={
          <Button
            onClick={() => {
              setSearchText('');
              setSearch('');
              setPage(1);
            }}
          >
            {t('Clear search')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('No resellers yet')} description={t('Resellers appear here as soon as they sign up.')} />
    );
  } else if (isPhone) {
    body = (
      <>
        <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0, opacity: resellers.isPlaceholderData ? 0.6 : 1 }}>
          {data.items.map((r) => (
            <li key={r.id} data-testid="reseller-card">
              <Card size="small">
                <Flex justify="space-between" align="flex-start" gap={8} style={{ marginBottom: 8 }}>
                  {who(r)}
                  <PlanBadge plan={r.plan} />
                </Flex>
                {figure(t('Orders'), countText(r.ordersCount))}
                {figure(t('Delivered value'), paisaText(r.deliveredValuePaisa))}
                {figure(t('Profit paid'), paisaText(r.profitPaidPaisa))}
                {figure(t('Wallet'), paisaText(r.walletBalancePaisa))}
                {figure(t('Coins'), coinsText(r.coinBalance))}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
                  {t('Joined {{date}}', { date: formatDate(r.joinedAt) })}
                </Typography.Text>
              </Card>
            </li>
          ))}
        </Flex>
        <Pagination simple style={{ marginTop: 16, justifyContent: 'center' }} current={data.page} pageSize={data.pageSize} total={data.total} onChange={setPage} hideOnSinglePage />
      </>
    );
  } else {
    body = (
      <Table<AdminResellerRow>
        rowKey="id"
        columns={columns}
        dataSource={data.items}
        loading={resellers.isFetching && resellers.isPlaceholderData}
        scroll={{ x: 900 }}
        pagination={{
          current: data.page,
          pageSize: data.pageSize,
          total: data.total,
          showSizeChanger: true,
          pageSizeOptions: ['10', '20', '50', '100'],
          showTotal: (total) => (total === 1 ? t('1 reseller') : t('{{n}} resellers', { n: total.toLocaleString('en-US') })),
          onChange: (next, size) => {
            setPage(size !== pageSize ? 1 : next);
            setPageSize(size);
          },
        }}
        locale={{ emptyText: ' ' }}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('Resellers')} subtitle={t('Plans, orders, delivered value, profit paid and balances of every reseller.')} />
      <Card styles={{ body: { padding: isPhone ? 12 : 24 } }}>
        <Input.Search
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          placeholder={t('Name, email or phone')}
          aria-label={t('Search resellers')}
          allowClear
          maxLength={100}
          enterButton
          style={{ marginBottom: 16, maxWidth: 420 }}
        />
        {partial && <Alert type="warning" showIcon title={t(partial)} style={{ marginBottom: 16 }} data-testid="figures-unavailable" />}
        {body}
      </Card>
    </>
  );
}
