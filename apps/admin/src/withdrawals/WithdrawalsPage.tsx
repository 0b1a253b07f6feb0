import { Alert, Button, Card, Flex, Grid, Input, Modal, Pagination, Result, Segmented, Skeleton, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminWithdrawalView, WithdrawalStatus } from '@resellpk/contracts';
import { formatIban, formatPhone, formatPKR, PAYOUT_KIND_LABEL, PAYOUT_MSG } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { EmptyState, PageHeader, useToast } from '@resellpk/web-ui';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { FILTERS, STATUS_COLORS, STATUS_LABELS } from './withdrawal-status';
import { PAGE_SIZE, useAdminWithdrawals, useDecideWithdrawal, type WithdrawalFilter } from './withdrawals-api';

/** Where to send the money, as staff type it into the bank or wallet app. */
function PayTo({ w }: { w: AdminWithdrawalView }) {
  const t = useT();
  const a = w.payoutAccount;
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text strong style={{ display: 'block', wordBreak: 'break-word' }}>
        {a.kind === 'bank' ? a.bankName : t(PAYOUT_KIND_LABEL[a.kind])} · {a.accountHolder}
      </Typography.Text>
      <Typography.Text copyable={{ text: a.iban ?? a.mobileNumber ?? '' }} style={{ display: 'block', wordBreak: 'break-all' }} dir="ltr">
        {a.iban ? formatIban(a.iban) : formatPhone(a.mobileNumber)}
      </Typography.Text>
    </div>
  );
}

/** Who asked: the reseller's name and email (from identity; a dash when it did not answer). */
function Reseller({ w }: { w: AdminWithdrawalView }) {
  if (!w.reseller) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div style={{ minWidth: 0 }} data-testid="withdrawal-reseller">
      <Typography.Text strong style={{ display: 'block', wordBreak: 'break-word' }}>
        {w.reseller.name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, wordBreak: 'break-all' }}>
        {w.reseller.email}
      </Typography.Text>
    </div>
  );
}

type Dialog = { kind: 'paid' | 'reject'; w: AdminWithdrawalView } | null;

