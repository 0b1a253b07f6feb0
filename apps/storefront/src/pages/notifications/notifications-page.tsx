import { BellOutlined, CheckOutlined, ExportOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationView } from '@resellpk/contracts';
import { formatPKR } from '@resellpk/domain';
import { api } from '@resellpk/web-api';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { liveKeys, relativeTime, useNotifications, WALLET_MSG } from '@resellpk/web-live';
import { EmptyState, PageHeader, useToast } from '@resellpk/web-ui';
import { Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { safeTrackingLink } from '../../features/orders/order-status';
import { LoadError } from '../../features/wallet/load-error';
import { LinkButton } from '../../shared/link-button';
import { PageContainer } from '../../shared/page-container';

function When({ iso }: { iso: string }) {
  const t = useT();
  const rel = relativeTime(iso);
  const full = formatDateTime(iso);
  return (
    <time dateTime={iso} title={full}>
      {rel ? t(rel.key, { count: rel.count }) : full}
    </time>
  );
}

function Item({ n, onRead, reading }: { n: NotificationView; onRead: () => void; reading: boolean }) {
  const t = useT();
  // the server sends only http(s); checked again here, since whatever becomes an href must never be javascript:
  const trackingUrl = safeTrackingLink(n.metadata.tracking_url);
  return (
    <Card
      size="small"
      data-testid="notification"
      data-unread={!n.isRead}
      style={{ background: n.isRead ? '#fff' : '#f0fdf4', borderColor: n.isRead ? undefined : '#86efac' }}
    >
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <strong style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{n.title}</strong>
        {!n.isRead && (
          <Tag color="green" style={{ marginInlineEnd: 0 }} data-testid="new-badge">
            {t('New')}
          </Tag>
        )}
      </div>
      <div style={{ marginTop: 4, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.message}</div>
      {trackingUrl && (
        // a short label, not the URL: a long link would wrap mid-address on a phone (issue 34, 15)
        <Button size="small" href={trackingUrl} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />} style={{ marginTop: 8 }} data-testid="notification-tracking-link">
          {t('Track parcel')}
        </Button>
      )}
      {n.notificationType === 'profit_sent' && typeof n.metadata.amount === 'number' && (
        <div style={{ marginTop: 4 }} data-testid="notification-meta">
          {t('Amount: Rs. {{amount}}', { amount: formatPKR(n.metadata.amount, { prefix: '', withPaisa: true }) })}
        </div>
      )}
      {n.notificationType === 'plan_upgraded' && n.metadata.plan_name && (
        <div style={{ marginTop: 4 }} data-testid="notification-meta">
          {t('New Plan: {{plan_name}}', { plan_name: n.metadata.plan_name })}
        </div>
      )}
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8, flexWrap: 'wrap' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12, flex: 1 }}>
          <When iso={n.createdAt} />
        </Typography.Text>
        {n.productId && (
          <LinkButton to={`/product/${n.productId}`} size="small">
            {t(WALLET_MSG.viewProduct)}
          </LinkButton>
        )}
        {!n.isRead && (
          <Button size="small" type="link" icon={<CheckOutlined />} onClick={onRead} loading={reading} data-testid="mark-read">
            {t(WALLET_MSG.markAsRead)}
          </Button>
        )}
      </div>
    </Card>
  );
}

function Notifications() {
  const t = useT();
  const { toast } = useToast();
  const qc = useQueryClient();
  const list = useNotifications();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  const refresh = () => void qc.invalidateQueries({ queryKey: liveKeys.notifications });

  useEffect(() => {
    if (list.isError) toast({ title: t(WALLET_MSG.loadNotificationsFailed), variant: 'destructive' });
  }, [list.isError, t, toast]);

  const markOne = useMutation({
    mutationFn: (id: string) => api.post(`/notifications/${id}/read`),
    onSuccess: refresh,
    onError: () => toast({ title: t(WALLET_MSG.markReadFailed), variant: 'destructive' }),
  });
  const markAll = useMutation({
    mutationFn: () => api.post('/notifications/read-all'),
    onSuccess: () => {
      toast({ title: t(WALLET_MSG.allMarkedRead), variant: 'success' });
      refresh();
    },
    onError: () => toast({ title: t(WALLET_MSG.markAllReadFailed), variant: 'destructive' }),
  });

  return (
    <PageContainer width="text">
      <PageHeader
        title={t('Notifications')}
        subtitle={
          list.isSuccess ? (
            <span data-testid="unread-summary">{unread > 0 ? t('{{count}} unread notification(s)', { count: unread }) : t(WALLET_MSG.allCaughtUp)}</span>
          ) : undefined
        }
        extra={
          unread > 0 ? (
            <Button icon={<CheckOutlined />} onClick={() => markAll.mutate()} loading={markAll.isPending} data-testid="mark-all-read">
              {t(WALLET_MSG.markAllAsRead)}
            </Button>
          ) : undefined
        }
      />
      {list.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {list.isError && !list.data && <LoadError message={WALLET_MSG.loadNotificationsFailed} onRetry={() => void list.refetch()} />}
      {list.isSuccess && items.length === 0 && (
        <EmptyState icon={<BellOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />} title={t(WALLET_MSG.noNotifications)} description={t(WALLET_MSG.noNotificationsHint)} />
      )}
      {items.length > 0 && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="notification-list">
          {items.map((n) => (
            <Item key={n.id} n={n} onRead={() => markOne.mutate(n.id)} reading={markOne.isPending && markOne.variables === n.id} />
          ))}
        </Space>
      )}
      {list.hasNextPage && (
        <Button block style={{ marginTop: 12 }} onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('Load more')}
        </Button>
      )}
    </PageContainer>
  );
}

/** `/notifications`: newest first, New badges, mark one or all as read (spec 2 "Notifications"). */
export const NotificationsPage = Notifications;
