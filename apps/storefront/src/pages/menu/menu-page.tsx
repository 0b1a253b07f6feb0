import { planLabel } from '@resellpk/domain';
import { LogoutOutlined, RightOutlined } from '@ant-design/icons';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { PRICE_GREEN } from '@resellpk/web-ui';
import { Avatar, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PlanAllowance } from '../../features/partner/plan-allowance';
import { PageContainer } from '../../shared/page-container';
import { MENU_SECTIONS, type MenuEntry } from './menu-sections';

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '14px 4px',
  minHeight: 48,
  borderBottom: '1px solid rgba(0,0,0,0.06)',
} as const;

function MenuRow({ entry }: { entry: MenuEntry }) {
  const t = useT();
  const Icon = entry.icon;
  const content = (
    <>
      <Icon aria-hidden />
      <span style={{ flex: 1 }}>{t(entry.label)}</span>
      {entry.to && <RightOutlined aria-hidden style={{ fontSize: 12, opacity: 0.45 }} />}
    </>
  );
  if (!entry.to) {
    return (
      <div role="link" aria-disabled="true" style={{ ...rowStyle, color: 'rgba(0,0,0,0.25)', cursor: 'not-allowed' }}>
        {content}
      </div>
    );
  }
  return (
    <Link to={entry.to} style={{ ...rowStyle, color: 'inherit' }}>
      {content}
    </Link>
  );
}

/** `/menu` (signed in only). */
export function MenuPage() {
  const t = useT();
  const navigate = useNavigate();
  const { user, profile, logout } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;
  const plan = profile?.plan ?? user.plan;

  const onLogout = async () => {
    setLeaving(true);
    // RequireAuth sends a deliberately signed-out user home
    await logout().catch(() => undefined);
    navigate('/', { replace: true });
  };

  return (
    <PageContainer width="text">
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('Menu')}
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Card.Meta
          avatar={
            <Avatar size={48} style={{ background: '#1677ff' }}>
              {(user.name || user.email).charAt(0).toUpperCase()}
            </Avatar>
          }
          title={user.name}
          description={
            <>
              <div style={{ overflowWrap: 'anywhere' }}>{user.email}</div>
              {/* antd's success green (#1a8f55) is 4.1:1 on white: the AA green of the same hue */}
              <Typography.Text strong style={{ color: PRICE_GREEN }}>
                {/* the spec's "FREE Plan": the plan's name in capitals (Urdu has no capitals: its name as it is) */}
                {t('{{plan}} Plan', { plan: t(planLabel(plan)).toUpperCase() })}
              </Typography.Text>
            </>
          }
        />
        {user.role === 'reseller' && (
          <div style={{ marginTop: 12 }}>
            <PlanAllowance />
            <Link to="/partner">{t('Partner Plans')}</Link>
          </div>
        )}
      </Card>
      {MENU_SECTIONS.map((section) => (
        <Card key={section.title} title={t(section.title)} size="small" style={{ marginBottom: 16 }} styles={{ body: { paddingTop: 0, paddingBottom: 0 } }}>
          <nav aria-label={t(section.title)}>
            {section.entries.map((entry) => (
              <MenuRow key={entry.label} entry={entry} />
            ))}
          </nav>
        </Card>
      ))}
      <Button danger block size="large" icon={<LogoutOutlined />} loading={leaving} onClick={onLogout}>
        {t('Logout')}
      </Button>
    </PageContainer>
  );
}
