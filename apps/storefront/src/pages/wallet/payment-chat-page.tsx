import { CameraOutlined, CheckOutlined, ClockCircleOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentRequestView } from '@resellpk/contracts';
import { api, isApiError, serverMessage } from '@resellpk/web-api';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import {
  formatCountdown,
  formatWalletPKR,
  liveKeys,
  MAX_SCREENSHOT_BYTES,
  useChatComposer,
  useChatRoom,
  useCountdown,
  usePaymentRequest,
  useRoomChannel,
  useRoomMessages,
  WALLET_MSG,
} from '@resellpk/web-live';
import { useSession } from '@resellpk/web-session';
import { PageHeader, useToast } from '@resellpk/web-ui';
import { Alert, Button, Card, Descriptions, Input, Result, Skeleton, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ResellerThread } from '../../features/wallet/reseller-thread';
import { LoadError } from '../../features/wallet/load-error';
import { PaymentStatusTag } from '../../features/wallet/status-tag';
import { LinkButton } from '../../shared/link-button';
import { PageContainer } from '../../shared/page-container';

const AUTO_CANCEL_NOTE = 'Auto-cancelled due to timeout';

function RequestCard({ request, remaining }: { request: PaymentRequestView; remaining: number | null }) {
  const t = useT();
  const date = formatDateTime(request.createdAt);
  return (
    <Card size="small" data-testid="request-card" title={t('Payment Request')} extra={<PaymentStatusTag status={request.status} />}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label={t('Amount')}>
          <strong dir="ltr" data-testid="request-amount">{formatWalletPKR(request.amountPaisa)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('Reference')}>
          <Typography.Text copyable dir="ltr" data-testid="request-reference">
            {request.referenceCode}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('Method')}>{t(request.paymentMethodName)}</Descriptions.Item>
        <Descriptions.Item label={t('Created')}>{date}</Descriptions.Item>
        {request.receivingAccount && (
          <Descriptions.Item label={t('Send to')} span="filled">
            <div>
              <div>{request.receivingAccount.walletTitle}</div>
              <Typography.Text copyable strong dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                {request.receivingAccount.walletAddress}
              </Typography.Text>
            </div>
          </Descriptions.Item>
        )}
        {request.adminNotes && <Descriptions.Item label={t('Note')}>{t(request.adminNotes)}</Descriptions.Item>}
      </Descriptions>
      {request.status === 'pending' && remaining !== null && remaining > 0 && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8, padding: '8px 12px', background: '#fffbeb', borderRadius: 8 }}>
          <ClockCircleOutlined aria-hidden style={{ color: '#d97706' }} />
          <span>{t('Time left to pay')}</span>
          <strong dir="ltr" style={{ fontVariantNumeric: 'tabular-nums', fontSize: 18 }} data-testid="countdown" role="timer">
            {formatCountdown(remaining)}
          </strong>
        </div>
      )}
    </Card>
  );
}

function PayActions({ request }: { request: PaymentRequestView }) {
  const t = useT();
  const { toast } = useToast();
  const qc = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: liveKeys.paymentRequest(request.id) });

  const markPaid = useMutation({
    mutationFn: () => api.post<PaymentRequestView>(`/payment-requests/${request.id}/paid`),
    onSuccess: (updated) => {
      toast({ title: t(WALLET_MSG.markedPaid), variant: 'success' });
      qc.setQueryData(liveKeys.paymentRequest(request.id), updated);
      // spec: the page refreshes 1 s after I Have Paid (here: its data, not the whole page)
      setTimeout(refresh, 1000);
    },
    onError: (e) => toast({ title: t(WALLET_MSG.markPaidFailed), description: t(serverMessage(e, WALLET_MSG.somethingWentWrong)), variant: 'destructive' }),
  });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('screenshot', file);
      return api.post<PaymentRequestView>(`/payment-requests/${request.id}/screenshot`, form);
    },
    onSuccess: (updated) => {
      toast({ title: t(WALLET_MSG.screenshotUploaded), variant: 'success' });
      qc.setQueryData(liveKeys.paymentRequest(request.id), updated);
      void qc.invalidateQueries({ queryKey: liveKeys.messages(request.chatRoomId) });
    },
    onError: (e) => toast({ title: t(WALLET_MSG.screenshotFailed), description: t(serverMessage(e, WALLET_MSG.somethingWentWrong)), variant: 'destructive' }),
  });

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ title: t(WALLET_MSG.screenshotNotImage), variant: 'destructive' });
      return;
    }
    if (file.size > MAX_SCREENSHOT_BYTES) {
      toast({ title: t(WALLET_MSG.screenshotTooLarge), variant: 'destructive' });
      return;
    }
    upload.mutate(file);
  };

  // both kinds of proof stay possible, in either order, while the request is open (the method's
  // instructions may ask for the screenshot after the payment was marked)
  if (request.status !== 'pending' && request.status !== 'under_review') return null;
  return (
    <Space wrap style={{ width: '100%', marginTop: 12 }}>
      {request.paidMarkedAt ? (
        <Typography.Text type="success" data-testid="marked-paid">
          <CheckOutlined aria-hidden /> {t('You said you have paid')}
        </Typography.Text>
      ) : (
        <Button type="primary" icon={<CheckOutlined />} onClick={() => markPaid.mutate()} loading={markPaid.isPending} disabled={upload.isPending} data-testid="i-have-paid">
          {t('I Have Paid')}
        </Button>
      )}
      <Button icon={<CameraOutlined />} onClick={() => fileInput.current?.click()} loading={upload.isPending} disabled={markPaid.isPending} data-testid="upload-screenshot">
        {t('Upload Screenshot')}
      </Button>
      <input ref={fileInput} type="file" accept="image/*" hidden onChange={onFile} data-testid="screenshot-input" aria-label={t('Upload Screenshot')} />
    </Space>
  );
}

