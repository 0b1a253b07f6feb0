import { ArrowLeftOutlined, ClockCircleOutlined, SendOutlined } from '@ant-design/icons';
import type { PaymentRequestView } from '@resellpk/contracts';
import { formatPKR } from '@resellpk/domain';
import { api, isApiError } from '@resellpk/web-api';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import {
  APPROVAL_RETURN_DELAY_MS,
  formatCountdown,
  useChatComposer,
  useChatRoom,
  useCountdown,
  usePaymentRequest,
  useRoomChannel,
  useRoomMessages,
  WALLET_MSG,
} from '@resellpk/web-live';
import { PageHeader, SOLID_GREEN, useToast } from '@resellpk/web-ui';
import { Alert, Button, Card, Descriptions, Input, Result, Skeleton, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN_BASE } from '../access/staff-access';
import { AdminThread } from './admin-thread';
import { useDecidePayment } from './decide';
import { PaymentStatusTag } from './status-tag';

const LIST_PATH = `${ADMIN_BASE}/topup-chats`;

function RequestPanel({ request }: { request: PaymentRequestView }) {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const decide = useDecidePayment();
  const [reason, setReason] = useState('');
  const [decided, setDecided] = useState(false);
  const remaining = useCountdown(request.status === 'pending' ? request.expiresAt : null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = request.status === 'pending' || request.status === 'under_review';

  const run = (decision: 'approve' | 'reject') =>
    decide.mutate(decision === 'approve' ? { id: request.id, decision } : { id: request.id, decision, reason }, {
      onSuccess: () => {
        setDecided(true);
        toast({ title: decision === 'approve' ? t('Payment approved') : t('Payment rejected'), description: request.referenceCode, variant: 'success' });
        // spec 9: back to the list 2 s after a decision
        timer.current = setTimeout(() => navigate(LIST_PATH), APPROVAL_RETURN_DELAY_MS);
      },
      onError: (e) =>
        toast({ title: t(decision === 'approve' ? WALLET_MSG.approveFailed : WALLET_MSG.rejectFailed), description: t(e.message), variant: 'destructive' }),
    });

  return (
    <Card size="small" title={t('Payment Request')} extra={<PaymentStatusTag status={request.status} />} data-testid="request-card">
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label={t('Amount')}>
          <strong dir="ltr" data-testid="request-amount">{formatPKR(request.amountPaisa)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('Reference')}>
          <span dir="ltr">{request.referenceCode}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('Method')}>{t(request.paymentMethodName)}</Descriptions.Item>
        <Descriptions.Item label={t('Created')}>{formatDateTime(request.createdAt)}</Descriptions.Item>
        {request.adminNotes && <Descriptions.Item label={t('Note')}>{request.adminNotes}</Descriptions.Item>}
      </Descriptions>
      {request.status === 'pending' && remaining !== null && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8 }}>
          <ClockCircleOutlined aria-hidden />
          <span>{t('Time left')}</span>
          <strong dir="ltr" role="timer" data-testid="countdown" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCountdown(remaining)}
          </strong>
        </div>
      )}
      {open && !decided && (
        <div style={{ marginTop: 12 }}>
          <label htmlFor="reject-reason" style={{ display: 'block', marginBottom: 4 }}>
            {t('Rejection reason (optional)')}
          </label>
          <Input.TextArea id="reject-reason" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Space wrap style={{ marginTop: 8 }}>
            <Button type="primary" onClick={() => run('approve')} loading={decide.isPending && decide.variables?.decision === 'approve'} disabled={decide.isPending} data-testid="approve" style={{ background: SOLID_GREEN, borderColor: SOLID_GREEN }}>
              {t('Approve')}
            </Button>
            <Button danger onClick={() => run('reject')} loading={decide.isPending && decide.variables?.decision === 'reject'} disabled={decide.isPending} data-testid="reject">
              {t('Reject')}
            </Button>
          </Space>
        </div>
      )}
      {decided && <Alert type="success" showIcon style={{ marginTop: 12 }} title={t('Returning to Topup Chats...')} />}
    </Card>
  );
}

function Composer({ roomId }: { roomId: string }) {
  const t = useT();
  const { toast } = useToast();
  const { text, setText, submit, sending, canSend } = useChatComposer(roomId, {
    onError: (e) => toast({ title: t(WALLET_MSG.sendFailed), description: t(e.message), variant: 'destructive' }),
  });
  return (
    <Space.Compact style={{ width: '100%', marginTop: 12 }}>
      <Input size="large" value={text} onChange={(e) => setText(e.target.value)} onPressEnter={submit} placeholder={t('Type a message...')} maxLength={2000} aria-label={t('Message')} data-testid="chat-input" />
      <Button size="large" type="primary" icon={<SendOutlined />} onClick={submit} disabled={!canSend} loading={sending} aria-label={t('Send')} data-testid="chat-send" />
    </Space.Compact>
  );
}

/** `/admin/chat/:chatRoomId`: the request, approve / reject, and the live thread. */
export function PaymentChatPage() {
  const t = useT();
  const navigate = useNavigate();
  const { chatRoomId } = useParams();
  const room = useChatRoom(chatRoomId);
  const request = usePaymentRequest(room.data?.payment.paymentRequestId);
  const messages = useRoomMessages(chatRoomId, room.isSuccess);
  useRoomChannel(room.isSuccess ? chatRoomId : undefined);
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    if (chatRoomId && count > 0) void api.post(`/chats/${chatRoomId}/read`).catch(() => undefined);
  }, [chatRoomId, count]);
  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)} style={{ paddingInline: 0 }}>
      {t('Topup Chats')}
    </Button>
  );
  if (room.isError && isApiError(room.error) && room.error.status === 404) {
    return <Result status="404" title={t('Chat not found')} extra={back} />;
  }
  return (
    <div style={{ maxWidth: 900 }}>
      <PageHeader title={t('Payment Chat')} back={back} subtitle={room.data ? t('Room {{id}}', { id: room.data.id.slice(0, 8) }) : undefined} />
      {room.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {room.isError && <Alert type="error" showIcon title={t(WALLET_MSG.loadChatRoomsFailed)} action={<Button size="small" onClick={() => void room.refetch()}>{t('Try again')}</Button>} />}
      {room.isSuccess && (
        <>
          {request.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
          {request.isError && <Alert type="error" showIcon title={t(WALLET_MSG.loadDataFailed)} />}
          {request.data && <RequestPanel request={request.data} />}
          <div style={{ marginTop: 16 }}>
            {messages.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
            {messages.isError && <Alert type="error" showIcon title={t(WALLET_MSG.loadDataFailed)} />}
            {messages.data && <AdminThread messages={messages.data} ownerId={room.data.userId} />}
          </div>
          <Composer roomId={room.data.id} />
        </>
      )}
    </div>
  );
}
