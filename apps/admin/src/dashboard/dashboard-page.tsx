import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Row, Skeleton, Typography, theme } from 'antd';
import {
  CarOutlined,
  FileTextOutlined,
  GiftOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  UserSwitchOutlined,
  WalletOutlined,
  BankOutlined,
} from '@ant-design/icons';
import { formatPKR } from '@resellpk/domain';
import { useSession } from '@resellpk/web-session';
import { PageHeader, RoleBadge } from '@resellpk/web-ui';
import { isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { ADMIN_BASE } from '../access/staff-access';
import { useDashboardStats, type AdminDashboardStats } from './dashboard-api';

type Figure = Exclude<keyof AdminDashboardStats, 'unavailable' | 'deliveredTodayOrders'>;
type Translate = ReturnType<typeof useT>;

interface StatCard {
  key: Figure;
  /** English; the key for t() */
  title: string;
  icon: ReactNode;
  /** English; the key for t() */
  button: string;
  path: string;
  /** how the figure reads (a count by default); the note comes translated */
  format?: (stats: AdminDashboardStats, t: Translate) => { value: string; note?: string };
}

/** "1 order" / "1,234 orders" (digits stay Latin in Urdu too, as in the storefront). */
const ordersNote = (n: number, t: Translate) => (n === 1 ? t('1 order') : t('{{n}} orders', { n: n.toLocaleString('en-US') }));

export const DASHBOARD_CARDS: StatCard[] = [
  { key: 'totalProducts', title: 'Total Products', icon: <ShoppingOutlined />, button: 'Manage Products', path: `${ADMIN_BASE}/products` },
  { key: 'newOrders', title: 'New Orders', icon: <ShoppingCartOutlined />, button: 'View Orders', path: `${ADMIN_BASE}/orders?status=processing` },
  { key: 'activeOffers', title: 'Active Offers', icon: <GiftOutlined />, button: 'Manage Offers', path: `${ADMIN_BASE}/free-product-offers` },
  { key: 'pendingRequests', title: 'Pending Requests', icon: <FileTextOutlined />, button: 'Review Requests', path: `${ADMIN_BASE}/plan-upgrade-requests` },
  { key: 'pendingTopUps', title: 'Pending Top-ups', icon: <WalletOutlined />, button: 'Open Topup Chats', path: `${ADMIN_BASE}/topup-chats` },
  { key: 'pendingWithdrawals', title: 'Pending Withdrawals', icon: <BankOutlined />, button: 'Review Withdrawals', path: `${ADMIN_BASE}/withdrawals` },
  {
    key: 'deliveredTodayPaisa',
    title: 'Delivered Today',
    icon: <CarOutlined />,
    button: 'View Delivered',
    path: `${ADMIN_BASE}/orders?status=delivered`,
    format: (s, t) => ({ value: formatPKR(s.deliveredTodayPaisa ?? 0), note: ordersNote(s.deliveredTodayOrders ?? 0, t) }),
  },
];

/** The card's figure, or a dash with the reason when its service did not answer (the note translated). */
function figureOf(card: StatCard, stats: AdminDashboardStats | undefined, t: Translate): { value: string; note?: string } {
  if (!stats || stats[card.key] === null) return { value: '—', note: stats ? t('Not available right now') : undefined };
  return card.format ? card.format(stats, t) : { value: (stats[card.key] as number).toLocaleString('en-US') };
}

/** The admin's dashboard: the spec's four figures and the money desk's three (issue 13), each leading to its page. */
export function DashboardPage() {
  const t = useT();
  const { user } = useSession();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const stats = useDashboardStats();
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('Dashboard')} subtitle={t('Welcome, {{name}}', { name: user.name || user.email })} />
      {stats.isError && (
        <Card style={{ marginBottom: 16 }}>
          <Typography.Text type="danger">{t('Failed to load data')}</Typography.Text>
          {isApiError(stats.error) && <Typography.Text type="secondary"> — {t(stats.error.message)}</Typography.Text>}{' '}
          <Button size="small" onClick={() => void stats.refetch()} loading={stats.isFetching}>
            {t('Retry')}
          </Button>
        </Card>
      )}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {DASHBOARD_CARDS.map((c) => {
          const figure = figureOf(c, stats.data, t);
          return (
            <Col xs={24} sm={12} xl={6} key={c.key}>
              <Card data-testid={`stat-${c.key}`} style={{ height: '100%' }}>
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 }}>
                  <div>
                    <Typography.Text type="secondary">{t(c.title)}</Typography.Text>
                    {stats.isPending ? (
                      <Skeleton.Input active size="small" style={{ display: 'block', marginTop: 8, width: 60 }} />
                    ) : (
                      <>
                        <Typography.Title level={2} style={{ margin: '4px 0 0', whiteSpace: 'nowrap' }} data-testid={`stat-${c.key}-value`}>
                          {figure.value}
                        </Typography.Title>
                        {figure.note && (
                          <Typography.Text type="secondary" data-testid={`stat-${c.key}-note`}>
                            {figure.note}
                          </Typography.Text>
                        )}
                      </>
                    )}
                  </div>
                  <span style={{ fontSize: 28, color: token.colorPrimary }} aria-hidden>
                    {c.icon}
                  </span>
                </div>
                <div style={{ marginTop: 12 }}>
                  <Button onClick={() => navigate(c.path)}>{t(c.button)}</Button>
                </div>
              </Card>
            </Col>
          );
        })}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card>
            <Typography.Text type="secondary">{t('Signed in as')}</Typography.Text>
            <Typography.Title level={4} style={{ margin: '4px 0 8px' }}>
              {user.name || user.email}
            </Typography.Title>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
              <RoleBadge role={user.role} />
              <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                {user.email}
              </Typography.Text>
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card>
            <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
              <UserSwitchOutlined style={{ fontSize: 28, color: token.colorPrimary }} aria-hidden />
              <div>
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {t('Admin Management')}
                </Typography.Title>
                <Typography.Paragraph type="secondary">
                  {t('See every account, promote resellers to top-up helpers or admins, and move helpers back to resellers.')}
                </Typography.Paragraph>
                <Button type="primary" onClick={() => navigate(`${ADMIN_BASE}/management`)}>
                  {t('Open Admin Management')}
                </Button>
              </div>
            </div>
          </Card>
        </Col>
      </Row>
    </>
  );
}
