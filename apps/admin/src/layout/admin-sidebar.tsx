import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import {
  AppstoreOutlined,
  DashboardOutlined,
  ExportOutlined,
  GiftOutlined,
  LockOutlined,
  LogoutOutlined,
  MessageOutlined,
  RiseOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserSwitchOutlined,
  WalletOutlined,
  AuditOutlined,
  CommentOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { SessionUser } from '@resellpk/contracts';
import { useSession } from '@resellpk/web-session';
import { Brand, RoleBadge } from '@resellpk/web-ui';
import { LanguageSwitch, useT } from '@resellpk/web-i18n';
import { ADMIN_BASE, ADMIN_LOGIN_PATH, panelTitle } from '../access/staff-access';
import { menuFor, selectedMenuKey } from './admin-menu';

const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  products: <AppstoreOutlined />,
  orders: <ShoppingCartOutlined />,
  resellers: <TeamOutlined />,
  'plan-requests': <RiseOutlined />,
  'free-offers': <GiftOutlined />,
  'payment-chats': <MessageOutlined />,
  'top-up-management': <WalletOutlined />,
  withdrawals: <ExportOutlined />,
  'audit-log': <AuditOutlined />,
  'admin-management': <UserSwitchOutlined />,
  stories: <CommentOutlined />,
};

export function AdminSidebar({ user }: { user: SessionUser }) {
  const t = useT();
  const { logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);

  const items: MenuProps['items'] = menuFor(user.role).map((item) => ({
    key: item.key,
    icon: ICONS[item.key],
    label: <Link to={item.path}>{t(item.label)}</Link>,
  }));
  const selected = selectedMenuKey(pathname, user.role);

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      navigate(ADMIN_LOGIN_PATH, { replace: true });
    }
  };

  return (
    <nav aria-label={t(panelTitle(user.role))} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ padding: '20px 20px 12px' }}>
        <Brand to={ADMIN_BASE} />
        <Typography.Title level={4} style={{ margin: '12px 0 0' }}>
          {t(panelTitle(user.role))}
        </Typography.Title>
        <div style={{ marginTop: 12, display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'flex-start' }}>
          <Typography.Text strong ellipsis style={{ maxWidth: '100%' }} data-testid="admin-user-name">
            {user.name || user.email}
          </Typography.Text>
          <RoleBadge role={user.role} />
          {/* not a menu item: the menu is the spec's sections; this is the staff member's own account */}
          <Link to={`${ADMIN_BASE}/account`} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            <LockOutlined />
            {t('Account security')}
          </Link>
        </div>
      </div>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        style={{ borderInlineEnd: 'none', flex: 1 }}
      />
      <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {/* the staff panel has no site footer: its language switch lives here */}
        <LanguageSwitch />
        <Button icon={<LogoutOutlined />} block onClick={onLogout} loading={leaving}>
          {t('Logout')}
        </Button>
      </div>
    </nav>
  );
}