function MessageInput({ roomId, disabled }: { roomId: string; disabled: boolean }) {
  const t = useT();
  const { toast } = useToast();
  const { text, setText, submit, sending, canSend } = useChatComposer(roomId, {
    disabled,
    onError: (e) => toast({ title: t(WALLET_MSG.sendFailed), description: t(serverMessage(e, WALLET_MSG.somethingWentWrong)), variant: 'destructive' }),
  });
  return (
    <Space.Compact style={{ width: '100%', marginTop: 12 }}>
      <Input
        size="large"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={submit}
        placeholder={disabled ? t('This chat is closed.') : t('Type a message...')}
        disabled={disabled}
        maxLength={2000}
        aria-label={t('Message')}
        data-testid="chat-input"
      />
      <Button size="large" type="primary" icon={<SendOutlined />} onClick={submit} disabled={!canSend} loading={sending} aria-label={t('Send')} data-testid="chat-send" />
    </Space.Compact>
  );
}

/** `/wallet/chat/:chatRoomId`: the payment request, its countdown, proof of payment and the live chat. */
export function PaymentChatPage() {
  const t = useT();
  const { toast } = useToast();
  const qc = useQueryClient();
  const { user } = useSession();
  const { chatRoomId } = useParams();
  const location = useLocation();
  const initial = (location.state as { paymentRequest?: PaymentRequestView } | null)?.paymentRequest;
  const room = useChatRoom(chatRoomId);
  const requestId = room.data?.payment.paymentRequestId ?? (initial?.chatRoomId === chatRoomId ? initial?.id : undefined);
  const request = usePaymentRequest(requestId, initial);
  const messages = useRoomMessages(chatRoomId, room.isSuccess);
  useRoomChannel(room.isSuccess ? chatRoomId : undefined);
  const remaining = useCountdown(request.data?.status === 'pending' ? request.data.expiresAt : null);
  const timedOut = request.data?.status === 'pending' && remaining === 0;
  const expired = timedOut || (request.data?.status === 'rejected' && request.data.adminNotes === AUTO_CANCEL_NOTE);

  // spec: "Payment Request Cancelled" toast when the countdown runs out; the server's job rejects it
  const warned = useRef(false);
  useEffect(() => {
    if (!timedOut || warned.current || !request.data) return;
    warned.current = true;
    toast({ title: t(WALLET_MSG.requestCancelled), description: t(WALLET_MSG.expired), variant: 'destructive' });
    const id = request.data.id;
    const retry = setInterval(() => void qc.invalidateQueries({ queryKey: liveKeys.paymentRequest(id) }), 5000);
    return () => clearInterval(retry);
  }, [timedOut, request.data, qc, t, toast]);

  // what arrives while the page is open is read: tell the server, so My Chats shows no unread count
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    if (chatRoomId && count > 0) void api.post(`/chats/${chatRoomId}/read`).catch(() => undefined);
  }, [chatRoomId, count]);

  const roomMissing = room.isError && isApiError(room.error) && room.error.status === 404;
  return (
    <PageContainer width="text">
      <PageHeader title={t('Payment Chat')} extra={<LinkButton to="/my-chats">{t('My Chats')}</LinkButton>} />
      {room.isPending && (
        <div style={{ textAlign: 'center', padding: 32 }} aria-busy="true">
          <Spin />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('Opening your payment chat...')}
          </Typography.Paragraph>
        </div>
      )}
      {roomMissing && (
        <Result status="404" title={t('Chat not found')} subTitle={t('This payment chat does not exist or is not yours.')} extra={<LinkButton to="/my-chats">{t('My Chats')}</LinkButton>} />
      )}
      {room.isError && !roomMissing && <LoadError message={WALLET_MSG.somethingWentWrong} onRetry={() => void room.refetch()} />}
      {room.isSuccess && (
        <>
          {request.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
          {request.isError && <LoadError message={WALLET_MSG.somethingWentWrong} onRetry={() => void request.refetch()} />}
          {request.data && (
            <>
              <RequestCard request={request.data} remaining={remaining} />
              {expired && <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t(WALLET_MSG.expired)} data-testid="expired-text" action={<LinkButton to="/wallet/add-funds" size="small">{t('Add Funds')}</LinkButton>} />}
              {!expired && <PayActions request={request.data} />}
            </>
          )}
          <div style={{ marginTop: 16 }}>
            {messages.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
            {messages.isError && <LoadError message={WALLET_MSG.somethingWentWrong} onRetry={() => void messages.refetch()} />}
            {messages.isSuccess && user && <ResellerThread messages={messages.data} userId={user.id} />}
          </div>
          <MessageInput roomId={room.data.id} disabled={request.data?.status === 'rejected' || room.data.status === 'closed'} />
        </>
      )}
    </PageContainer>
  );
}
