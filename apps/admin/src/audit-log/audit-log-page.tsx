import { Alert, Button, Card, Flex, Grid, Pagination, Select, Skeleton, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS, type UserContact } from '@resellpk/contracts';
import { formatPKR } from '@resellpk/domain';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { EmptyState, PageHeader } from '@resellpk/web-ui';
import { useAdminUsers } from '../management/users-api';
import { DayFilter } from '../shared/day-filter';
import { useAuditLog, type AdminAuditEntry, type AuditFilters } from './audit-log-api';
import { LinkedAccountsTag } from './linked-accounts-tag';
import { orderAuditSummary } from './order-audit-summary';
import { LoadFailed } from '../shared/load-failed';

const PAGE_SIZE = 20;
const num = { fontVariantNumeric: 'tabular-nums' } as const;

/** `/admin/audit-log`: every money movement and role change, newest first; the filters live in the address. */
export function AuditLogPage() {
  const t = useT();
  const isPhone = !Grid.useBreakpoint().md;
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    actorId: params.get('actorId') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(params.get('pageSize')) || PAGE_SIZE,
  };
  const update = (change: Partial<Record<keyof AuditFilters, string | number>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === '' || value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: true });
  };
  const log = useAuditLog(filters);
  const staff = useAdminUsers();
  const data = log.data;
  const filtered = !!(filters.actorId || filters.action || filters.from || filters.to);

  // a row without an actor account: the operator's create-admin (details.by), or the platform
  const noActor = (e: AdminAuditEntry) => (e.details?.by === 'operator' ? t('Operator') : t('System'));
  // `none` (already translated) is shown when no person is named: the system, or a dash
  const person = (c: UserContact | null, id: string | null, none: string) =>
    id === null ? (
      <Typography.Text type="secondary">{none}</Typography.Text>
    ) : (
      <div style={{ minWidth: 0 }}>
        <Typography.Text style={{ display: 'block', wordBreak: 'break-word' }}>{c?.name || t('Unknown user')}</Typography.Text>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, wordBreak: 'break-all' }}>
          {c?.email ?? id}
        </Typography.Text>
      </div>
    );
  const amount = (e: AdminAuditEntry) => (e.amountPaisa === null ? '—' : formatPKR(e.amountPaisa));
  // an order's entry says what it moved (profit, coins, stock) under its action
  const summary = (e: AdminAuditEntry) => {
    const text = orderAuditSummary(e, t);
    return text && (
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="audit-summary">
        {text}
      </Typography.Text>
    );
  };

  const columns: TableColumnsType<AdminAuditEntry> = [
    { title: t('When'), key: 'at', width: 170, render: (_, e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time> },
    { title: t('Who'), key: 'actor', render: (_, e) => person(e.actor, e.actorId, noActor(e)) },
    {
      title: t('Action'),
      key: 'action',
      render: (_, e) => (
        <>
          {t(e.actionLabel)}
          {summary(e)}
        </>
      ),
    },
    {
      title: t('User'),
      key: 'target',
      render: (_, e) => (
        <>
          {person(e.target, e.targetUserId, '—')}
          <LinkedAccountsTag details={e.details} />
        </>
      ),
    },
    { title: t('Amount'), key: 'amount', width: 120, align: 'end', render: (_, e) => <span style={num}>{amount(e)}</span> },
  ];

  const filterBar = (
    <Flex wrap gap={12} style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('Staff member')}
        style={{ minWidth: 200, flex: isPhone ? '1 1 100%' : undefined }}
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('Anyone')}
        value={filters.actorId || undefined}
        onChange={(v) => update({ actorId: v ?? '' })}
        loading={staff.isPending}
        options={(staff.data ?? []).filter((p) => p.role !== 'reseller').map((p) => ({ value: p.id, label: `${p.name || p.email} (${p.email})` }))}
      />
      <Select
        aria-label={t('Action')}
        style={{ minWidth: 220, flex: isPhone ? '1 1 100%' : undefined }}
        allowClear
        placeholder={t('Every action')}
        value={filters.action || undefined}
        onChange={(v) => update({ action: v ?? '' })}
        options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label: t(label) }))}
      />
      <DayFilter style={{ width: isPhone ? 'calc(50% - 6px)' : 160 }} value={filters.from} max={filters.to || undefined} onChange={(from) => update({ from })} label={t('From date')} />
      <DayFilter style={{ width: isPhone ? 'calc(50% - 6px)' : 160 }} value={filters.to} min={filters.from || undefined} onChange={(to) => update({ to })} label={t('To date')} />
      {filtered && <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>{t('Clear filters')}</Button>}
    </Flex>
  );

  let body;
  if (log.isError && !data) {
    body = (
      <LoadFailed title={t('Failed to load the audit log')} query={log} />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (data.items.length === 0) {
    body = filtered ? (
      <EmptyState title={t('Nothing matches these filters')} description={t('Try another staff member, action or dates.')} />
    ) : (
      <EmptyState title={t('No entries yet')} description={t('Approvals, withdrawals, orders, plan and role changes appear here as staff make them.')} />
    );
  } else if (isPhone) {
    body = (
      <>
        <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.items.map((e) => (
            <li key={`${e.source}:${e.id}`} data-testid="audit-entry">
              <Card size="small">
                <Flex justify="space-between" gap={8} style={{ marginBottom: 6 }}>
                  <Typography.Text strong>{t(e.actionLabel)}</Typography.Text>
                  <span style={num}>{amount(e)}</span>
                </Flex>
                {summary(e)}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 6 }}>
                  <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                </Typography.Text>
                <Flex gap={8} align="flex-start">
                  <Typography.Text type="secondary" style={{ width: 44, flex: 'none' }}>{t('Who')}</Typography.Text>
                  {person(e.actor, e.actorId, noActor(e))}
                </Flex>
                {e.targetUserId && (
                  <Flex gap={8} align="flex-start" style={{ marginTop: 4 }}>
                    <Typography.Text type="secondary" style={{ width: 44, flex: 'none' }}>{t('User')}</Typography.Text>
                    {person(e.target, e.targetUserId, '—')}
                  </Flex>
                )}
                <LinkedAccountsTag details={e.details} />
              </Card>
            </li>
          ))}
        </Flex>
        <Pagination simple style={{ marginTop: 16, justifyContent: 'center' }} current={data.page} pageSize={data.pageSize} total={Math.min(data.total, 1000)} onChange={(p) => update({ page: p })} hideOnSinglePage />
      </>
    );
  } else {
    body = (
      <Table<AdminAuditEntry>
        rowKey={(e) => `${e.source}:${e.id}`}
        columns={columns}
        dataSource={data.items}
        loading={log.isFetching && log.isPlaceholderData}
        onRow={() => ({ 'data-testid': 'audit-entry' }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: data.page,
          pageSize: data.pageSize,
          // the newest 1,000 entries can be paged through; filters reach the rest
          total: Math.min(data.total, 1000),
          showSizeChanger: true,
          pageSizeOptions: ['10', '20', '50'],
          showTotal: () => (data.total === 1 ? t('1 entry') : t('{{n}} entries', { n: data.total.toLocaleString('en-US') })),
          onChange: (next, size) => update(size !== data.pageSize ? { page: 1, pageSize: size } : { page: next }),
        }}
        locale={{ emptyText: ' ' }}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('Audit Log')} subtitle={t('Every money movement and role change: who, what, when and how much.')} />
      {data && data.unavailable.length > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('Some entries cannot be shown right now: a service did not answer. Try again in a moment.')} />
      )}
      <Card>
        {filterBar}
        {body}
      </Card>
    </>
  );
}
