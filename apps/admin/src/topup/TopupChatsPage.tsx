import { MessageOutlined } from '@ant-design/icons';
import type { StaffChatRoomSummary } from '@resellpk/contracts';
import { formatPKR } from '@resellpk/domain';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { useStaffChats, WALLET_MSG } from '@resellpk/web-live';
import { EmptyState, PageHeader, SOLID_GREEN, useToast } from '@resellpk/web-ui';
import { Alert, Badge, Button, Card, Col, Descriptions, Flex, Row, Segmented, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_BASE } from '../access/staff-access';
import { useDecidePayment } from './decide';
import { offersApproveInList, useRequestsUnderReview } from './list-approval';
import { RejectDialog } from './RejectDialog';
import { PaymentStatusTag } from './StatusTag';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'under_review', label: 'Under Review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

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
      data-testid="topup-chat"
      title={
        <Flex gap={8} align="center" wrap>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{room.userName || t(WALLET_MSG.unknownUser)}</span>
          <PaymentStatusTag status={p.status} />
        </Flex>
      }
      extra={<Badge count={room.unreadCount} title={t('{{count}} unread', { count: room.unreadCount })} data-testid="topup-chat-unread" />}
      style={{ height: '100%' }}
    >
      <Descriptions column={1} size="small" styles={{ label: { width: 110 } }}>
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

/** `/admin/topup-chats`: every payment chat with its request, live and refreshed every 30 s. */
export function TopupChatsPage() {
  const t = useT();
  const { toast } = useToast();
  const [status, setStatus] = useState('all');
  const rooms = useStaffChats(status);
  const underReview = useRequestsUnderReview();
  const decide = useDecidePayment();
  const [rejecting, setRejecting] = useState<StaffChatRoomSummary | null>(null);

  useEffect(() => {
    if (rooms.isError) toast({ title: t(WALLET_MSG.loadChatRoomsFailed), variant: 'destructive' });
  }, [rooms.isError, t, toast]);

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
      <Segmented
        options={FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
        value={status}
        onChange={(v) => setStatus(String(v))}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
        aria-label={t('Status')}
      />
      {rooms.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {rooms.isError && !rooms.data && (
        <Alert type="error" showIcon title={t(WALLET_MSG.loadChatRoomsFailed)} action={<Button size="small" onClick={() => void rooms.refetch()}>{t('Try again')}</Button>} />
      )}
      {rooms.data && rooms.data.length === 0 && (
        <EmptyState icon={<MessageOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />} title={t(WALLET_MSG.noActiveChats)} description={t('Payment chats appear here when resellers add funds.')} />
      )}
      {rooms.data && rooms.data.length > 0 && (
        <Row gutter={[16, 16]} data-testid="topup-chat-list">
          {rooms.data.map((room) => (
            <Col key={room.id} xs={24} md={12} xl={8}>
              <RoomCard room={room} approvable={offersApproveInList(underReview.data?.get(room.payment.paymentRequestId))} onReject={setRejecting} />
            </Col>
          ))}
        </Row>
      )}
      <RejectDialog open={Boolean(rejecting)} busy={decide.isPending} onCancel={() => setRejecting(null)} onReject={reject} />
    </>
  );
}
