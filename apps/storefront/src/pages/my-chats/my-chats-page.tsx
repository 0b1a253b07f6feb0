import { ArrowLeftOutlined, MessageOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChatRoomSummary } from '@resellpk/contracts';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { formatWalletPKR, useMyChats, WALLET_MSG } from '@resellpk/web-live';
import { EmptyState, PageHeader, SOLID_GREEN, useToast } from '@resellpk/web-ui';
import { Badge, Button, Card, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '../../features/wallet/load-error';
import { PaymentStatusTag } from '../../features/wallet/status-tag';
import { LinkButton } from '../../shared/link-button';
import { PageContainer } from '../../shared/page-container';

function ChatCard({ room }: { room: ChatRoomSummary }) {
  const t = useT();
  const navigate = useNavigate();
  const p = room.payment;
  const created = formatDateTime(p.createdAt);
  // spec: Open Chat passes the payment request and the method as navigation state
  const open = () => navigate(`/wallet/chat/${room.id}`, { state: { payment: p, method: { id: p.paymentMethodId, name: p.paymentMethodName } } });
  return (
    <Card size="small" data-testid="chat-card">
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <Badge count={room.unreadCount} data-testid="chat-unread" title={t('{{count}} unread', { count: room.unreadCount })}>
          <MessageOutlined aria-hidden style={{ fontSize: 28, color: SOLID_GREEN }} />
        </Badge>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space wrap size={8}>
            <strong dir="ltr">{formatWalletPKR(p.amountPaisa)}</strong>
            <PaymentStatusTag status={p.status} />
          </Space>
          <div style={{ marginTop: 4 }}>
            {t(p.paymentMethodName)} · <span dir="ltr">{p.referenceCode}</span>
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {created}
          </Typography.Text>
        </div>
      </div>
      <Button type="primary" block style={{ marginTop: 12 }} onClick={open}>
        {t(WALLET_MSG.openChat)}
      </Button>
    </Card>
  );
}

/** `/my-chats`: the reseller's payment chats with unread counts, live and refreshed every 30 s. */
export function MyChatsPage() {
  const t = useT();
  const { toast } = useToast();
  const chats = useMyChats();
  useEffect(() => {
    if (chats.isError) toast({ title: t(WALLET_MSG.loadChatsFailed), variant: 'destructive' });
  }, [chats.isError, t, toast]);
  return (
    <PageContainer width="text">
      <PageHeader
        title={t('My Chats')}
        subtitle={t('Your payment chats with our team')}
        back={
          <LinkButton to="/menu" type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
            {t(WALLET_MSG.backToMenu)}
          </LinkButton>
        }
      />
      {chats.isPending && <Skeleton active paragraph={{ rows: 5 }} />}
      {chats.isError && !chats.data && <LoadError message={WALLET_MSG.loadChatsFailed} onRetry={() => void chats.refetch()} />}
      {chats.data && chats.data.length === 0 && (
        <EmptyState
          icon={<MessageOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />}
          title={t('No payment chats yet')}
          description={t('A chat opens when you add funds to your wallet.')}
          action={
            <LinkButton to="/wallet/add-funds" type="primary" icon={<PlusOutlined />}>
              {t(WALLET_MSG.addFundsToWallet)}
            </LinkButton>
          }
        />
      )}
      {chats.data && chats.data.length > 0 && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="chat-list">
          {chats.data.map((room) => (
            <ChatCard key={room.id} room={room} />
          ))}
        </Space>
      )}
    </PageContainer>
  );
}
