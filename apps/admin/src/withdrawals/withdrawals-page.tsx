import { Card, Flex, Grid, Pagination, Skeleton, Table } from 'antd';
import { useState } from 'react';
import type { AdminWithdrawalView } from '@resellpk/contracts';
import { EmptyState, PageHeader } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { DecisionDialog } from './decision-dialog';
import { useWithdrawalDecision } from './use-withdrawal-decision';
import { WithdrawalCards } from './withdrawal-cards';
import { useWithdrawalColumns } from './withdrawal-columns';
import { WithdrawalFilterBar } from './withdrawal-filter-bar';
import { PAGE_SIZE, useAdminWithdrawals, type WithdrawalFilter } from './withdrawals-api';
import { LoadFailed } from '../shared/load-failed';

/** `/admin/withdrawals`: resellers' withdrawal requests; staff pay them outside the system, then mark them paid with the reference, or reject with a reason (the hold goes back). */
export function WithdrawalsPage() {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [status, setStatus] = useState<WithdrawalFilter>('pending');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useAdminWithdrawals(status, page, search);
  const decision = useWithdrawalDecision();
  const columns = useWithdrawalColumns(decision.open);

  const items = list.data?.items ?? [];
  let body;
  if (list.isError && !list.data) {
    body = (
      <LoadFailed title={t('Failed to load withdrawals')} query={list} />
    );
  } else if (list.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (items.length === 0) {
    body = search ? (
      <EmptyState title={t('No withdrawals')} description={t('No withdrawals of a reseller matching "{{search}}".', { search })} />
    ) : (
      <EmptyState title={status === 'pending' ? t('No pending withdrawals') : t('No withdrawals')} description={t('Requests appear here when a reseller withdraws from the wallet.')} />
    );
  } else if (isPhone) {
    body = <WithdrawalCards items={items} onDecide={decision.open} />;
  } else {
    body = <Table<AdminWithdrawalView> rowKey="id" columns={columns} dataSource={items} scroll={{ x: 920 }} pagination={false} locale={{ emptyText: ' ' }} data-testid="withdrawals-table" />;
  }

  const total = list.data?.total ?? 0;
  return (
    <>
      <PageHeader title={t('Withdrawals')} subtitle={t('Send the money from the bank or wallet app, then mark it paid with the transfer reference. Rejecting returns the amount to the wallet.')} />
      <Card styles={{ body: { padding: isPhone ? 12 : 24 } }}>
        <WithdrawalFilterBar
          status={status}
          isPhone={isPhone}
          onStatus={(v) => {
            setStatus(v);
            setPage(1);
          }}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {body}
        {total > PAGE_SIZE && (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Pagination current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} showSizeChanger={false} size={isPhone ? 'small' : undefined} />
          </Flex>
        )}
      </Card>
      <DecisionDialog decision={decision} />
    </>
  );
}
