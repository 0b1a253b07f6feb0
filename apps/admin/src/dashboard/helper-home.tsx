import { Button, Card, Flex, Space, Typography, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ADMIN_BASE } from '../access/staff-access';
import { MessageOutlined, WalletOutlined } from '@ant-design/icons';
import { useSession } from '@resellpk/web-session';
import { PageHeader, roleLabel } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';

/** A top-up helper's home: who they are and the two sections their role covers. */
export function HelperHome() {
  const t = useT();
  const { user } = useSession();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  if (!user) return null;
  const sections = [
    {
      icon: <MessageOutlined aria-hidden />,
      title: t('Topup Chats'),
      button: t('Open Topup Chats'),
      path: `${ADMIN_BASE}/topup-chats`,
      description: t('Chat with resellers about their top-up requests, then approve or reject each payment.'),
    },
    {
      icon: <WalletOutlined aria-hidden />,
      title: t('Topup Management'),
      button: t('Open Topup Management'),
      path: `${ADMIN_BASE}/topup-helper`,
      description: t('Keep the receiving wallet and bank details and the chat templates up to date.'),
    },
  ];
  return (
    <>
      <PageHeader title={t('Welcome, {{name}}', { name: user.name || user.email })} />
      <Card style={{ maxWidth: 640 }}>
        <Space orientation="vertical" size={4} style={{ marginBottom: 16 }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {user.name || user.email}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="helper-role">
            {t(roleLabel(user.role))}
          </Typography.Text>
        </Space>
        <Typography.Title level={5}>{t('Your sections')}</Typography.Title>
        <Flex vertical gap={16} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {sections.map((s) => (
            <Flex component="li" key={s.title} gap={12} align="flex-start">
              <span style={{ fontSize: 20, color: token.colorPrimary, lineHeight: 1 }}>{s.icon}</span>
              <div>
                <Typography.Text strong>{s.title}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {s.description}
                </Typography.Paragraph>
                <Button type="link" style={{ paddingInline: 0 }} onClick={() => navigate(s.path)}>
                  {s.button}
                </Button>
              </div>
            </Flex>
          ))}
        </Flex>
      </Card>
    </>
  );
}
