import { MessageOutlined } from '@ant-design/icons';
import { STAFF_ROOM_SORTS, type StaffChatRoomSummary, type StaffRoomSort } from '@resellpk/contracts';
import { formatPKR } from '@resellpk/domain';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { useStaffChats, WALLET_MSG } from '@resellpk/web-live';
import { EmptyState, PageHeader, SOLID_GREEN, useToast } from '@resellpk/web-ui';
import { Alert, Badge, Button, Card, Col, Descriptions, Flex, Grid, Pagination, Row, Segmented, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ADMIN_BASE } from '../access/staff-access';
import { useDecidePayment } from './decide';
import { offersApproveInList, useRequestsUnderReview } from './list-approval';
import { RejectDialog } from './reject-dialog';
import { PaymentStatusTag } from './status-tag';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'under_review', label: 'Under Review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const SORTS: Array<{ value: StaffRoomSort; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'waiting', label: 'Waiting longest first' },
];

/** The list's filter, order and page as they live in the address bar (back from a chat returns to the same page). */
function readListState(params: URLSearchParams): { status: string; sort: StaffRoomSort; page: number } {
  const status = params.get('status') ?? 'all';
  const sort = params.get('sort');
  const page = params.get('page');
  return {
    status: FILTERS.some((f) => f.value === status) ? status : 'all',
    sort: (STAFF_ROOM_SORTS as readonly string[]).includes(sort ?? '') ? (sort as StaffRoomSort) : 'newest',
    page: page && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}
function writeListState(state: { status: string; sort: StaffRoomSort; page: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function RoomCard({ room, approvable, onReject }: { room: StaffChatRoomSummary; approvable: boolean; onReject: (room: StaffChatRoomSummary) => void }) {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const decide = useDecidePayment();
  const p = room.payment;
  const approve = () =>
    decide.mutate(
      { id: p.paymentRequestId, decision: 'approve' },
      {
        onSuccess: () => toast({ title: t('Payment approved'), description: `${formatPKR(p.amountPaisa)} · ${p.referenceCode}`, variant: 'success' }),
        onError: (e) => toast({ title: t(WALLET_MSG.approveFailed), description: t(e.message), variant: 'destructive' }),
      },
    );
  return (
    <Card
      size="small"
      data-testid="payment-chat"
      title={
        <Flex gap={8} align="center" wrap>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{room.userName || t(WALLET_MSG.unknownUser)}</span>
          <PaymentStatusTag status={p.status} />
        </Flex>
      }
      extra={<Badge count={room.unreadCount} title={t('{{count}} unread', { count: room.unreadCount })} data-testid="payment-chat-unread" />}
      style={{ height: '100%' }}
    >
      {/* nowrap: a label that wrapped left its colon alone on the next line (issue 34, 16) */}
      <Descriptions column={1} size="small" styles={{ label: { minWidth: 110, whiteSpace: 'nowrap' }, content: { minWidth: 0 } }}>
        <Descriptions.Item label={t('Amount')}>
          <strong dir="ltr">{formatPKR(p.amountPaisa)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('Method')}>{t(p.paymentMethodName)}</Descriptions.Item>
        <Descriptions.Item label={t('Reference')}>
          <span dir="ltr">{p.referenceCode}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('Date')}>{when(p.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('Email')}>
          <span style={{ overflowWrap: 'anywhere' }}>{room.userEmail ?? '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('Last message')}>{when(room.lastMessageTime)}</Descriptions.Item>
      </Descriptions>
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Button type="primary" icon={<MessageOutlined />} onClick={() => navigate(`${ADMIN_BASE}/chat/${room.id}`)} data-testid="view-chat">
          {t(WALLET_MSG.viewChat)}
        </Button>
        {p.status === 'under_review' && (
          <>
            {approvable && (
              <Button onClick={approve} loading={decide.isPending} style={{ background: SOLID_GREEN, color: '#fff', borderColor: SOLID_GREEN }} data-testid="list-approve">
                {t('Approve')}
              </Button>
            )}
            <Button danger onClick={() => onReject(room)} disabled={decide.isPending}>
              {t('Reject')}
            </Button>
            {!approvable && (
              <Typography.Text type="secondary" style={{ fontSize: 12, flexBasis: '100%' }} data-testid="open-proof-first">
                {t('Open the chat to see the screenshot before approving.')}
              </Typography.Text>
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}

/**
 * `/admin/topup-chats`: the payment chats a page at a time (the server filters, orders and pages),
 * newest first or waiting longest first; the page on screen stays live and is refreshed every 30 s.
 */
export function PaymentChatsPage() {
  const t = useT();
  const { toast } = useToast();
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useSearchParams();
  const list = readListState(params);
  const { status, sort } = list;
  // a filter or order change starts again at page 1
  const update = (patch: Partial<typeof list>) => setParams(writeListState({ ...list, page: 1, ...patch }));
  const rooms = useStaffChats(list);
  const data = rooms.data;
  const underReview = useRequestsUnderReview();
  const decide = useDecidePayment();
  const [rejecting, setRejecting] = useState<StaffChatRoomSummary | null>(null);

  useEffect(() => {
    if (rooms.isError) toast({ title: t(WALLET_MSG.loadChatRoomsFailed), variant: 'destructive' });
  }, [rooms.isError, t, toast]);

  // the page emptied under us (requests decided while filtered, or an old link): show the last one there is
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && !rooms.isPlaceholderData && data.items.length === 0 && data.page > lastPage) {
      setParams(writeListState({ ...list, page: lastPage }), { replace: true });
    }
  }, [data, rooms.isPlaceholderData, lastPage, list, setParams]);

  const reject = (reason: string) => {
    if (!rejecting) return;
    decide.mutate(
      { id: rejecting.payment.paymentRequestId, decision: 'reject', reason },
      {
        onSuccess: () => {
          toast({ title: t('Payment rejected'), description: rejecting.payment.referenceCode, variant: 'success' });
          setRejecting(null);
        },
        onError: (e) => toast({ title: t(WALLET_MSG.rejectFailed), description: t(e.message), variant: 'destructive' }),
      },
    );
  };

  return (
    <>
      <PageHeader title={t('Topup Chats')} subtitle={t('Payment chats with resellers; approve or reject once the payment is checked.')} />
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented
            options={FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
            value={status}
            onChange={(v) => update({ status: String(v) })}
            aria-label={t('Status')}
            data-testid="payment-chat-status-filter"
          />
        </div>
        <Select<StaffRoomSort>
          value={sort}
          onChange={(v) => update({ sort: v })}
          options={SORTS.map((o) => ({ value: o.value, label: t(o.label) }))}
          aria-label={t('Sort by')}
          data-testid="payment-chat-sort"
          style={{ minWidth: 200 }}
        />
      </Flex>
      {rooms.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {rooms.isError && !data && (
        <Alert type="error" showIcon title={t(WALLET_MSG.loadChatRoomsFailed)} action={<Button size="small" onClick={() => void rooms.refetch()}>{t('Try again')}</Button>} />
      )}
      {data && data.total === 0 && (
        <EmptyState icon={<MessageOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />} title={t(WALLET_MSG.noActiveChats)} description={t('Payment chats appear here when resellers add funds.')} />
      )}
      {data && data.items.length > 0 && (
        <Row gutter={[16, 16]} data-testid="payment-chat-list" style={{ opacity: rooms.isPlaceholderData ? 0.6 : 1 }}>
          {data.items.map((room) => (
            <Col key={room.id} xs={24} md={12} xl={8}>
              <RoomCard room={room} approvable={offersApproveInList(underReview.data?.get(room.payment.paymentRequestId))} onReject={setRejecting} />
            </Col>
          ))}
        </Row>
      )}
      {data && data.total > 0 && (
        <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
          <Pagination
            simple={!screens.md}
            current={data.page}
            pageSize={data.pageSize}
            total={data.total}
            showSizeChanger={false}
            onChange={(page) => setParams(writeListState({ ...list, page }))}
            hideOnSinglePage
            data-testid="payment-chat-pages"
          />
          <Typography.Text type="secondary" data-testid="payment-chat-total">
            {data.total === 1 ? t('1 chat') : t('{{n}} chats', { n: data.total.toLocaleString('en-US') })}
          </Typography.Text>
        </Flex>
      )}
      <RejectDialog open={Boolean(rejecting)} busy={decide.isPending} onCancel={() => setRejecting(null)} onReject={reject} />
    </>
  );
}
