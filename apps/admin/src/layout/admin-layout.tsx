import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Button, Drawer, Grid, Layout, Typography, theme } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import type { SessionUser } from '@resellpk/contracts';
import { useT } from '@resellpk/web-i18n';
import { panelTitle } from '../access/staff-access';
import { AdminSidebar } from './admin-sidebar';

const SIDEBAR_WIDTH = 248;

/** Admin chrome: fixed sidebar from tablet width up, a drawer behind a menu button on phones. */
export function AdminLayout({ user }: { user: SessionUser }) {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const { token } = theme.useToken();

  // Close the drawer after navigating so the chosen page is visible.
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <Layout style={{ minHeight: '100vh' }} hasSider={!isPhone}>
      {!isPhone && (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          theme="light"
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <AdminSidebar user={user} />
        </Layout.Sider>
      )}
      <Layout>
        {isPhone && (
          <Layout.Header
            style={{
              position: 'sticky',
              top: 0,
              zIndex: 10,
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              paddingInline: 12,
              background: token.colorBgContainer,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('Open menu')}
              onClick={() => setDrawerOpen(true)}
            />
            <Typography.Text strong style={{ fontSize: 16 }}>
              {t(panelTitle(user.role))}
            </Typography.Text>
          </Layout.Header>
        )}
        <Layout.Content style={{ padding: isPhone ? 12 : 24, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
      {isPhone && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={Math.min(SIDEBAR_WIDTH + 32, 300)}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          <AdminSidebar user={user} />
        </Drawer>
      )}
    </Layout>
  );
}
