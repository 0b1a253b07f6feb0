import { Modal, Button, Card, Flex, Grid, Segmented, Skeleton, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { UpgradeRequestStatus, UpgradeRequestView } from '@resellpk/contracts';
import { formatPKR, PREMIUM_PRICE_PAISA } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { EmptyState, PageHeader, PlanBadge, useToast } from '@resellpk/web-ui';
import { formatDateTime, useLanguage, useT } from '@resellpk/web-i18n';
import { FILTERS, STATUS_COLORS, STATUS_LABELS } from './request-status';
import { useDecideRequest, useUpgradeRequests, type RequestFilter } from './requests-api';
import { LoadFailed } from '../shared/load-failed';

/** `/admin/plan-upgrade-requests`: resellers asking for premium, approved or rejected here. */
export function PlanRequestsPage() {
  const t = useT();
  const { dir } = useLanguage();
  const { toast } = useToast();
  const [modal, confirmHolder] = Modal.useModal();
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [status, setStatus] = useState<RequestFilter>('pending');
  const requests = useUpgradeRequests(status);
  const decide = useDecideRequest();

  const ask = (r: UpgradeRequestView, decision: 'approve' | 'reject') =>
    modal.confirm({
      title: decision === 'approve' ? t('Approve this request?') : t('Reject this request?'),
      content:
        decision === 'approve'
          ? t('{{name}} will get Premium for 30 days, paid with {{price}} from their wallet.', { name: r.resellerName || r.resellerEmail, price: formatPKR(PREMIUM_PRICE_PAISA) })
          : t('{{name}} stays on their current plan.', { name: r.resellerName || r.resellerEmail }),
      okText: decision === 'approve' ? t('Approve') : t('Reject'),
      okButtonProps: { danger: decision === 'reject' },
      cancelText: t('Cancel'),
      onOk: () =>
        decide.mutateAsync({ id: r.id, decision }).then(
          () =>
            toast({
              title: decision === 'approve' ? t('Request approved') : t('Request rejected'),
              description: r.resellerName || r.resellerEmail,
              variant: 'success',
            }),
          (err: unknown) => {
            // the wallet cannot pay yet: staff read what the reseller was asked to top up (no toast that fades)
            if (isApiError(err) && err.code === 'INSUFFICIENT_FUNDS') {
              modal.warning({ title: t('Not enough in the wallet'), content: <span data-testid="wallet-short">{err.message}</span>, okText: t('OK') });
              return;
            }
            toast({
              title: decision === 'approve' ? t('Failed to approve request') : t('Failed to reject request'),
              description: isApiError(err) ? t(err.message) : undefined,
              variant: 'destructive',
            });
          },
        ),
    });

  const busy = (r: UpgradeRequestView, d: 'approve' | 'reject') =>
    decide.isPending && decide.variables?.id === r.id && decide.variables.decision === d;
  const actions = (r: UpgradeRequestView) =>
    r.status === 'pending' ? (
      <Flex gap={8} wrap>
        <Button type="primary" size="small" loading={busy(r, 'approve')} onClick={() => ask(r, 'approve')}>
          {t('Approve')}
        </Button>
        <Button danger size="small" loading={busy(r, 'reject')} onClick={() => ask(r, 'reject')}>
          {t('Reject')}
        </Button>
      </Flex>
    ) : (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {r.decidedAt ? t('Decided {{date}}', { date: formatDateTime(r.decidedAt) }) : null}
      </Typography.Text>
    );
  const statusTag = (s: UpgradeRequestStatus) => (
    <Tag color={STATUS_COLORS[s]} style={{ marginInlineEnd: 0 }}>
      {t(STATUS_LABELS[s])}
    </Tag>
  );
  const who = (r: UpgradeRequestView) => (
    <div style={{ minWidth: 0 }}>
      <Typography.Text strong style={{ display: 'block', wordBreak: 'break-word' }}>
        {r.resellerName || t('No name')}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', wordBreak: 'break-all' }}>
        {r.resellerEmail}
      </Typography.Text>
    </div>
  );

  const columns: TableColumnsType<UpgradeRequestView> = [
    { title: t('Reseller'), key: 'who', render: (_, r) => who(r) },
    { title: t('Current plan'), key: 'current', width: 120, render: (_, r) => <PlanBadge plan={r.currentPlan} /> },
    { title: t('Requested plan'), key: 'requested', width: 130, render: (_, r) => <PlanBadge plan={r.requestedPlan} /> },
    { title: t('Status'), key: 'status', width: 110, render: (_, r) => statusTag(r.status) },
    { title: t('Date'), key: 'date', width: 170, render: (_, r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time> },
    { title: t('Actions'), key: 'actions', width: 190, render: (_, r) => actions(r) },
  ];

  let body;
  if (requests.isError && !requests.data) {
    body = (
      <LoadFailed title={t('Failed to load plan upgrade requests')} query={requests} />
    );
  } else if (requests.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (requests.data.length === 0) {
    body = (
      <EmptyState
        title={status === 'pending' ? t('No pending requests') : t('No requests')}
        description={t('Requests appear here when a reseller asks for Premium from the catalogue.')}
      />
    );
  } else if (isPhone) {
    body = (
      <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {requests.data.map((r) => (
          <li key={r.id} data-testid="request-card">
            <Card size="small">
              <Flex justify="space-between" gap={8} align="flex-start">
                {who(r)}
                {statusTag(r.status)}
              </Flex>
              <Flex gap={6} align="center" wrap style={{ marginTop: 8 }}>
                <PlanBadge plan={r.currentPlan} />
                {/* from the current plan to the requested one, in the reading direction */}
                <span aria-label={t('to')}>{dir === 'rtl' ? '←' : '→'}</span>
                <PlanBadge plan={r.requestedPlan} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                </Typography.Text>
              </Flex>
              <div style={{ marginTop: 8 }}>{actions(r)}</div>
            </Card>
          </li>
        ))}
      </Flex>
    );
  } else {
    body = (
      <Table<UpgradeRequestView>
        rowKey="id"
        columns={columns}
        dataSource={requests.data}
        scroll={{ x: 820 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: ' ' }}
      />
    );
  }

  return (
    <>
      {confirmHolder}
      <PageHeader title={t('Plan Upgrade Requests')} subtitle={t('Approving gives the reseller Premium for 30 days and takes {{price}} from their wallet.', { price: formatPKR(PREMIUM_PRICE_PAISA) })} />
      <Card styles={{ body: { padding: isPhone ? 12 : 24 } }}>
        <div style={{ overflowX: 'auto', marginBottom: 16 }}>
          <Segmented<RequestFilter>
            value={status}
            onChange={setStatus}
            aria-label={t('Filter by status')}
            options={FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
          />
        </div>
        {body}
      </Card>
    </>
  );
}
