import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Row, Space, Typography, theme } from 'antd';
import { UserSwitchOutlined } from '@ant-design/icons';
import { useSession } from '@resellpk/web-session';
import { PageHeader, RoleBadge } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { ADMIN_BASE } from '../access/staff-access';

/**
 * The admin's dashboard. Its figure cards arrive with the catalogue, orders and plan-request data;
 * until then it shows only what is real: who is signed in and the sections that work.
 */
export function DashboardPage() {
  const t = useT();
  const { user } = useSession();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('Dashboard')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card>
            <Typography.Text type="secondary">{t('Signed in as')}</Typography.Text>
            <Typography.Title level={4} style={{ margin: '4px 0 8px' }}>
              {user.name || user.email}
            </Typography.Title>
            <Space size={8} wrap>
              <RoleBadge role={user.role} />
              <Typography.Text type="secondary">{user.email}</Typography.Text>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card>
            <Space align="start" size={16}>
              <UserSwitchOutlined style={{ fontSize: 28, color: token.colorPrimary }} aria-hidden />
              <div>
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {t('Admin Management')}
                </Typography.Title>
                <Typography.Paragraph type="secondary">
                  {t('See every account, promote resellers to topup helpers or admins, and move helpers back to resellers.')}
                </Typography.Paragraph>
                <Button type="primary" onClick={() => navigate(`${ADMIN_BASE}/management`)}>
                  {t('Open Admin Management')}
                </Button>
              </div>
            </Space>
          </Card>
        </Col>
      </Row>
    </>
  );
}