/** `/admin/withdrawals`: resellers' withdrawal requests; staff pay them outside the system, then mark them paid with the reference, or reject with a reason (the hold goes back). */
export function WithdrawalsPage() {
  const t = useT();
  const { toast } = useToast();
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [status, setStatus] = useState<WithdrawalFilter>('pending');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useAdminWithdrawals(status, page, search);
  const decide = useDecideWithdrawal();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = (kind: 'paid' | 'reject', w: AdminWithdrawalView) => {
    setDialog({ kind, w });
    setText('');
    setError(null);
  };
  const confirm = () => {
    if (!dialog) return;
    const value = text.trim();
    if (!value) {
      setError(dialog.kind === 'paid' ? PAYOUT_MSG.referenceRequired : PAYOUT_MSG.reasonRequired);
      return;
    }
    const { w, kind } = dialog;
    decide.mutate(kind === 'paid' ? { id: w.id, outcome: 'paid', transferReference: value } : { id: w.id, outcome: 'reject', reason: value }, {
      onSuccess: () => {
        setDialog(null);
        toast({ title: kind === 'paid' ? t('Withdrawal marked paid') : t('Withdrawal rejected'), description: `${w.referenceCode} · ${formatPKR(w.amountPaisa)}`, variant: 'success' });
      },
      onError: (err) => {
        if (isApiError(err) && err.status === 400) setError(err.message);
        else {
          setDialog(null);
          toast({ title: kind === 'paid' ? t('Failed to mark paid') : t('Failed to reject'), description: isApiError(err) ? t(err.message) : undefined, variant: 'destructive' });
        }
      },
    });
  };

  const statusTag = (s: WithdrawalStatus) => (
    <Tag color={STATUS_COLORS[s]} style={{ marginInlineEnd: 0 }} data-testid="withdrawal-status">
      {t(STATUS_LABELS[s])}
    </Tag>
  );
  const outcome = (w: AdminWithdrawalView) =>
    w.status === 'pending' ? (
      <Flex gap={8} wrap>
        <Button type="primary" size="small" onClick={() => open('paid', w)} data-testid="mark-paid">
          {t('Mark paid')}
        </Button>
        <Button danger size="small" onClick={() => open('reject', w)} data-testid="reject">
          {t('Reject')}
        </Button>
      </Flex>
    ) : (
      <div style={{ fontSize: 12, minWidth: 0 }}>
        <div style={{ wordBreak: 'break-word' }}>{w.status === 'paid' ? t('Reference: {{reference}}', { reference: w.transferReference }) : t('Reason: {{reason}}', { reason: w.rejectionReason })}</div>
        {w.decidedAt && <Typography.Text type="secondary">{formatDateTime(w.decidedAt)}</Typography.Text>}
      </div>
    );

  const columns: TableColumnsType<AdminWithdrawalView> = [
    // the request's date under its reference: with the reseller's column the table still fits 1280 px beside the menu
    {
      title: t('Requested'),
      key: 'ref',
      width: 150,
      render: (_, w) => (
        <>
          <Typography.Text code>{w.referenceCode}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
            <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time>
          </Typography.Text>
        </>
      ),
    },
    { title: t('Reseller'), key: 'reseller', width: 190, render: (_, w) => <Reseller w={w} /> },
    { title: t('Pay to'), key: 'to', render: (_, w) => <PayTo w={w} /> },
    { title: t('Amount'), key: 'amount', width: 110, align: 'right', render: (_, w) => <strong dir="ltr">{formatPKR(w.amountPaisa)}</strong> },
    { title: t('Status'), key: 'status', width: 100, render: (_, w) => statusTag(w.status) },
    { title: t('Actions'), key: 'actions', width: 180, render: (_, w) => outcome(w) },
  ];

  const items = list.data?.items ?? [];
  let body;
  if (list.isError && !list.data) {
    body = (
      <Result
        status="warning"
        title={t('Failed to load withdrawals')}
        subTitle={isApiError(list.error) ? t(list.error.message) : undefined}
        extra={
          <Button type="primary" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('Retry')}
          </Button>
        }
      />
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
    body = (
      <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((w) => (
          <li key={w.id} data-testid="withdrawal-card">
            <Card size="small">
              <Flex justify="space-between" gap={8} align="flex-start" style={{ marginBottom: 8 }}>
                <Reseller w={w} />
                {statusTag(w.status)}
              </Flex>
              <Flex justify="space-between" gap={8} align="flex-start">
                <PayTo w={w} />
              </Flex>
              <Flex justify="space-between" gap={8} align="center" wrap style={{ marginTop: 8 }}>
                <strong dir="ltr" style={{ fontSize: 16 }}>
                  {formatPKR(w.amountPaisa)}
                </strong>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {w.referenceCode} · <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time>
                </Typography.Text>
              </Flex>
              <div style={{ marginTop: 8 }}>{outcome(w)}</div>
            </Card>
          </li>
        ))}
      </Flex>
    );
  } else {
    body = <Table<AdminWithdrawalView> rowKey="id" columns={columns} dataSource={items} scroll={{ x: 920 }} pagination={false} locale={{ emptyText: ' ' }} data-testid="withdrawals-table" />;
  }

  const total = list.data?.total ?? 0;
  return (
    <>
      <PageHeader title={t('Withdrawals')} subtitle={t('Send the money from the bank or wallet app, then mark it paid with the transfer reference. Rejecting returns the amount to the wallet.')} />
      <Card styles={{ body: { padding: isPhone ? 12 : 24 } }}>
        <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Segmented<WithdrawalFilter>
              value={status}
              onChange={(v) => {
                setStatus(v);
                setPage(1);
              }}
              aria-label={t('Filter by status')}
              options={FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
            />
          </div>
          <Input.Search
            allowClear
            placeholder={t('Reseller name, email or phone')}
            aria-label={t('Search withdrawals by reseller')}
            maxLength={100}
            style={{ width: isPhone ? '100%' : 300 }}
            onSearch={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
            data-testid="withdrawals-search"
          />
        </Flex>
        {body}
        {total > PAGE_SIZE && (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Pagination current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} showSizeChanger={false} size={isPhone ? 'small' : undefined} />
          </Flex>
        )}
      </Card>
      <Modal
        open={dialog !== null}
        title={dialog?.kind === 'paid' ? t('Mark withdrawal paid') : t('Reject withdrawal')}
        okText={dialog?.kind === 'paid' ? t('Mark paid') : t('Reject')}
        okButtonProps={{ danger: dialog?.kind === 'reject', loading: decide.isPending }}
        cancelText={t('Cancel')}
        onOk={confirm}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        {dialog && (
          <>
            <Typography.Paragraph>
              {dialog.kind === 'paid'
                ? t('Confirm that {{amount}} was sent to this account:', { amount: formatPKR(dialog.w.amountPaisa) })
                : t('{{amount}} goes back to the reseller\'s wallet. Tell them why:', { amount: formatPKR(dialog.w.amountPaisa) })}
            </Typography.Paragraph>
            <Card size="small" style={{ marginBottom: 12 }}>
              <div style={{ marginBottom: 8 }}>
                <Reseller w={dialog.w} />
              </div>
              <PayTo w={dialog.w} />
            </Card>
            <label htmlFor="decision-text" style={{ display: 'block', marginBottom: 4 }}>
              {dialog.kind === 'paid' ? t('Transfer reference') : t('Reason')}
            </label>
            {dialog.kind === 'paid' ? (
              <Input id="decision-text" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} status={error ? 'error' : undefined} data-testid="decision-text" autoFocus />
            ) : (
              <Input.TextArea id="decision-text" value={text} onChange={(e) => setText(e.target.value)} maxLength={500} rows={3} status={error ? 'error' : undefined} data-testid="decision-text" autoFocus />
            )}
            {error && <Alert type="error" showIcon title={t(error)} role="alert" style={{ marginTop: 8 }} />}
          </>
        )}
      </Modal>
    </>
  );
}
